#include "ir/spirv/SpirvBuilder.h"

#include "ir/spirv/OperandMap.h"

#include "SpirvOps.h"

#include <vector>

namespace spvkit::spirv {

SpirvBuilder::SpirvBuilder(Module& module) : Builder(module) {
  registerDialect(context());
}

Operation* SpirvBuilder::createModule(AddressingModel am, MemoryModel mm,
                                      std::optional<VceAttr> vce) {
  std::vector<NamedAttribute> attrs = {named(ModuleOp::addressingModelAttrName(), enumAttr(am)),
                                       named(ModuleOp::memoryModelAttrName(), enumAttr(mm))};
  if (vce) attrs.push_back(named(ModuleOp::vceTripleAttrName(), *vce));
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
  NamedAttribute attrs[] = {named(FuncOp::symNameAttrName(), strAttr(name)),
                            named(FuncOp::functionTypeAttrName(), TypeAttr::get(type)),
                            named(FuncOp::functionControlAttrName(), enumAttr(control))};
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
  std::vector<NamedAttribute> attrs = {
      named(GlobalVariableOp::symNameAttrName(), strAttr(name)),
      named(GlobalVariableOp::typeAttrName(), TypeAttr::get(type))};
  if (builtIn)
    attrs.push_back(named(GlobalVariableOp::builtInAttrName(), strAttr(enumerantName(*builtIn))));
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::GlobalVariable);
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::createEntryPoint(ExecutionModel model, Operation* func,
                                          std::initializer_list<Operation*> interface) {
  std::vector<Attribute> refs;
  for (Operation* g : interface)
    refs.push_back(SymbolRefAttr::get(context(), GlobalVariableOp(g).symName()));
  NamedAttribute attrs[] = {
      named(EntryPointOp::executionModelAttrName(), enumAttr(model)),
      named(EntryPointOp::fnAttrName(), SymbolRefAttr::get(context(), FuncOp(func).symName())),
      named(EntryPointOp::interfaceAttrName(), ArrayAttr::get(context(), refs))};
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
      named(ExecutionModeOp::fnAttrName(), SymbolRefAttr::get(context(), FuncOp(func).symName())),
      named(ExecutionModeOp::executionModeAttrName(), enumAttr(mode)),
      named(ExecutionModeOp::valuesAttrName(), ArrayAttr::get(context(), vals))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::ExecutionMode);
  st.attributes = attrs;
  return create(st);
}

Operation* SpirvBuilder::createSpecConstant(std::string_view name, Attribute defaultValue,
                                            std::optional<uint32_t> specId) {
  std::vector<NamedAttribute> attrs = {named(SpecConstantOp::symNameAttrName(), strAttr(name)),
                                       named(SpecConstantOp::defaultValueAttrName(), defaultValue)};
  if (specId) attrs.push_back(named(SpecConstantOp::specIdAttrName(), i32Attr(*specId)));
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::SpecConstant);
  st.attributes = attrs;
  return create(st);
}

Value* SpirvBuilder::addressOf(Operation* global) {
  GlobalVariableOp g(global);
  Type type = g.type();
  NamedAttribute attrs[] = {
      named(AddressOfOp::variableAttrName(), SymbolRefAttr::get(context(), g.symName()))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::AddressOf);
  st.resultTypes = {&type, 1};
  st.attributes = attrs;
  return create(st)->result();
}

Value* SpirvBuilder::referenceOf(Operation* specConstant) {
  SpecConstantOp sc(specConstant);
  Attribute dv = sc.defaultValueAttr();
  Type type = dv.isa<IntegerAttr>() ? dv.cast<IntegerAttr>().type()
              : dv.isa<FloatAttr>() ? dv.cast<FloatAttr>().type()
                                    : i1();
  NamedAttribute attrs[] = {
      named(ReferenceOfOp::specConstAttrName(), SymbolRefAttr::get(context(), sc.symName()))};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::ReferenceOf);
  st.resultTypes = {&type, 1};
  st.attributes = attrs;
  return create(st)->result();
}

Value* SpirvBuilder::constant(Attribute value, Type type) {
  NamedAttribute attrs[] = {named(ConstantOp::valueAttrName(), value)};
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
  return extInst(*findOpenCLExtInst(opcode), resultType, {operands.begin(), operands.size()});
}

Operation* SpirvBuilder::glOp(GLOp opcode, Type resultType,
                              std::initializer_list<Value*> operands) {
  return extInst(*findGLSLExtInst(opcode), resultType, {operands.begin(), operands.size()});
}

Operation* SpirvBuilder::extInst(const ExtInstInfo& inst, Type resultType,
                                 std::span<Value* const> operands) {
  Operation::State st;
  st.info = &extInstOpInfo(inst);
  st.resultTypes = {&resultType, 1};
  st.operands = operands;
  return create(st);
}

namespace {

/// MemoryAccess Aligned with its parameter (`alignment` on Load / Store).
std::optional<MemoryAccess> alignedAccess(std::optional<uint32_t> alignment) {
  return alignment ? std::optional<MemoryAccess>(MemoryAccess::Aligned) : std::nullopt;
}

/// The Aligned parameter's attribute of memory-access operand `attrName`.
std::vector<NamedAttribute> alignmentParam(SpirvBuilder& b, std::string_view attrName,
                                           std::optional<uint32_t> alignment) {
  if (!alignment) return {};
  const EnumerantInfo* aligned = findEnumerant(MemoryAccess::Aligned);
  return {b.named(enumParamAttrName(attrName, *aligned), b.i32Attr(*alignment))};
}

} // namespace

namespace {

/// An aligned OpLoad / OpStore: its two attributes (memory_access = Aligned,
/// then the parameter, in the order LoadOp / StoreOp::create give them) in a
/// stack array, instead of the generated builder's attribute vector,
/// alignmentParam's vector and the parameter name's lookup (~1,400 -> ~700
/// instructions per access; a 64-row GEMM kernel makes 86).
Operation* alignedMemoryOp(SpirvBuilder& b, Op opcode, Type resultType,
                           std::span<Value* const> operands, uint32_t alignment) {
  static_assert(LoadOp::memoryAccessAttrName() == StoreOp::memoryAccessAttrName());
  constexpr std::string_view memoryAccess = LoadOp::memoryAccessAttrName();
  static const std::string alignmentName =
      enumParamAttrName(memoryAccess, *findEnumerant(MemoryAccess::Aligned));
  const NamedAttribute attrs[] = {
      {memoryAccess, spirv::enumAttr(b.context(), MemoryAccess::Aligned)},
      {alignmentName, b.i32Attr(alignment)}};
  return b.op(opcode, resultType, operands, attrs);
}

} // namespace

Value* SpirvBuilder::load(Value* pointer, std::optional<uint32_t> alignment) {
  Type t = pointer->type().cast<PointerType>().pointeeType();
  if (alignment) {
    Value* operands[] = {pointer};
    return alignedMemoryOp(*this, Op::Load, t, operands, *alignment)->result();
  }
  return LoadOp::create(*this, t, pointer, std::nullopt)->result();
}

Operation* SpirvBuilder::store(Value* pointer, Value* value, std::optional<uint32_t> alignment) {
  if (alignment) {
    Value* operands[] = {pointer, value};
    return alignedMemoryOp(*this, Op::Store, Type(), operands, *alignment);
  }
  return StoreOp::create(*this, pointer, value, std::nullopt).op();
}

Value* SpirvBuilder::coopMatrixLoad(CooperativeMatrixType type, Value* pointer, Value* stride,
                                    CooperativeMatrixLayout layout,
                                    std::optional<uint32_t> alignment) {
  using Load = CooperativeMatrixLoadKHROp;
  return Load::create(*this, type, pointer, layout, stride, alignedAccess(alignment),
                      alignmentParam(*this, Load::memoryOperandAttrName(), alignment))
      ->result();
}

Operation* SpirvBuilder::coopMatrixStore(Value* pointer, Value* matrix, Value* stride,
                                         CooperativeMatrixLayout layout,
                                         std::optional<uint32_t> alignment) {
  using Store = CooperativeMatrixStoreKHROp;
  return Store::create(*this, pointer, matrix, layout, stride, alignedAccess(alignment),
                       alignmentParam(*this, Store::memoryOperandAttrName(), alignment))
      .op();
}

Value* SpirvBuilder::coopMatrixMulAdd(Value* a, Value* b, Value* c,
                                      CooperativeMatrixOperands operands) {
  std::optional<CooperativeMatrixOperands> attr;
  if (operands != CooperativeMatrixOperands::NoneKHR) attr = operands;
  return CooperativeMatrixMulAddKHROp::create(*this, c->type(), a, b, c, attr)->result();
}

Value* SpirvBuilder::coopMatrixLength(CooperativeMatrixType type) {
  return CooperativeMatrixLengthKHROp::create(*this, i32(), type)->result();
}

Value* SpirvBuilder::variable(Type pointee, Value* initializer) {
  return VariableOp::create(*this, ptr(pointee, StorageClass::Function), StorageClass::Function,
                            initializer)
      ->result();
}

Value* SpirvBuilder::ptrAccessChain(Type resultPtr, Value* base, Value* element,
                                    std::initializer_list<Value*> indices) {
  return PtrAccessChainOp::create(*this, resultPtr, base, element,
                                  std::span<Value* const>(indices.begin(), indices.size()))
      ->result();
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
  return CompositeExtractOp::create(*this, t, composite, ArrayAttr::get(context(), idx))->result();
}

Value* SpirvBuilder::call(Operation* callee, std::initializer_list<Value*> args) {
  FuncOp func(callee);
  auto type = func.functionType().cast<FunctionType>();
  NamedAttribute attrs[] = {
      named(FunctionCallOp::functionAttrName(), SymbolRefAttr::get(context(), func.symName()))};
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
  return ReturnOp::create(*this).op();
}
Operation* SpirvBuilder::retValue(Value* v) {
  return ReturnValueOp::create(*this, v).op();
}

Operation* SpirvBuilder::merge(std::initializer_list<Value*> values) {
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Merge);
  st.operands = {values.begin(), values.size()};
  return create(st);
}

SpirvBuilder::Selection SpirvBuilder::createSelection(SelectionControl control) {
  NamedAttribute attrs[] = {named(SelectionOp::selectionControlAttrName(), enumAttr(control))};
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
  NamedAttribute attrs[] = {named(LoopOp::loopControlAttrName(), enumAttr(control))};
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
