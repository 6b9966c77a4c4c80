// Type rules of the memory ops: loads and stores against the pointee type,
// function variables (storage class, placement, initializer), access chains
// (walking the indices through structs, arrays and vectors) and CopyMemory.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

/// Operand #i, `v`, must be a pointer.
bool pointerOperand(Operation* op, DiagnosticList& d, Value* v, unsigned i, PointerType& out) {
  out = pointerOf(v->type());
  if (out) return true;
  return fail(op, d, operandStr(i) + " type '" + typeStr(v->type()) + "' must be a pointer");
}

bool load(Operation* op, DiagnosticList& d) {
  PointerType p;
  if (!pointerOperand(op, d, LoadOp(op).pointer(), 0, p)) return false;
  if (p.pointeeType() == op->result()->type()) return true;
  return fail(op, d,
              "result type '" + typeStr(op->result()->type()) +
                  "' does not match the pointee type '" + typeStr(p.pointeeType()) + "'");
}

bool store(Operation* op, DiagnosticList& d) {
  StoreOp storeOp(op);
  PointerType p;
  if (!pointerOperand(op, d, storeOp.pointer(), 0, p)) return false;
  if (p.pointeeType() == storeOp.object()->type()) return true;
  return fail(op, d,
              "stored value type '" + typeStr(storeOp.object()->type()) +
                  "' does not match the pointee type '" + typeStr(p.pointeeType()) + "'");
}

bool variable(Operation* op, DiagnosticList& d) {
  auto p = pointerOf(op->result()->type());
  if (!p)
    return fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a pointer");
  bool ok = true;
  VariableOp var(op);
  std::optional<StorageClass> sc = var.storageClass();
  if (sc && uint32_t(*sc) != p.storageClass())
    ok = fail(op, d, "attribute 'storage_class' does not match the result pointer's storage class");
  if (p.storageClass() != uint32_t(StorageClass::Function))
    ok = fail(op, d,
              "can only be used to model function-level variables. Use spirv.GlobalVariable "
              "for module-level variables (must be in the Function storage class; module-scope "
              "variables are "
              "spirv.GlobalVariable)");
  Operation* fn = enclosingFunc(op);
  if (!fn || op->block() != fn->region(0).front())
    ok = fail(op, d, "must be directly in the entry block of a spirv.func");
  if (Value* init = var.initializer(); init && init->type() != p.pointeeType())
    ok = fail(op, d,
              "initializer type '" + typeStr(init->type()) + "' does not match the pointee type '" +
                  typeStr(p.pointeeType()) + "'");
  return ok;
}

/// SPIR-V (OpVariable): "Initializer must be an <id> from a constant
/// instruction or a global (module scope) OpVariable instruction"; a function
/// variable is no resource and no built-in, so it takes no DescriptorSet,
/// Binding or BuiltIn (MLIR 19's rule and messages; Vulkan allows these only
/// on Uniform, StorageBuffer, UniformConstant and Input / Output variables).
bool variableInitializerAndDecorations(Operation* op, DiagnosticList& d) {
  if (Value* init = VariableOp(op).initializer()) {
    Operation* def = init->definingOp();
    if (!isDialectOp(def, DialectOp::Constant) && !isDialectOp(def, DialectOp::ReferenceOf) &&
        !isDialectOp(def, DialectOp::AddressOf) &&
        !isDialectOp(def, DialectOp::SpecConstantOperation))
      return fail(op, d, "initializer must be the result of a constant or spirv.GlobalVariable op");
  }
  for (const char* name : {"descriptor_set", "binding", "built_in"})
    if (op->attr(name))
      return fail(op, d,
                  std::string("cannot have '") + name +
                      "' attribute (only allowed in spirv.GlobalVariable)");
  return true;
}

/// Walks `type` through the index operands; null on error. The messages are
/// MLIR 19's (its getElementPtrType, which reports the previous struct index
/// with a non-composite type), then which index.
Type walkIndices(Operation* op, DiagnosticList& d, Type type, std::span<OpOperand> indexes) {
  int64_t prev = 0;
  for (unsigned i = 0; i < indexes.size(); ++i) {
    Value* idx = indexes[i].get();
    std::string which = "index #" + std::to_string(i);
    if (!idx->type().isInteger())
      return fail(op, d, which + " type '" + typeStr(idx->type()) + "' must be a scalar integer"),
             Type();
    if (auto st = type.dyn_cast<StructType>()) {
      auto c = constantInt(idx);
      if (!c)
        return fail(op, d,
                    "index must be an integer spirv.Constant to access element of spirv.struct (" +
                        which + " into '" + typeStr(type) + "')"),
               Type();
      if (*c < 0 || *c >= int64_t(st.numMembers()))
        return fail(op, d,
                    "index " + std::to_string(*c) + " out of bounds for '" + typeStr(type) + "' (" +
                        which + ")"),
               Type();
      type = st.member(unsigned(*c));
      prev = *c;
      continue;
    } else if (auto a = type.dyn_cast<ArrayType>()) {
      type = a.elementType();
    } else if (auto ra = type.dyn_cast<RuntimeArrayType>()) {
      type = ra.elementType();
    } else if (auto v = type.dyn_cast<VectorType>()) {
      type = v.elementType();
    } else if (auto m = type.dyn_cast<CooperativeMatrixType>()) {
      type = m.elementType();
    } else if (auto mt = type.dyn_cast<MatrixType>()) {
      type = mt.columnType();
    } else {
      return fail(op, d,
                  "cannot extract from non-composite type '" + typeStr(type) + "' with index " +
                      std::to_string(prev) + " (" + which + ")"),
             Type();
    }
    prev = 0;
  }
  return type;
}

/// The operands of the four access chains; `element` only of the Ptr ones.
struct AccessChainOperands {
  Value* base;
  Value* element;
  std::span<OpOperand> indexes;
};

AccessChainOperands accessChainOperands(Operation* op) {
  if (auto c = dyn_cast<AccessChainOp>(op)) return {c.base(), nullptr, c.indexes()};
  if (auto c = dyn_cast<InBoundsAccessChainOp>(op)) return {c.base(), nullptr, c.indexes()};
  if (auto c = dyn_cast<PtrAccessChainOp>(op)) return {c.base(), c.element(), c.indexes()};
  InBoundsPtrAccessChainOp c(op);
  return {c.base(), c.element(), c.indexes()};
}

bool accessChain(Operation* op, DiagnosticList& d) {
  AccessChainOperands chain = accessChainOperands(op);
  PointerType base;
  if (!pointerOperand(op, d, chain.base, 0, base)) return false;
  bool ptrChain = !isOp(op, Op::AccessChain) && !isOp(op, Op::InBoundsAccessChain);
  if (ptrChain && (!chain.element || !chain.element->type().isInteger()))
    return fail(op, d, "element operand must be a scalar integer");
  Type walked = walkIndices(op, d, base.pointeeType(), chain.indexes);
  if (!walked) return false;
  auto r = pointerOf(op->result()->type());
  if (!r || r.pointeeType() != walked || r.storageClass() != base.storageClass())
    return fail(op, d,
                "result type '" + typeStr(op->result()->type()) + "' must be a pointer to '" +
                    typeStr(walked) + "' in the base pointer's storage class");
  return true;
}

bool copyMemory(Operation* op, DiagnosticList& d) {
  auto sized = dyn_cast<CopyMemorySizedOp>(op);
  Value* target = sized ? sized.target() : CopyMemoryOp(op).target();
  Value* source = sized ? sized.source() : CopyMemoryOp(op).source();
  PointerType a, b;
  if (!pointerOperand(op, d, target, 0, a) || !pointerOperand(op, d, source, 1, b)) return false;
  if (isOp(op, Op::CopyMemory) && a.pointeeType() != b.pointeeType())
    return fail(op, d,
                "both operands must be pointers to the same type (target and source must point "
                "to the same type: '" +
                    typeStr(a.pointeeType()) + "' vs '" + typeStr(b.pointeeType()) + "')");
  return true;
}

} // namespace

void addMemoryRules(RuleTable& t) {
  t.add(Op::Load, &load);
  t.add(Op::Store, &store);
  t.add(Op::Variable, &variable);
  t.add(Op::Variable, &variableInitializerAndDecorations);
  t.add({Op::AccessChain, Op::InBoundsAccessChain, Op::PtrAccessChain, Op::InBoundsPtrAccessChain},
        &accessChain);
  t.add({Op::CopyMemory, Op::CopyMemorySized}, &copyMemory);
}

} // namespace spvkit::spirv::detail
