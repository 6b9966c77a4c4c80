// Rules MLIR 19 checks that SPIR-V states about where module-level ops may
// stand and what module-level declarations hold: the module-scope ops only
// directly in a module-like op (spirv.module, or a builtin module that hosts
// one), spec constant ids and widths, the storage classes a global cannot
// have, and the aliasing decorations that SPV_KHR_physical_storage_buffer
// requires on PhysicalStorageBuffer pointers. Messages are MLIR 19's.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

/// MLIR's InModuleScope: the parent is a symbol table isolated from above
/// (spirv.module, builtin.module), not a function.
bool inModuleScope(Operation* op, DiagnosticList& d) {
  Operation* parent = op->parentOp();
  if (!parent ||
      (parent->info().has(OpTrait::SymbolTable) && parent->info().has(OpTrait::IsolatedFromAbove)))
    return true;
  return fail(op, d, "must appear in a module-like op's block");
}

bool specConstantValue(Operation* op, DiagnosticList& d) {
  SpecConstantOp sc(op);
  if (auto id = sc.specIdAttr().dyn_cast<IntegerAttr>(); id && id.value() < 0)
    return fail(op, d, "SpecId cannot be negative");
  Attribute v = sc.defaultValueAttr();
  Type t = v.isa<IntegerAttr>() ? v.cast<IntegerAttr>().type()
           : v.isa<FloatAttr>() ? v.cast<FloatAttr>().type()
                                : Type();
  // SPIR-V integers have 8 to 64 bits; i1 is the bool.
  if (auto i = t ? t.dyn_cast<IntegerType>() : IntegerType(); i && i.width() != 1 &&
                                                              i.width() != 8 && i.width() != 16 &&
                                                              i.width() != 32 && i.width() != 64)
    return fail(op, d, "default value bitwidth disallowed ('" + typeStr(t) + "')");
  return true;
}

/// spirv-val too: "Variables can not have a function[7] storage class
/// outside of a function", "OpVariable storage class cannot be Generic".
bool globalStorageClass(Operation* op, DiagnosticList& d) {
  auto p = GlobalVariableOp(op).type().dyn_cast<PointerType>();
  if (!p) return true; // globalVariable reports it
  for (StorageClass sc : {StorageClass::Generic, StorageClass::Function})
    if (p.storageClass() == uint32_t(sc))
      return fail(
          op, d,
          "storage class cannot be '" + std::string(enumerantName(sc)) + "'" +
              (sc == StorageClass::Function ? " (use spirv.Variable in the function)" : ""));
  return true;
}

bool isPhysicalStorageBuffer(Type t) {
  auto p = t.dyn_cast<PointerType>();
  return p && p.storageClass() == uint32_t(StorageClass::PhysicalStorageBuffer);
}

/// A pointer, or an array of pointers, in PhysicalStorageBuffer.
bool holdsPhysicalPointer(Type t) {
  if (auto a = t.dyn_cast<ArrayType>()) t = a.elementType();
  return isPhysicalStorageBuffer(t);
}

/// "If an OpVariable's pointee type is a pointer (or array of pointers) in
/// PhysicalStorageBuffer storage class, then the variable must be decorated
/// with exactly one of AliasedPointer or RestrictPointer."
bool variableAliasing(Operation* op, DiagnosticList& d) {
  auto p = op->result()->type().dyn_cast<PointerType>();
  if (!p || !holdsPhysicalPointer(p.pointeeType())) return true;
  bool aliased = bool(op->attr("aliased_pointer")), restrict_ = bool(op->attr("restrict_pointer"));
  if (!aliased && !restrict_)
    return fail(op, d,
                "with physical buffer pointer must be decorated either 'AliasedPointer' or "
                "'RestrictPointer'");
  if (aliased && restrict_)
    return fail(op, d, "with physical buffer pointer must have exactly one aliasing decoration");
  return true;
}

/// The same extension's rule for function parameters: a PhysicalStorageBuffer
/// pointer (or array of them) needs Aliased or Restrict, a pointer to one
/// AliasedPointer or RestrictPointer.
bool parameterAliasing(Operation* op, DiagnosticList& d) {
  auto ft = FuncOp(op).functionType().dyn_cast<FunctionType>();
  if (!ft) return true;
  auto argAttrs = FuncOp(op).argAttrsAttr().dyn_cast<ArrayAttr>();
  auto has = [&](unsigned i, const char* name) {
    auto dict =
        argAttrs && i < argAttrs.size() ? argAttrs[i].dyn_cast<DictionaryAttr>() : DictionaryAttr();
    return dict && dict.get(name);
  };
  for (unsigned i = 0; i < ft.numInputs(); ++i) {
    auto p = ft.input(i).dyn_cast<PointerType>();
    if (!p) continue;
    if (isPhysicalStorageBuffer(p.pointeeType())) {
      if (!has(i, "aliased_pointer") && !has(i, "restrict_pointer"))
        return fail(op, d,
                    "with a pointer points to a physical buffer pointer must be decorated "
                    "either 'AliasedPointer' or 'RestrictPointer' (parameter #" +
                        std::to_string(i) + ")");
      continue;
    }
    if (holdsPhysicalPointer(p.pointeeType().isa<ArrayType>() ? p.pointeeType() : p) &&
        !has(i, "aliased") && !has(i, "restrict"))
      return fail(op, d,
                  "with physical buffer pointer must be decorated either 'Aliased' or "
                  "'Restrict' (parameter #" +
                      std::to_string(i) + ")");
  }
  return true;
}

} // namespace

void addPlacementRules(RuleTable& t) {
  for (DialectOp o :
       {DialectOp::Func, DialectOp::GlobalVariable, DialectOp::SpecConstant,
        DialectOp::SpecConstantComposite, DialectOp::EntryPoint, DialectOp::ExecutionMode})
    t.add(o, &inModuleScope);
  t.add(DialectOp::SpecConstant, &specConstantValue);
  t.add(DialectOp::GlobalVariable, &globalStorageClass);
  t.add(Op::Variable, &variableAliasing);
  t.add(DialectOp::Func, &parameterAliasing);
}

} // namespace spvkit::spirv::detail
