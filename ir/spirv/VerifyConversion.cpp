// Type rules of the conversion ops: element kinds on each side, equal shapes
// (component counts, or cooperative-matrix shape), width changes, the size
// rule of Bitcast and the storage classes of the generic-pointer casts.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

enum class Elem { Int, Float };

bool isElem(Type t, Elem e) {
  return isScalarVectorOrMatrix(t) && (e == Elem::Int ? isIntLike(t) : isFloatLike(t));
}
const char* elemName(Elem e) {
  return e == Elem::Int ? "integer" : "float";
}

template <Elem From, Elem To>
bool convert(Operation* op, DiagnosticList& d) {
  Type a = op->operand(0)->type(), r = op->result()->type();
  bool ok = true;
  if (!isElem(a, From))
    ok = fail(op, d,
              operandStr(0) + " type '" + typeStr(a) + "' must be a " + elemName(From) +
                  " scalar, vector or cooperative matrix");
  if (!isElem(r, To))
    ok = fail(op, d,
              "result type '" + typeStr(r) + "' must be a " + elemName(To) +
                  " scalar, vector or cooperative matrix");
  if (ok && !sameShape(a, r))
    ok = fail(op, d,
              "operand type '" + typeStr(a) + "' and result type '" + typeStr(r) +
                  "' must have the same number of components");
  // UConvert / SConvert / FConvert change the width; same-width is a no-op
  // SPIR-V forbids (FConvert between f16 and bf16 is a real conversion).
  if (ok && From == To && a.scalarOrElement() == r.scalarOrElement())
    ok = fail(op, d,
              "expected the different bit widths for operand type and result type, but provided '" +
                  typeStr(a) + "' and '" + typeStr(r) + "'");
  if (ok && From == To && From == Elem::Int && elementWidth(a) == elementWidth(r))
    ok = fail(op, d,
              "operand and result must have different bit widths (both " +
                  std::to_string(elementWidth(a)) + ")");
  return ok;
}

/// SatConvertSToU / SatConvertUToS: integer to integer of the same shape
/// (the width may change; spirv-val: "Expected int scalar or vector type as
/// Result Type", "Expected input to have the same dimension as Result Type").
bool satConvert(Operation* op, DiagnosticList& d) {
  Type a = op->operand(0)->type(), r = op->result()->type();
  bool ok = true;
  auto intScalarOrVector = [](Type t) {
    return (t.isScalar() || t.isa<VectorType>()) && isIntLike(t) && !isBoolLike(t);
  };
  if (!intScalarOrVector(a))
    ok = fail(op, d,
              operandStr(0) + " type '" + typeStr(a) + "' must be an integer scalar or vector");
  if (!intScalarOrVector(r))
    ok = fail(op, d, "result type '" + typeStr(r) + "' must be an integer scalar or vector");
  if (ok && !sameShape(a, r))
    ok = fail(op, d,
              "operand type '" + typeStr(a) + "' and result type '" + typeStr(r) +
                  "' must have the same number of components");
  return ok;
}

bool bitcast(Operation* op, DiagnosticList& d) {
  Type a = BitcastOp(op).operand()->type(), r = op->result()->type();
  bool ptrA = a.isa<PointerType>(), ptrR = r.isa<PointerType>();
  if (ptrA && ptrR) return true;
  // spirv-val: "Expected Result Type to be a pointer or int or float vector
  // or scalar type" -- booleans have no bit pattern.
  if ((!ptrA && isBoolLike(a)) || (!ptrR && isBoolLike(r)))
    return fail(op, d,
                "operand type '" + typeStr(a) + "' and result type '" + typeStr(r) +
                    "' must not be booleans (only integers, floats and pointers have a bit "
                    "pattern)");
  unsigned sa = bitSize(a), sr = bitSize(r);
  if (!sa || !sr)
    return fail(op, d,
                "operand type '" + typeStr(a) + "' and result type '" + typeStr(r) +
                    "' must be scalars, vectors or pointers");
  if ((ptrA && !isIntLike(r)) || (ptrR && !isIntLike(a)))
    return fail(op, d, "a pointer can only be bitcast to or from an integer scalar or vector");
  if (sa != sr)
    return fail(op, d,
                "mismatch in result type bitwidth " + std::to_string(sr) +
                    " and operand type bitwidth " + std::to_string(sa) + " ('" + typeStr(r) +
                    "' vs '" + typeStr(a) + "')");
  return true;
}

bool convertPtrToU(Operation* op, DiagnosticList& d) {
  bool ok = true;
  Value* pointer = ConvertPtrToUOp(op).pointer();
  if (!pointer->type().isa<PointerType>())
    ok = fail(op, d, operandStr(0) + " type '" + typeStr(pointer->type()) + "' must be a pointer");
  if (!op->result()->type().isInteger())
    ok =
        fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a scalar integer");
  return ok;
}

bool convertUToPtr(Operation* op, DiagnosticList& d) {
  bool ok = true;
  Value* integer = ConvertUToPtrOp(op).integerValue();
  if (!integer->type().isInteger())
    ok = fail(op, d,
              operandStr(0) + " type '" + typeStr(integer->type()) + "' must be a scalar integer");
  if (!op->result()->type().isa<PointerType>())
    ok = fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a pointer");
  return ok;
}

bool isSpecificClass(uint32_t sc) {
  return sc == uint32_t(StorageClass::Workgroup) || sc == uint32_t(StorageClass::CrossWorkgroup) ||
         sc == uint32_t(StorageClass::Function);
}
std::string scName(uint32_t sc) {
  return std::string(enumerantName(StorageClass(sc)));
}

/// toGeneric: PtrCastToGeneric; otherwise GenericCastToPtr(Explicit).
template <bool ToGeneric>
bool genericCast(Operation* op, DiagnosticList& d) {
  auto explicitCast = dyn_cast<GenericCastToPtrExplicitOp>(op);
  Value* pointer = ToGeneric      ? PtrCastToGenericOp(op).pointer()
                   : explicitCast ? explicitCast.pointer()
                                  : GenericCastToPtrOp(op).pointer();
  auto a = pointerOf(pointer->type());
  auto r = pointerOf(op->result()->type());
  if (!a || !r) return fail(op, d, "operand and result must be pointers");
  // MLIR 19's order and messages: the operand's storage class, the result's,
  // the pointee; one error.
  bool ok = true;
  auto generic = uint32_t(StorageClass::Generic);
  auto specificClass = [&](PointerType p) {
    return isSpecificClass(p.storageClass())
               ? true
               : fail(op, d,
                      std::string(ToGeneric ? "pointer" : "result") +
                          " must point to the Workgroup, CrossWorkgroup, or Function Storage "
                          "Class (not " +
                          scName(p.storageClass()) + ")");
  };
  auto genericClass = [&](PointerType p) {
    return p.storageClass() == generic
               ? true
               : fail(op, d,
                      std::string(ToGeneric ? "result type" : "pointer type") +
                          " must be of storage class Generic (not " + scName(p.storageClass()) +
                          ")");
  };
  if (ToGeneric ? !specificClass(a) || !genericClass(r) : !genericClass(a) || !specificClass(r))
    return false;
  if (a.pointeeType() != r.pointeeType())
    return fail(op, d,
                "pointer operand's pointee type must have the same as the op result type, but "
                "found '" +
                    typeStr(a.pointeeType()) + "' vs '" + typeStr(r.pointeeType()) + "'");
  if (explicitCast) {
    auto want = explicitCast.storage();
    if (want && uint32_t(*want) != r.storageClass())
      ok = fail(op, d,
                "result storage class " + scName(r.storageClass()) +
                    " does not match attribute 'storage' " + scName(uint32_t(*want)));
  }
  return ok;
}

} // namespace

void addConversionRules(RuleTable& t) {
  t.add({Op::ConvertFToU, Op::ConvertFToS}, &convert<Elem::Float, Elem::Int>);
  t.add({Op::ConvertSToF, Op::ConvertUToF}, &convert<Elem::Int, Elem::Float>);
  t.add({Op::UConvert, Op::SConvert}, &convert<Elem::Int, Elem::Int>);
  t.add(Op::FConvert, &convert<Elem::Float, Elem::Float>);
  t.add({Op::SatConvertSToU, Op::SatConvertUToS}, &satConvert);
  t.add(Op::Bitcast, &bitcast);
  t.add(Op::ConvertPtrToU, &convertPtrToU);
  t.add(Op::ConvertUToPtr, &convertUToPtr);
  t.add(Op::PtrCastToGeneric, &genericCast<true>);
  t.add({Op::GenericCastToPtr, Op::GenericCastToPtrExplicit}, &genericCast<false>);
}

} // namespace spvkit::spirv::detail
