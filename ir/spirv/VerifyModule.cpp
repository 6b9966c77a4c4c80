// Rules of the module-level dialect ops: spirv.module's attributes and
// contents, globals and spec constants and the ops that reference them
// (kinds of the referenced symbols, result types), spirv.Constant values
// against their types, entry points and execution modes.
#include "ir/spirv/TensorConstants.h"
#include "ir/spirv/Verify.h"
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"
#include "ir/Verifier.h"

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace spvkit::spirv::detail {

namespace {

/// The spirv.EntryPoint ops of one block by function symbol, in block order
/// with their execution model (-1: none), built once per verification run:
/// the entry-point and execution-mode rules would otherwise scan the module
/// body for every such op (quadratic in the kernels of a module).
using EntryPointIndex =
    std::unordered_map<std::string_view, std::vector<std::pair<int64_t, Operation*>>>;

const EntryPointIndex& entryPointsOf(const Block* b) {
  static const char tag = 0;
  const std::any& memo = verifierMemo(b, &tag, [b]() -> std::any {
    auto index = std::make_shared<EntryPointIndex>();
    for (Operation* other = b ? b->front() : nullptr; other; other = other->nextOp())
      if (auto ep = dyn_cast<EntryPointOp>(other))
        if (auto f = ep.fnAttr().dyn_cast<SymbolRefAttr>()) {
          auto model = ep.executionModel();
          (*index)[f.symbol()].push_back({model ? int64_t(*model) : -1, other});
        }
    return std::shared_ptr<const EntryPointIndex>(std::move(index));
  });
  return *std::any_cast<const std::shared_ptr<const EntryPointIndex>&>(memo);
}

bool requireEnum(Operation* op, DiagnosticList& d, std::string_view name, OperandKind kind,
                 bool required = true) {
  Attribute a = op->attr(name);
  if (!a) return !required || fail(op, d, "requires attribute '" + std::string(name) + "'");
  auto v = enumValue(a, kind);
  if (!v)
    return fail(op, d,
                "attribute '" + std::string(name) + "' must be a " +
                    std::string(findOperandKind(kind)->name()) + " enum");
  if (!findEnumerant(kind, *v) && findOperandKind(kind)->category == OperandCategory::ValueEnum)
    return fail(op, d,
                "attribute '" + std::string(name) + "' has an unknown value " + std::to_string(*v));
  return true;
}

/// The op a symbol attribute names, if it is one of `kinds`; otherwise null,
/// and `ok` is cleared when this reported an error (an undefined symbol is
/// reported by the generic verifier, not here).
Operation* symbolOf(Operation* op, DiagnosticList& d, std::string_view attrName,
                    std::initializer_list<DialectOp> kinds, bool& ok, Attribute ref = {}) {
  auto sym = (ref ? ref : op->attr(attrName)).dyn_cast<SymbolRefAttr>();
  if (!sym) {
    ok = fail(op, d, "requires a symbol attribute '" + std::string(attrName) + "'");
    return nullptr;
  }
  Operation* target = lookupSymbol(op, sym.symbol());
  if (!target) return nullptr;
  for (DialectOp k : kinds)
    if (isDialectOp(target, k)) return target;
  std::string want;
  for (DialectOp k : kinds)
    want += (want.empty() ? "" : " or ") + std::string(dialectOpInfo(k).name);
  ok = fail(op, d,
            "attribute '" + std::string(attrName) + "' must name a " + want + ", but '@" +
                std::string(sym.symbol()) + "' is a '" + std::string(target->name()) + "'");
  return nullptr;
}

bool moduleOp(Operation* op, DiagnosticList& d) {
  bool ok = requireEnum(op, d, ModuleOp::addressingModelAttrName(), OperandKind::AddressingModel);
  ok = requireEnum(op, d, ModuleOp::memoryModelAttrName(), OperandKind::MemoryModel) && ok;
  if (Attribute v = ModuleOp(op).vceTripleAttr(); v && !v.isa<VceAttr>())
    ok = fail(op, d, "attribute 'vce_triple' must be a #spirv.vce triple");
  if (op->numRegions() != 1) return fail(op, d, "must have exactly one region");
  for (Block* b : op->region(0))
    for (Operation* inner : *b) {
      bool allowed =
          isDialectOp(inner, DialectOp::Func) || isDialectOp(inner, DialectOp::GlobalVariable) ||
          isDialectOp(inner, DialectOp::SpecConstant) ||
          isDialectOp(inner, DialectOp::SpecConstantComposite) ||
          isDialectOp(inner, DialectOp::EntryPoint) || isDialectOp(inner, DialectOp::ExecutionMode);
      if (!allowed)
        ok = fail(op, d,
                  "may contain only spirv.func, spirv.GlobalVariable, spirv.SpecConstant, "
                  "spirv.SpecConstantComposite, spirv.EntryPoint and spirv.ExecutionMode, not '" +
                      std::string(inner->name()) + "'");
    }
  return ok;
}

bool constantMatches(Attribute value, Type type, std::string& why);
Type specConstantType(Operation* sc);

bool globalVariable(Operation* op, DiagnosticList& d) {
  GlobalVariableOp global(op);
  auto p = global.type().dyn_cast<PointerType>();
  if (!p)
    return fail(op, d,
                "result must be of a !spv.ptr type (requires a 'type' attribute holding a "
                "pointer type)");
  bool ok = true; // its storage class: globalStorageClass (VerifyPlacement.cpp)
  // The initializer is a value of the pointee type (spirv-val: "Initializer
  // type must match the type pointed to by the Result Type"): another
  // global's pointer or a spec constant's value.
  if (global.initializerAttr())
    if (Operation* init = symbolOf(
            op, d, GlobalVariableOp::initializerAttrName(),
            {DialectOp::GlobalVariable, DialectOp::SpecConstant, DialectOp::SpecConstantComposite},
            ok)) {
      Type initType = isDialectOp(init, DialectOp::GlobalVariable) ? GlobalVariableOp(init).type()
                                                                   : specConstantType(init);
      if (initType && initType != p.pointeeType())
        ok = fail(op, d,
                  "initializer '@" + std::string(global.initializer()) + "' has type '" +
                      typeStr(initType) + "', not the pointee type '" + typeStr(p.pointeeType()) +
                      "'");
    }
  // A constant initializer (docs/binary.md) is a value of the pointee type.
  if (Attribute v = global.initializerValueAttr()) {
    std::string why;
    if (global.initializerAttr())
      ok = fail(op, d, "has both 'initializer' and 'initializer_value'");
    else if (!constantMatches(v, p.pointeeType(), why))
      ok = fail(op, d,
                "initializer_value: " + why + " does not match the pointee type '" +
                    typeStr(p.pointeeType()) + "'");
  }
  return ok;
}

Type specConstantType(Operation* sc) {
  if (auto composite = dyn_cast<SpecConstantCompositeOp>(sc)) return composite.type();
  Attribute v = SpecConstantOp(sc).defaultValueAttr();
  if (auto i = v.dyn_cast<IntegerAttr>()) return i.type();
  if (auto f = v.dyn_cast<FloatAttr>()) return f.type();
  if (v.isa<BoolAttr>()) return IntegerType::get(sc->context(), 1);
  return {};
}

bool specConstant(Operation* op, DiagnosticList& d) {
  bool ok = true;
  if (!specConstantType(op))
    ok = fail(op, d,
              "default value can only be a bool, integer, or float scalar (requires a "
              "'default_value' attribute holding an integer, float or bool)");
  if (Attribute id = SpecConstantOp(op).specIdAttr(); id && !id.isa<IntegerAttr>())
    ok = fail(op, d, "attribute 'spec_id' must be an integer");
  return ok;
}

/// The element types a composite of `t` is made of, in order (empty if `t`
/// is not a composite).
std::vector<Type> constituentTypes(Type t) {
  std::vector<Type> out;
  if (auto v = t.dyn_cast<VectorType>()) out.assign(v.count(), v.elementType());
  if (auto a = t.dyn_cast<ArrayType>()) out.assign(a.count(), a.elementType());
  if (auto m = t.dyn_cast<MatrixType>()) out.assign(m.columns(), m.columnType());
  if (auto s = t.dyn_cast<StructType>())
    for (unsigned i = 0; i < s.numMembers(); ++i) out.push_back(s.member(i));
  return out;
}

bool specConstantComposite(Operation* op, DiagnosticList& d) {
  SpecConstantCompositeOp composite(op);
  Type t = composite.type();
  if (!t) return fail(op, d, "requires a 'type' attribute");
  std::vector<Type> want = constituentTypes(t);
  if (want.empty())
    return fail(op, d,
                "unsupported composite type (type '" + typeStr(t) +
                    "' must be a vector, array, matrix or struct)");
  auto list = composite.constituentsAttr().dyn_cast<ArrayAttr>();
  if (!list) return fail(op, d, "requires an array attribute 'constituents'");
  if (list.size() != want.size())
    return fail(op, d,
                "has incorrect number of operands: expected " + std::to_string(want.size()) +
                    ", but provided " + std::to_string(list.size()) + " (has " +
                    std::to_string(list.size()) + " constituents, its type '" + typeStr(t) + "' " +
                    std::to_string(want.size()) + ")");
  bool ok = true;
  for (unsigned i = 0; i < list.size(); ++i) {
    Operation* c =
        symbolOf(op, d, SpecConstantCompositeOp::constituentsAttrName(),
                 {DialectOp::SpecConstant, DialectOp::SpecConstantComposite}, ok, list[i]);
    if (c && specConstantType(c) != want[i])
      ok = fail(op, d,
                "has incorrect types of operands: expected '" + typeStr(want[i]) +
                    "', but provided '" + typeStr(specConstantType(c)) + "' (constituent #" +
                    std::to_string(i) + " has type '" + typeStr(specConstantType(c)) +
                    "', the composite needs '" + typeStr(want[i]) + "')");
  }
  return ok;
}

/// A value OpSpecConstantOp can take: a constant, spec constant, undef or
/// another spec constant operation (all module-level in the binary).
bool isConstantValue(Value* v) {
  Operation* def = v->definingOp();
  return def &&
         (isDialectOp(def, DialectOp::Constant) || isDialectOp(def, DialectOp::ReferenceOf) ||
          isDialectOp(def, DialectOp::SpecConstantOperation) ||
          def->opcode() == opcodeOf(Op::Undef));
}

bool specConstantOperation(Operation* op, DiagnosticList& d) {
  if (op->numRegions() != 1 || op->region(0).empty() ||
      op->region(0).front() != op->region(0).back())
    return fail(op, d, "must have one region with one block");
  Block* b = op->region(0).front();
  Operation* inner = b->front();
  if (!inner || inner == b->back() || inner->nextOp() != b->back())
    return fail(op, d, "the region must hold exactly the wrapped op and spirv.mlir.yield");
  const InstructionInfo* g = grammarOf(inner);
  if (!g || !allowedInSpecConstantOp(g->opcode))
    return fail(op, d,
                "invalid enclosed op ('" + std::string(inner->name()) +
                    "' cannot be a spec constant operation)");
  if (inner->numResults() != 1) return fail(op, d, "the wrapped op must have one result");
  bool ok = true;
  // MLIR 19 reports the first such operand.
  for (unsigned i = 0; i < inner->numOperands() && ok; ++i)
    if (!isConstantValue(inner->operand(i)))
      ok = fail(op, d,
                "invalid operand, must be defined by a constant operation (operand #" +
                    std::to_string(i) +
                    " of the wrapped op must be a constant, spec "
                    "constant, undef or spec constant operation)");
  Operation* yield = b->back();
  if (yield->numOperands() != 1 || yield->operand(0) != inner->result(0))
    ok = fail(op, d, "spirv.mlir.yield must yield the wrapped op's result");
  if (op->numResults() != 1 || op->result()->type() != inner->result(0)->type())
    ok = fail(op, d, "the result must have the wrapped op's result type");
  return ok;
}

bool yieldOp(Operation* op, DiagnosticList& d) {
  Operation* parent = op->parentOp();
  if (!parent || !isDialectOp(parent, DialectOp::SpecConstantOperation))
    return fail(op, d,
                "expects parent op 'spirv.SpecConstantOperation' (must be inside "
                "spirv.SpecConstantOperation)");
  if (op->numOperands() != 1) return fail(op, d, "expects one operand");
  return true;
}

bool addressOf(Operation* op, DiagnosticList& d) {
  bool ok = true;
  Operation* g = symbolOf(op, d, AddressOfOp::variableAttrName(), {DialectOp::GlobalVariable}, ok);
  if (!g) return ok;
  Type t = GlobalVariableOp(g).type();
  if (op->numResults() != 1) return fail(op, d, "must have one result");
  if (t && t != op->result()->type())
    return fail(op, d,
                "result type mismatch with the referenced global variable's type (result type '" +
                    typeStr(op->result()->type()) + "' does not match the variable's type '" +
                    typeStr(t) + "')");
  return true;
}

bool referenceOf(Operation* op, DiagnosticList& d) {
  bool ok = true;
  Operation* sc = symbolOf(op, d, ReferenceOfOp::specConstAttrName(),
                           {DialectOp::SpecConstant, DialectOp::SpecConstantComposite}, ok);
  if (!sc) return ok;
  if (op->numResults() != 1) return fail(op, d, "must have one result");
  Type t = specConstantType(sc);
  if (t && t != op->result()->type())
    return fail(op, d,
                "result type mismatch with the referenced specialization constant's type "
                "(result type '" +
                    typeStr(op->result()->type()) + "' does not match the spec constant's type '" +
                    typeStr(t) + "')");
  return true;
}

/// Does `value` describe a constant of `type`? Recurses over array/struct
/// members, which the type's (finite) nesting bounds.
bool constantMatches(Attribute value, Type type, std::string& why) {
  if (value.isa<UnitAttr>()) return true; // OpConstantNull
  if (auto i = value.dyn_cast<IntegerAttr>()) {
    if (i.type() == type) return true;
    why = "integer value of type '" + typeStr(i.type()) + "'";
    return false;
  }
  if (value.isa<BoolAttr>()) {
    if (type.isBool()) return true;
    why = "bool value";
    return false;
  }
  if (auto f = value.dyn_cast<FloatAttr>()) {
    if (f.type() == type) return true;
    why = "float value of type '" + typeStr(f.type()) + "'";
    return false;
  }
  if (auto dense = value.dyn_cast<DenseAttr>()) {
    if (dense.type() == type) return true;
    why = "dense value of type '" + typeStr(dense.type()) + "'";
    return false;
  }
  if (auto arr = value.dyn_cast<ArrayAttr>()) {
    if (auto a = type.dyn_cast<ArrayType>()) {
      if (arr.size() != a.count()) {
        why = "array value with " + std::to_string(arr.size()) + " elements";
        return false;
      }
      for (Attribute e : arr.elements())
        if (!constantMatches(e, a.elementType(), why)) return false;
      return true;
    }
    if (auto st = type.dyn_cast<StructType>()) {
      if (arr.size() != st.numMembers()) {
        why = "struct value with " + std::to_string(arr.size()) + " members";
        return false;
      }
      for (unsigned k = 0; k < arr.size(); ++k)
        if (!constantMatches(arr[k], st.member(k), why)) return false;
      return true;
    }
    why = "array value";
    return false;
  }
  why = "value of an unsupported attribute kind";
  return false;
}

bool constant(Operation* op, DiagnosticList& d) {
  if (op->numOperands() != 0 || op->numResults() != 1)
    return fail(op, d, "takes no operands and has one result");
  Attribute v = ConstantOp(op).valueAttr();
  if (!v) return fail(op, d, "requires attribute 'value'");
  std::string why;
  if (isTensorValue(v)) {
    // MLIR's tensor, as the generic form gives it (the custom form reads it as
    // an array constant): MLIR 19's rules, and one level of scalars only, which
    // is what the writer's OpConstantComposite of scalars holds.
    Type type = op->result()->type();
    auto dense = v.cast<DenseAttr>();
    why = tensorConstantMismatch(dense, type);
    if (!why.empty()) return fail(op, d, why);
    if (dense.type().cast<ArrayType>().elementType().isa<ArrayType>() ||
        type.cast<ArrayType>().elementType().isa<ArrayType>())
      return fail(op, d,
                  "takes a tensor value of more than one dimension only in its custom form "
                  "(which reads it as nested arrays)");
    return true;
  }
  if (constantMatches(v, op->result()->type(), why)) return true;
  return fail(op, d, why + " does not match result type '" + typeStr(op->result()->type()) + "'");
}

/// A null constant (`unit`) has a type to be the zero of: SPIR-V's
/// OpConstantNull takes a scalar, vector, matrix, pointer, array, struct or
/// similar type, never void (MLIR 19 has no null constant and rejects `unit`).
bool nullConstantType(Operation* op, DiagnosticList& d) {
  if (!ConstantOp(op).valueAttr().isa<UnitAttr>() || !op->result()->type().isa<VoidType>())
    return true;
  return fail(op, d,
              "cannot have attribute: unit of type '" + typeStr(op->result()->type()) +
                  "' (a null constant needs a non-void type)");
}

/// Before SPIR-V 1.4 an OpEntryPoint's interface lists only Input and Output
/// variables (spirv-val: "OpEntryPoint interfaces must be OpVariables with
/// Storage Class of Input(1) or Output(3)"); from 1.4 on every global the
/// entry point uses. Judged by the module's declared version; a module that
/// declares none gets its version inferred by the writer.
bool interfaceVariableAllowed(Operation* op, Operation* global, DiagnosticList& d) {
  Operation* module = op->parentOp();
  if (!isDialectOp(module, DialectOp::Module)) return true;
  auto vce = ModuleOp(module).vceTripleAttr().dyn_cast<VceAttr>();
  if (!vce || vce.version() >= makeVersion(1, 4)) return true;
  Type type = GlobalVariableOp(global).type();
  auto ptr = type ? pointerOf(type) : PointerType();
  if (!ptr) return true; // the global's own verifier reports its type
  auto sc = StorageClass(ptr.storageClass());
  if (sc == StorageClass::Input || sc == StorageClass::Output) return true;
  return fail(op, d,
              "interface variable '@" + std::string(GlobalVariableOp(global).symName()) +
                  "' is in " + std::string(enumerantName(sc)) +
                  " storage; before SPIR-V 1.4 an entry point's interface lists only Input and "
                  "Output variables (the module declares v" +
                  formatVersion(vce.version()) + ")");
}

bool entryPoint(Operation* op, DiagnosticList& d) {
  EntryPointOp entry(op);
  bool ok = requireEnum(op, d, EntryPointOp::executionModelAttrName(), OperandKind::ExecutionModel);
  // The binary names an entry point by its function's name: two of one
  // function and execution model are one entry point twice (spirv-val:
  // "Entry points cannot share the same name and ExecutionMode"; MLIR 19
  // rejects duplicate entry points too).
  if (auto fnRef = entry.fnAttr().dyn_cast<SymbolRefAttr>(); fnRef && op->block()) {
    const EntryPointIndex& index = entryPointsOf(op->block());
    auto model = entry.executionModel();
    int64_t key = model ? int64_t(*model) : -1;
    // A duplicate: the first entry point of this function and model (in
    // block order) is another one.
    if (auto it = index.find(fnRef.symbol()); it != index.end())
      for (const auto& [m, other] : it->second)
        if (m == key) {
          if (other != op)
            ok = fail(op, d,
                      "duplicate of a previous EntryPointOp (duplicates the entry point of '@" +
                          std::string(fnRef.symbol()) + "' with the same execution model)");
          break;
        }
  }
  // SPIR-V 2.16.1 (spirv-val: "function return type is not void", "function
  // parameter count is not zero"): an entry point returns nothing, and only a
  // Kernel takes parameters.
  if (Operation* fn = symbolOf(op, d, EntryPointOp::fnAttrName(), {DialectOp::Func}, ok)) {
    FuncOp func(fn);
    auto type = func.functionType().dyn_cast<FunctionType>();
    std::optional<ExecutionModel> model = entry.executionModel();
    if (type && type.numResults() != 0)
      ok = fail(op, d,
                "entry point function '@" + std::string(func.symName()) + "' must return void");
    if (type && model && *model != ExecutionModel::Kernel && type.numInputs() != 0)
      ok = fail(op, d,
                "entry point function '@" + std::string(func.symName()) +
                    "' of a non-Kernel execution model cannot have parameters");
  }
  if (Attribute iface = entry.interfaceAttr()) {
    auto arr = iface.dyn_cast<ArrayAttr>();
    if (!arr) return fail(op, d, "attribute 'interface' must be an array of symbols");
    for (Attribute e : arr.elements()) {
      if (!e.isa<SymbolRefAttr>()) {
        ok = fail(op, d, "attribute 'interface' must be an array of symbols");
        continue;
      }
      Operation* g =
          symbolOf(op, d, EntryPointOp::interfaceAttrName(), {DialectOp::GlobalVariable}, ok, e);
      if (g) ok = interfaceVariableAllowed(op, g, d) && ok;
    }
  }
  return ok;
}

bool executionMode(Operation* op, DiagnosticList& d) {
  bool ok =
      requireEnum(op, d, ExecutionModeOp::executionModeAttrName(), OperandKind::ExecutionMode);
  // The function is an entry point's (spirv-val: "OpExecutionMode Entry Point
  // <id> is not the Entry Point operand of an OpEntryPoint").
  if (Operation* fn = symbolOf(op, d, ExecutionModeOp::fnAttrName(), {DialectOp::Func}, ok)) {
    std::string_view name = FuncOp(fn).symName();
    bool entry = op->block() && entryPointsOf(op->block()).count(name);
    if (!entry)
      ok =
          fail(op, d,
               "function '@" + std::string(name) + "' has an execution mode but is no entry point");
  }
  std::vector<int64_t> vals;
  Attribute v = ExecutionModeOp(op).valuesAttr();
  if (v && !intArray(v, vals))
    return fail(op, d, "attribute 'values' must be an array of integers");
  // One 32-bit literal (or i32 constant id) per parameter of the mode: the
  // binary holds 32-bit words and reads them back as i32 (fuzz-writer
  // finding: `64 : i64` read back as `64 : i32`); spirv-val checks the count.
  auto mode = ExecutionModeOp(op).executionMode();
  const EnumerantInfo* e =
      mode ? findEnumerant(OperandKind::ExecutionMode, uint32_t(*mode)) : nullptr;
  if (e && vals.size() != e->parameters().size())
    ok = fail(op, d,
              "execution mode " + std::string(e->name()) + " takes " +
                  std::to_string(e->parameters().size()) + " values, has " +
                  std::to_string(vals.size()));
  if (auto arr = v.dyn_cast<ArrayAttr>())
    for (unsigned i = 0; i < arr.size(); ++i)
      if (auto n = arr[i].dyn_cast<IntegerAttr>(); n && !n.type().isInteger(32))
        ok = fail(op, d,
                  "value #" + std::to_string(i) + " has type '" + typeStr(n.type()) +
                      "'; execution mode operands are i32");
  return ok;
}

} // namespace

void addModuleRules(RuleTable& t) {
  t.add(DialectOp::Module, &moduleOp);
  t.add(DialectOp::GlobalVariable, &globalVariable);
  t.add(DialectOp::SpecConstant, &specConstant);
  t.add(DialectOp::SpecConstantComposite, &specConstantComposite);
  t.add(DialectOp::SpecConstantOperation, &specConstantOperation);
  t.add(DialectOp::Yield, &yieldOp);
  t.add(DialectOp::AddressOf, &addressOf);
  t.add(DialectOp::ReferenceOf, &referenceOf);
  t.add(DialectOp::Constant, &constant);
  t.add(DialectOp::Constant, &nullConstantType);
  t.add(DialectOp::EntryPoint, &entryPoint);
  t.add(DialectOp::ExecutionMode, &executionMode);
}

} // namespace spvkit::spirv::detail

namespace spvkit::spirv {

// SPIR-V spec 3.52.7 / 3.3.7: any module; the second group needs the Kernel
// capability.
bool allowedInSpecConstantOp(Op o) {
  static const Op kAllowed[] = {
      Op::SConvert, Op::UConvert, Op::FConvert, Op::SNegate, Op::Not, Op::IAdd, Op::ISub, Op::IMul,
      Op::UDiv, Op::SDiv, Op::UMod, Op::SRem, Op::SMod, Op::ShiftRightLogical,
      Op::ShiftRightArithmetic, Op::ShiftLeftLogical, Op::BitwiseOr, Op::BitwiseXor, Op::BitwiseAnd,
      Op::VectorShuffle, Op::CompositeExtract, Op::CompositeInsert, Op::LogicalOr, Op::LogicalAnd,
      Op::LogicalNot, Op::LogicalEqual, Op::LogicalNotEqual, Op::Select, Op::IEqual, Op::INotEqual,
      Op::ULessThan, Op::SLessThan, Op::UGreaterThan, Op::SGreaterThan, Op::ULessThanEqual,
      Op::SLessThanEqual, Op::UGreaterThanEqual, Op::SGreaterThanEqual,
      // Kernel
      Op::ConvertFToS, Op::ConvertSToF, Op::ConvertFToU, Op::ConvertUToF, Op::ConvertPtrToU,
      Op::ConvertUToPtr, Op::GenericCastToPtr, Op::PtrCastToGeneric, Op::Bitcast, Op::FNegate,
      Op::FAdd, Op::FSub, Op::FMul, Op::FDiv, Op::FRem, Op::FMod, Op::AccessChain,
      Op::InBoundsAccessChain, Op::PtrAccessChain, Op::InBoundsPtrAccessChain};
  for (Op a : kAllowed)
    if (a == o) return true;
  return false;
}

} // namespace spvkit::spirv
