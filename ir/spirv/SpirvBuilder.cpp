#include "ir/spirv/SpirvBuilder.h"

#include "ir/spirv/OperandMap.h"

#include <vector>

namespace spvkit::spirv {

SpirvBuilder::SpirvBuilder(Module& module) : Builder(module) {
  registerDialect(context());
}

Operation* SpirvBuilder::createModule(AddressingModel am, MemoryModel mm,
                                      std::optional<VceAttr> vce) {
  std::vector<NamedAttribute> attrs = {named("addressing_model", enumAttr(am)),
                                       named("memory_model", enumAttr(mm))};
  if (vce) attrs.push_back(named("vce_triple", *vce));
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Module);
  st.attributes = attrs;
  st.numRegions = 1;
  Operation* m = create(st);
  setInsertionPointToEnd(createBlock(m->region()));
  return m;
}

Operation* SpirvBuilder::createFunc(std::string_view name, FunctionType type,
                                    FunctionControl control) {
  NamedAttribute attrs[] = {named("sym_name", strAttr(name)),
                            named("function_type", TypeAttr::get(type)),
                            named("function_control", enumAttr(control))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Func);
  st.attributes = attrs;
  st.numRegions = 1;
  Operation* f = create(st);
  Block* entry = createBlock(f->region());
  for (unsigned i = 0; i < type.numInputs(); ++i) entry->addArgument(type.input(i));
  setInsertionPointToEnd(entry);
  return f;
}

Operation* SpirvBuilder::createGlobalVariable(std::string_view name, PointerType type,
                                              std::optional<BuiltIn> builtIn) {
  std::vector<NamedAttribute> attrs = {named("sym_name", strAttr(name)),
                                       named("type", TypeAttr::get(type))};
  if (builtIn) attrs.push_back(named("built_in", strAttr(enumerantName(*builtIn))));
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::GlobalVariable);
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::createEntryPoint(ExecutionModel model, Operation* func,
                                          std::initializer_list<Operation*> interface) {
  std::vector<Attribute> refs;
  for (Operation* g : interface)
    refs.push_back(SymbolRefAttr::get(context(), g->attr("sym_name").cast<StringAttr>().value()));
  NamedAttribute attrs[] = {
      named("execution_model", enumAttr(model)),
      named("fn", SymbolRefAttr::get(context(), func->attr("sym_name").cast<StringAttr>().value())),
      named("interface", ArrayAttr::get(context(), refs))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::EntryPoint);
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::createExecutionMode(Operation* func, ExecutionMode mode,
                                             std::initializer_list<uint32_t> values) {
  std::vector<Attribute> vals;
  for (uint32_t v : values) vals.push_back(i32Attr(v));
  NamedAttribute attrs[] = {
      named("fn", SymbolRefAttr::get(context(), func->attr("sym_name").cast<StringAttr>().value())),
      named("execution_mode", enumAttr(mode)), named("values", ArrayAttr::get(context(), vals))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::ExecutionMode);
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::createSpecConstant(std::string_view name, Attribute defaultValue,
                                            std::optional<uint32_t> specId) {
  std::vector<NamedAttribute> attrs = {named("sym_name", strAttr(name)),
                                       named("default_value", defaultValue)};
  if (specId) attrs.push_back(named("spec_id", i32Attr(*specId)));
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::SpecConstant);
  st.attributes = attrs;
  return create(st);
}

Value* SpirvBuilder::addressOf(Operation* global) {
  Type type = global->attr("type").cast<TypeAttr>().value();
  NamedAttribute attrs[] = {
      named("variable",
            SymbolRefAttr::get(context(), global->attr("sym_name").cast<StringAttr>().value()))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::AddressOf);
  st.resultTypes = {&type, 1};
  st.attributes = attrs;
  return create(st)->result();
}

Value* SpirvBuilder::referenceOf(Operation* specConstant) {
  Attribute dv = specConstant->attr("default_value");
  Type type = dv.isa<IntegerAttr>() ? dv.cast<IntegerAttr>().type()
              : dv.isa<FloatAttr>() ? dv.cast<FloatAttr>().type()
                                    : i1();
  NamedAttribute attrs[] = {named(
      "spec_const",
      SymbolRefAttr::get(context(), specConstant->attr("sym_name").cast<StringAttr>().value()))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::ReferenceOf);
  st.resultTypes = {&type, 1};
  st.attributes = attrs;
  return create(st)->result();
}

Value* SpirvBuilder::constant(Attribute value, Type type) {
  NamedAttribute attrs[] = {named("value", value)};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Constant);
  st.resultTypes = {&type, 1};
  st.attributes = attrs;
  return create(st)->result();
}

Operation* SpirvBuilder::op(Op opcode, Type resultType, std::initializer_list<Value*> operands,
                            std::initializer_list<NamedAttribute> attrs) {
  return op(opcode, resultType, std::span<Value* const>(operands.begin(), operands.size()),
            std::span<const NamedAttribute>(attrs.begin(), attrs.size()));
}

Operation* SpirvBuilder::op(Op opcode, Type resultType, std::span<Value* const> operands,
                            std::span<const NamedAttribute> attrs) {
  Operation::State st;
  st.info = opInfo(opcode);
  if (resultType) st.resultTypes = {&resultType, 1};
  st.operands = operands;
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::clOp(CLOp opcode, Type resultType,
                              std::initializer_list<Value*> operands) {
  Operation::State st;
  st.info = clOpInfo(opcode);
  st.resultTypes = {&resultType, 1};
  st.operands = {operands.begin(), operands.size()};
  return create(st);
}

Value* SpirvBuilder::load(Value* pointer, std::optional<uint32_t> alignment) {
  Type t = pointer->type().cast<PointerType>().pointeeType();
  std::vector<NamedAttribute> attrs;
  if (alignment) {
    attrs.push_back(named("memory_access", enumAttr(MemoryAccess::Aligned)));
    attrs.push_back(named("alignment", i32Attr(*alignment)));
  }
  return op(Op::Load, t, std::span<Value* const>(&pointer, 1), attrs)->result();
}

Operation* SpirvBuilder::store(Value* pointer, Value* value, std::optional<uint32_t> alignment) {
  std::vector<NamedAttribute> attrs;
  if (alignment) {
    attrs.push_back(named("memory_access", enumAttr(MemoryAccess::Aligned)));
    attrs.push_back(named("alignment", i32Attr(*alignment)));
  }
  Value* operands[] = {pointer, value};
  return op(Op::Store, Type(), operands, attrs);
}

namespace {

void addMemoryOperand(SpirvBuilder& b, std::vector<NamedAttribute>& attrs,
                      std::optional<uint32_t> alignment) {
  if (!alignment) return;
  attrs.push_back(b.named("memory_operand", b.enumAttr(MemoryAccess::Aligned)));
  attrs.push_back(b.named("memory_operand_aligned", b.i32Attr(*alignment)));
}

} // namespace

Value* SpirvBuilder::coopMatrixLoad(CooperativeMatrixType type, Value* pointer, Value* stride,
                                    CooperativeMatrixLayout layout,
                                    std::optional<uint32_t> alignment) {
  std::vector<NamedAttribute> attrs = {named("matrix_layout", enumAttr(layout))};
  addMemoryOperand(*this, attrs, alignment);
  Value* operands[] = {pointer, stride};
  return op(Op::CooperativeMatrixLoadKHR, type, operands, attrs)->result();
}

Operation* SpirvBuilder::coopMatrixStore(Value* pointer, Value* matrix, Value* stride,
                                         CooperativeMatrixLayout layout,
                                         std::optional<uint32_t> alignment) {
  std::vector<NamedAttribute> attrs = {named("matrix_layout", enumAttr(layout))};
  addMemoryOperand(*this, attrs, alignment);
  Value* operands[] = {pointer, matrix, stride};
  return op(Op::CooperativeMatrixStoreKHR, Type(), operands, attrs);
}

Value* SpirvBuilder::coopMatrixMulAdd(Value* a, Value* b, Value* c,
                                      CooperativeMatrixOperands operands) {
  std::vector<NamedAttribute> attrs;
  if (operands != CooperativeMatrixOperands::NoneKHR)
    attrs.push_back(named("matrix_operands", enumAttr(operands)));
  Value* values[] = {a, b, c};
  return op(Op::CooperativeMatrixMulAddKHR, c->type(), values, attrs)->result();
}

Value* SpirvBuilder::coopMatrixLength(CooperativeMatrixType type) {
  NamedAttribute attrs[] = {named("cooperative_matrix_type", TypeAttr::get(type))};
  return op(Op::CooperativeMatrixLengthKHR, i32(), std::span<Value* const>(), attrs)->result();
}

Value* SpirvBuilder::variable(Type pointee, Value* initializer) {
  std::vector<Value*> operands;
  if (initializer) operands.push_back(initializer);
  NamedAttribute attrs[] = {named("storage_class", enumAttr(StorageClass::Function))};
  return op(Op::Variable, ptr(pointee, StorageClass::Function), operands, attrs)->result();
}

Value* SpirvBuilder::ptrAccessChain(Type resultPtr, Value* base, Value* element,
                                    std::initializer_list<Value*> indices) {
  std::vector<Value*> operands = {base, element};
  operands.insert(operands.end(), indices.begin(), indices.end());
  return op(Op::PtrAccessChain, resultPtr, operands)->result();
}

Value* SpirvBuilder::compositeExtract(Value* composite, std::initializer_list<uint32_t> indices) {
  Type t = composite->type();
  std::vector<Attribute> idx;
  for (uint32_t i : indices) {
    idx.push_back(i32Attr(i));
    if (auto v = t.dyn_cast<VectorType>())
      t = v.elementType();
    else if (auto a = t.dyn_cast<ArrayType>())
      t = a.elementType();
    else if (auto s = t.dyn_cast<StructType>())
      t = s.member(i);
  }
  NamedAttribute attrs[] = {
      named(operandMapping(Op::CompositeExtract)[1].attrName, ArrayAttr::get(context(), idx))};
  return op(Op::CompositeExtract, t, std::span<Value* const>(&composite, 1), attrs)->result();
}

Value* SpirvBuilder::call(Operation* callee, std::initializer_list<Value*> args) {
  auto type = callee->attr("function_type").cast<TypeAttr>().value().cast<FunctionType>();
  NamedAttribute attrs[] = {
      named("callee",
            SymbolRefAttr::get(context(), callee->attr("sym_name").cast<StringAttr>().value()))};
  Type result = type.numResults() ? type.result(0) : Type();
  Operation* c =
      op(Op::FunctionCall, result, std::span<Value* const>(args.begin(), args.size()), attrs);
  return c->numResults() ? c->result() : nullptr;
}

Operation* SpirvBuilder::branch(Block* target, std::initializer_list<Value*> args) {
  Operation::State st;
  st.info = opInfo(Op::Branch);
  st.operands = {args.begin(), args.size()};
  st.successors = {&target, 1};
  uint32_t n = uint32_t(args.size());
  st.successorOperandCounts = {&n, 1};
  return create(st);
}

Operation* SpirvBuilder::branchConditional(Value* cond, Block* ifTrue,
                                           std::initializer_list<Value*> trueArgs, Block* ifFalse,
                                           std::initializer_list<Value*> falseArgs) {
  std::vector<Value*> operands = {cond};
  operands.insert(operands.end(), trueArgs.begin(), trueArgs.end());
  operands.insert(operands.end(), falseArgs.begin(), falseArgs.end());
  Block* succ[] = {ifTrue, ifFalse};
  uint32_t counts[] = {uint32_t(trueArgs.size()), uint32_t(falseArgs.size())};
  Operation::State st;
  st.info = opInfo(Op::BranchConditional);
  st.operands = operands;
  st.successors = succ;
  st.successorOperandCounts = counts;
  return create(st);
}

Operation* SpirvBuilder::ret() {
  return op(Op::Return, Type(), {});
}
Operation* SpirvBuilder::retValue(Value* v) {
  return op(Op::ReturnValue, Type(), {v});
}

Operation* SpirvBuilder::merge(std::initializer_list<Value*> values) {
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Merge);
  st.operands = {values.begin(), values.size()};
  return create(st);
}

SpirvBuilder::Selection SpirvBuilder::createSelection(SelectionControl control) {
  NamedAttribute attrs[] = {named("selection_control", enumAttr(control))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Selection);
  st.attributes = attrs;
  st.numRegions = 1;
  Operation* sel = create(st);
  Guard g(*this);
  Block* header = createBlock(sel->region());
  Block* mergeBlock = createBlock(sel->region());
  setInsertionPointToEnd(mergeBlock);
  merge();
  return {sel, header, mergeBlock};
}

SpirvBuilder::Loop SpirvBuilder::createLoop(LoopControl control) {
  NamedAttribute attrs[] = {named("loop_control", enumAttr(control))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Loop);
  st.attributes = attrs;
  st.numRegions = 1;
  Operation* loop = create(st);
  Guard g(*this);
  Block* entry = createBlock(loop->region());
  Block* header = createBlock(loop->region());
  Block* cont = createBlock(loop->region());
  Block* mergeBlock = createBlock(loop->region());
  setInsertionPointToEnd(entry);
  branch(header);
  setInsertionPointToEnd(mergeBlock);
  merge();
  return {loop, entry, header, cont, mergeBlock};
}

} // namespace spvkit::spirv
