// f16 on a target without the Float16 capability (the `pocl` preset: PoCL 6
// announces no cl_khr_fp16): a f16 value lives in an f32 register (every f16
// is exactly an f32), every operation producing f16 is computed in f32 and
// rounded to the nearest f16, ties to even, and memory holds the halves as
// 16-bit integers. The conversions are inline integer operations (with
// OpenCL.std vload_half, a library call on PoCL, an f16 GEMM ran 6x slower).
// That needs only Float16Buffer (pointers to f16, never a f16 value), which
// every OpenCL device has. A f16 kernel argument is passed as its 16 bits
// (i16: the same two bytes as a half argument, so the host side does not
// change).
//
// A constant is rounded at compile time. A cast from f64 rounds twice (to
// f32, then to f16), which can differ from a direct rounding in the last bit,
// as for bf16.
#include "passes/tensor/Converter.h"

#include "SpirvOps.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// `v` rounded to the nearest f16 (ties to even; overflow to infinity).
double roundToHalf(double v) {
  if (!std::isfinite(v) || v == 0) return v;
  int e;
  (void)std::frexp(v, &e); // |v| = m 2^e, 0.5 <= m < 1
  // 11 significant bits; below 2^-14 the subnormals' quantum is 2^-24.
  int q = std::max(e - 11, -24);
  double r = std::ldexp(std::nearbyint(std::ldexp(v, -q)), q);
  return std::abs(r) > 65504.0 ? std::copysign(std::numeric_limits<double>::infinity(), v) : r;
}

std::optional<double> constantValue(Value* x) {
  auto def = dyn_cast<spirv::ConstantOp>(x->definingOp());
  if (!def) return std::nullopt;
  if (auto f = def.valueAttr().dyn_cast<FloatAttr>()) return f.value();
  return std::nullopt;
}

} // namespace

bool Converter::halfInF32(Type t) const {
  auto f = t ? t.dyn_cast<FloatType>() : FloatType();
  return f && !f.isBFloat() && f.width() == 16 && target_ && !hasFloat16_;
}

namespace {

/// f16 bits (i32 holding 16 bits) widened to f32 exactly: normal numbers move
/// their exponent and mantissa into place, subnormals are their mantissa
/// times 2^-24 (an exact conversion and product, also where f32 subnormals
/// are flushed), infinity and NaN get the all-ones exponent.
Value* halfBitsToFloat(KernelBuilder& b, Value* h) {
  Type i32 = b.i32(), f32 = b.f32();
  Value* sign = b.binary(Op::ShiftLeftLogical, b.binary(Op::BitwiseAnd, h, b.constI32(0x8000)),
                         b.constI32(16));
  Value* mag = b.binary(Op::BitwiseAnd, h, b.constI32(0x7fff));
  Value* shifted = b.binary(Op::ShiftLeftLogical, mag, b.constI32(13));
  Value* normal = b.binary(Op::IAdd, shifted, b.constI32((127 - 15) << 23));
  Value* special = b.binary(Op::BitwiseOr, shifted, b.constI32(0x7f800000));
  Value* sub = b.binary(Op::FMul, b.op(Op::ConvertSToF, f32, {mag})->result(),
                        b.constantFloat(f32, 1.0 / 16777216.0)); // 2^-24
  Value* isSub = b.op(Op::ULessThan, b.i1(), {mag, b.constI32(0x400)})->result();
  Value* isSpecial = b.op(Op::UGreaterThanEqual, b.i1(), {mag, b.constI32(0x7c00)})->result();
  Value* big = b.op(Op::Select, i32, {isSpecial, special, normal})->result();
  Value* magBits =
      b.op(Op::Select, i32, {isSub, b.op(Op::Bitcast, i32, {sub})->result(), big})->result();
  return b.op(Op::Bitcast, f32, {b.binary(Op::BitwiseOr, magBits, sign)})->result();
}

/// The f16 bits (in an i32) of f32 `x` rounded to nearest even: for a normal
/// result the exponent is rebiased and bit 13 rounded (a carry moves into the
/// exponent, as it should); from 65520 on the result is infinity; below 2^-14
/// adding 0.5 makes the f32 adder round to a multiple of 2^-24, the f16
/// subnormal quantum (f32 inputs flushed to zero give 0, as they round to 0);
/// NaN stays a quiet NaN.
Value* floatToHalfBits(KernelBuilder& b, Value* x) {
  Type i32 = b.i32(), f32 = b.f32();
  Value* bits = b.op(Op::Bitcast, i32, {x})->result();
  Value* sign = b.binary(Op::BitwiseAnd, b.binary(Op::ShiftRightLogical, bits, b.constI32(16)),
                         b.constI32(0x8000));
  Value* a = b.binary(Op::BitwiseAnd, bits, b.constI32(0x7fffffff));
  Value* lsb =
      b.binary(Op::BitwiseAnd, b.binary(Op::ShiftRightLogical, a, b.constI32(13)), b.constI32(1));
  Value* normal = b.binary(Op::ShiftRightLogical,
                           b.binary(Op::IAdd, b.binary(Op::ISub, a, b.constI32((127 - 15) << 23)),
                                    b.binary(Op::IAdd, b.constI32(0xfff), lsb)),
                           b.constI32(13));
  Value* half = b.constantFloat(f32, 0.5);
  Value* subSum = b.binary(Op::FAdd, b.op(Op::Bitcast, f32, {a})->result(), half);
  Value* sub =
      b.binary(Op::ISub, b.op(Op::Bitcast, i32, {subSum})->result(), b.constI32(0x3f000000));
  Value* isNan = b.op(Op::UGreaterThan, b.i1(), {a, b.constI32(0x7f800000)})->result();
  Value* isInf = b.op(Op::UGreaterThanEqual, b.i1(), {a, b.constI32(0x477ff000)})->result();
  Value* isSub = b.op(Op::ULessThan, b.i1(), {a, b.constI32(0x38800000)})->result();
  Value* r = b.op(Op::Select, i32, {isSub, sub, normal})->result();
  r = b.op(Op::Select, i32, {isInf, b.constI32(0x7c00), r})->result();
  r = b.op(Op::Select, i32, {isNan, b.constI32(0x7e00), r})->result();
  return b.binary(Op::BitwiseOr, r, sign);
}

/// A pointer to f16 seen as a pointer to its 16 bits (on Vulkan, which has
/// no Float16Buffer, memory of f16 is i16 already: storageType).
Value* bitsPointer(KernelBuilder& b, Value* ptr) {
  auto pt = ptr->type().cast<PointerType>();
  if (pt.pointeeType() == Type(b.i16())) return ptr;
  return b.op(Op::Bitcast, PointerType::get(b.i16(), pt.storageClass()), {ptr})->result();
}

} // namespace

Value* Converter::roundHalf(Value* x) {
  KernelBuilder& b = kb_;
  if (std::optional<double> c = constantValue(x)) return b.constantFloat(b.f32(), roundToHalf(*c));
  return halfBitsToFloat(b, floatToHalfBits(b, x));
}

Value* Converter::halfToBits(Value* x) {
  return kb_.op(Op::UConvert, kb_.i16(), {floatToHalfBits(kb_, x)})->result();
}

Value* Converter::halfFromBits(Value* bits) {
  return halfBitsToFloat(kb_, kb_.op(Op::UConvert, kb_.i32(), {bits})->result());
}

Value* Converter::roundToType(Value* x, Type t) {
  if (auto f = t.dyn_cast<FloatType>(); f && f.isBFloat()) return roundBf16(x);
  if (halfInF32(t)) return roundHalf(x);
  return x;
}

Value* Converter::loadElement(Value* ptr, Type t, uint32_t align) {
  if (halfInF32(t)) return halfFromBits(kb_.load(bitsPointer(kb_, ptr), 2));
  Value* v = kb_.load(ptr, align);
  return storageType(t) == convertType(t) ? v : bf16FromBits(v);
}

void Converter::storeElement(Value* ptr, Value* v, Type t, uint32_t align) {
  if (halfInF32(t)) {
    kb_.store(bitsPointer(kb_, ptr), halfToBits(v), 2);
    return;
  }
  kb_.store(ptr, storageType(t) == convertType(t) ? v : bf16ToBits(v), align);
}

} // namespace spvkit::tensor
