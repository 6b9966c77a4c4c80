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

/// SPIR-V (OpConvertPtrToU, OpConvertUToPtr): the pointer is a physical
/// pointer, and with PhysicalStorageBuffer64 addressing one into
/// PhysicalStorageBuffer. Judged inside a spirv.module (its addressing model);
/// MLIR 19's messages.
bool physicalPointerCast(Operation* op, DiagnosticList& d) {
  bool toInteger = isOp(op, Op::ConvertPtrToU);
  auto p = pointerOf(toInteger ? op->operand(0)->type() : op->result()->type());
  Operation* module = op->parentOp();
  while (module && !isDialectOp(module, DialectOp::Module)) module = module->parentOp();
  if (!p || !module) return true;
  auto addressing = ModuleOp(module).addressingModelAttr().dyn_cast<EnumAttr>();
  if (!addressing) return true;
  auto model = AddressingModel(addressing.value());
  bool physical = model != AddressingModel::Logical &&
                  (model != AddressingModel::PhysicalStorageBuffer64 ||
                   p.storageClass() == uint32_t(StorageClass::PhysicalStorageBuffer));
  if (physical) return true;
  return fail(op, d,
              std::string(toInteger ? "operand" : "result") + " must be a physical pointer ('" +
                  typeStr(p) + "' with addressing model " + std::string(enumerantName(model)) +
                  ")");
}

/// "Float32 or vector of Float32 values of length 2/3/4/8/16" and the like:
/// MLIR 19's ODS words for SPV_INTEL_bfloat16_conversion's operand types.
bool scalarOrVectorOf(Type t, bool isFloat) {
  Type e = elementOf(t);
  if (!t.isScalar() && !t.isa<VectorType>()) return false;
  return isFloat ? e.isFloat(32) && !e.cast<FloatType>().isBFloat() : e.isInteger(16);
}

/// SPV_INTEL_bfloat16_conversion: ConvertFToBF16 takes 32-bit floats to
/// 16-bit integers, ConvertBF16ToF the reverse, component for component.
bool bfloat16Conversion(Operation* op, DiagnosticList& d) {
  bool fromFloat = isOp(op, Op::ConvertFToBF16INTEL);
  Type a = op->operand(0)->type(), r = op->result()->type();
  auto name = [](bool f) { return f ? "Float32" : "Int16"; };
  if (!scalarOrVectorOf(a, fromFloat))
    return fail(op, d,
                std::string("operand #0 must be ") + name(fromFloat) + " or vector of " +
                    name(fromFloat) + " values of length 2/3/4/8/16, but got '" + typeStr(a) + "'");
  if (!scalarOrVectorOf(r, !fromFloat))
    return fail(op, d,
                std::string("result #0 must be ") + name(!fromFloat) + " or vector of " +
                    name(!fromFloat) + " values of length 2/3/4/8/16, but got '" + typeStr(r) +
                    "'");
  auto va = a.dyn_cast<VectorType>(), vr = r.dyn_cast<VectorType>();
  if (bool(va) != bool(vr) || (va && va.count() != vr.count()))
    return fail(op, d, "operand and result must have same number of elements");
  return true;
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
  t.add({Op::ConvertPtrToU, Op::ConvertUToPtr}, &physicalPointerCast);
  t.add({Op::ConvertFToBF16INTEL, Op::ConvertBF16ToFINTEL}, &bfloat16Conversion);
  t.add(Op::PtrCastToGeneric, &genericCast<true>);
  t.add({Op::GenericCastToPtr, Op::GenericCastToPtrExplicit}, &genericCast<false>);
}

} // namespace spvkit::spirv::detail
