// Type rules of the memory ops: loads and stores against the pointee type,
// function variables (storage class, placement, initializer), access chains
// (walking the indices through structs, arrays and vectors) and CopyMemory.
#include "ir/spirv/VerifyUtil.h"

namespace spvkit::spirv::detail {

namespace {

bool pointerOperand(Operation* op, DiagnosticList& d, unsigned i, PointerType& out) {
  out = pointerOf(op->operand(i)->type());
  if (out) return true;
  return fail(op, d,
              operandStr(i) + " type '" + typeStr(op->operand(i)->type()) + "' must be a pointer");
}

bool load(Operation* op, DiagnosticList& d) {
  PointerType p;
  if (!pointerOperand(op, d, 0, p)) return false;
  if (p.pointeeType() == op->result()->type()) return true;
  return fail(op, d,
              "result type '" + typeStr(op->result()->type()) +
                  "' does not match the pointee type '" + typeStr(p.pointeeType()) + "'");
}

bool store(Operation* op, DiagnosticList& d) {
  PointerType p;
  if (!pointerOperand(op, d, 0, p)) return false;
  if (p.pointeeType() == op->operand(1)->type()) return true;
  return fail(op, d,
              "stored value type '" + typeStr(op->operand(1)->type()) +
                  "' does not match the pointee type '" + typeStr(p.pointeeType()) + "'");
}

bool variable(Operation* op, DiagnosticList& d) {
  auto p = pointerOf(op->result()->type());
  if (!p)
    return fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a pointer");
  bool ok = true;
  auto sc = enumValue(op->attr("storage_class"), OperandKind::StorageClass);
  if (sc && *sc != p.storageClass())
    ok = fail(op, d, "attribute 'storage_class' does not match the result pointer's storage class");
  if (p.storageClass() != uint32_t(StorageClass::Function))
    ok = fail(op, d,
              "must be in the Function storage class (module-scope variables are "
              "spirv.GlobalVariable)");
  Operation* fn = enclosingFunc(op);
  if (!fn || op->block() != fn->region(0).front())
    ok = fail(op, d, "must be directly in the entry block of a spirv.func");
  if (op->numOperands() == 1 && op->operand(0)->type() != p.pointeeType())
    ok = fail(op, d,
              "initializer type '" + typeStr(op->operand(0)->type()) +
                  "' does not match the pointee type '" + typeStr(p.pointeeType()) + "'");
  return ok;
}

/// Walks `type` through the index operands [first, numOperands); null on error.
Type walkIndices(Operation* op, DiagnosticList& d, Type type, unsigned first) {
  for (unsigned i = first; i < op->numOperands(); ++i) {
    Value* idx = op->operand(i);
    std::string which = "index #" + std::to_string(i - first);
    if (!idx->type().isInteger())
      return fail(op, d, which + " type '" + typeStr(idx->type()) + "' must be a scalar integer"),
             Type();
    if (auto st = type.dyn_cast<StructType>()) {
      auto c = constantInt(idx);
      if (!c)
        return fail(op, d,
                    which + " into struct type '" + typeStr(type) +
                        "' must be a spirv.Constant integer"),
               Type();
      if (*c < 0 || *c >= int64_t(st.numMembers()))
        return fail(op, d,
                    which + " value " + std::to_string(*c) + " is out of range for '" +
                        typeStr(type) + "'"),
               Type();
      type = st.member(unsigned(*c));
    } else if (auto a = type.dyn_cast<ArrayType>()) {
      type = a.elementType();
    } else if (auto ra = type.dyn_cast<RuntimeArrayType>()) {
      type = ra.elementType();
    } else if (auto v = type.dyn_cast<VectorType>()) {
      type = v.elementType();
    } else if (auto m = type.dyn_cast<CooperativeMatrixType>()) {
      type = m.elementType();
    } else {
      return fail(op, d, which + " cannot index into non-composite type '" + typeStr(type) + "'"),
             Type();
    }
  }
  return type;
}

bool accessChain(Operation* op, DiagnosticList& d) {
  PointerType base;
  if (!pointerOperand(op, d, 0, base)) return false;
  bool ptrChain = !isOp(op, Op::AccessChain) && !isOp(op, Op::InBoundsAccessChain);
  unsigned first = 1;
  if (ptrChain) {
    if (op->numOperands() < 2 || !op->operand(1)->type().isInteger())
      return fail(op, d, "element operand must be a scalar integer");
    first = 2;
  }
  Type walked = walkIndices(op, d, base.pointeeType(), first);
  if (!walked) return false;
  auto r = pointerOf(op->result()->type());
  if (!r || r.pointeeType() != walked || r.storageClass() != base.storageClass())
    return fail(op, d,
                "result type '" + typeStr(op->result()->type()) + "' must be a pointer to '" +
                    typeStr(walked) + "' in the base pointer's storage class");
  return true;
}

bool copyMemory(Operation* op, DiagnosticList& d) {
  PointerType a, b;
  if (!pointerOperand(op, d, 0, a) || !pointerOperand(op, d, 1, b)) return false;
  if (isOp(op, Op::CopyMemory) && a.pointeeType() != b.pointeeType())
    return fail(op, d,
                "target and source must point to the same type ('" + typeStr(a.pointeeType()) +
                    "' vs '" + typeStr(b.pointeeType()) + "')");
  return true;
}

} // namespace

void addMemoryRules(RuleTable& t) {
  t.add(Op::Load, &load);
  t.add(Op::Store, &store);
  t.add(Op::Variable, &variable);
  t.add({Op::AccessChain, Op::InBoundsAccessChain, Op::PtrAccessChain, Op::InBoundsPtrAccessChain},
        &accessChain);
  t.add({Op::CopyMemory, Op::CopyMemorySized}, &copyMemory);
}

} // namespace spvkit::spirv::detail
