// f16 on a target without the Float16 capability (the `pocl` preset: PoCL 6
// announces no cl_khr_fp16): a f16 value lives in an f32 register (every f16
// is exactly an f32), every operation producing f16 is computed in f32 and
// rounded to the nearest f16, ties to even, and memory holds the halves:
// read as their 16 bits and widened with inline integer operations (with
// OpenCL.std vload_half, a library call on PoCL, an f16 GEMM ran 6x slower),
// written by OpenCL.std vstore_half. That needs
// only Float16Buffer (pointers to f16, never a f16 value), which every OpenCL
// device has. A f16 kernel argument is passed as its 16 bits (i16: the same
// two bytes as a half argument, so the host side does not change).
//
// Rounding and bit casts go through one Function variable of f16 per kernel
// (vstore_half rounds to nearest even; vload_half widens exactly); a
// constant is rounded at compile time. A cast from f64 rounds twice (to f32,
// then to f16), which can differ from a direct rounding in the last bit, as
// for bf16.
#include "passes/tensor/Converter.h"

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
  Operation* def = x->definingOp();
  if (!def || def->opcode() != opcodeOf(DialectOp::Constant)) return std::nullopt;
  if (auto f = def->attr("value").dyn_cast<FloatAttr>()) return f.value();
  return std::nullopt;
}

} // namespace

bool Converter::halfInF32(Type t) const {
  auto f = t ? t.dyn_cast<FloatType>() : FloatType();
  return f && !f.isBFloat() && f.width() == 16 && target_ &&
         !target_->env.hasCapability(Capability::Float16);
}

namespace {

Value* vloadHalf(KernelBuilder& b, Value* ptr) {
  return b.clOp(CLOp::vload_half, b.f32(), {b.constI64(0), ptr})->result();
}

void vstoreHalf(KernelBuilder& b, Value* ptr, Value* x) {
  b.clOp(CLOp::vstore_half, b.voidType(), {x, b.constI64(0), ptr});
}

} // namespace

namespace {

/// The kernel's f16 scratch variable, made on first use.
Value* scratch(KernelBuilder& b, Value*& slot) {
  if (!slot) slot = b.privateMemory(b.f16(), 1, "half_scratch");
  return slot;
}

/// The scratch variable seen as an i16.
Value* scratchBits(KernelBuilder& b, Value*& slot) {
  Type p = PointerType::get(b.i16(), uint32_t(StorageClass::Function));
  return b.op(Op::Bitcast, p, {scratch(b, slot)})->result();
}

} // namespace

Value* Converter::roundHalf(Value* x) {
  KernelBuilder& b = kb_;
  if (std::optional<double> c = constantValue(x)) return b.constantFloat(b.f32(), roundToHalf(*c));
  vstoreHalf(b, scratch(b, halfScratch_), x);
  return vloadHalf(b, halfScratch_);
}

Value* Converter::halfToBits(Value* x) {
  vstoreHalf(kb_, scratch(kb_, halfScratch_), x);
  return kb_.load(scratchBits(kb_, halfScratch_), 2);
}

Value* Converter::halfFromBits(Value* bits) {
  kb_.store(scratchBits(kb_, halfScratch_), bits, 2);
  return vloadHalf(kb_, halfScratch_);
}

Value* Converter::roundToType(Value* x, Type t) {
  if (auto f = t.dyn_cast<FloatType>(); f && f.isBFloat()) return roundBf16(x);
  if (halfInF32(t)) return roundHalf(x);
  return x;
}

namespace {

/// f16 bits (i16) widened to f32 exactly with integer and float operations
/// that the device compiler can inline and vectorize (a vload_half is a
/// library call): normal numbers move their exponent and mantissa into place,
/// subnormals are their mantissa times 2^-24 (an exact conversion and
/// product, also where f32 subnormals are flushed), infinity and NaN get the
/// all-ones exponent.
Value* halfBitsToFloat(KernelBuilder& b, Value* bits) {
  Type i32 = b.i32(), f32 = b.f32();
  Value* h = b.op(Op::UConvert, i32, {bits})->result();
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

} // namespace

Value* Converter::loadElement(Value* ptr, Type t, uint32_t align) {
  if (halfInF32(t)) {
    auto pt = ptr->type().cast<PointerType>();
    Value* p = kb_.op(Op::Bitcast, PointerType::get(kb_.i16(), pt.storageClass()), {ptr})->result();
    return halfBitsToFloat(kb_, kb_.load(p, 2));
  }
  Value* v = kb_.load(ptr, align);
  return storageType(t) == convertType(t) ? v : bf16FromBits(v);
}

void Converter::storeElement(Value* ptr, Value* v, Type t, uint32_t align) {
  if (halfInF32(t)) return vstoreHalf(kb_, ptr, v);
  kb_.store(ptr, storageType(t) == convertType(t) ? v : bf16ToBits(v), align);
}

} // namespace spvkit::tensor
