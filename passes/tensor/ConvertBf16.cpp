// bf16 without bf16 instructions: a bf16 value lives in an f32 register
// (every bf16 is exactly an f32), every operation producing bf16 is computed
// in f32 and rounded to the nearest bf16, ties to even, and memory and kernel
// arguments hold the 16 bits (the upper half of the f32's bits). This needs
// no extension, so it runs everywhere; a cast from f64 rounds twice (to f32,
// then to bf16), which can differ from a direct rounding in the last bit.
#include "passes/tensor/Converter.h"

namespace spvkit::tensor {

using namespace spirv;

Value* Converter::roundBf16(Value* x) {
  KernelBuilder& b = kb_;
  Type i32 = b.i32();
  Value* bits = b.op(Op::Bitcast, i32, {x})->result();
  // bits + 0x7fff + lsb(bits >> 16), then drop the low half: round to
  // nearest even (a carry into the exponent rounds up to the next binade or
  // to infinity, as it should).
  Value* lsb = b.binary(Op::BitwiseAnd, b.binary(Op::ShiftRightLogical, bits, b.constI32(16)),
                        b.constI32(1));
  Value* up = b.binary(Op::IAdd, b.binary(Op::IAdd, bits, b.constI32(0x7fff)), lsb);
  Value* mask = b.constI32(int32_t(0xffff0000u));
  Value* rounded = b.binary(Op::BitwiseAnd, up, mask);
  // NaN: keep it a (quiet) NaN; the rounding could carry it into infinity.
  Value* nan =
      b.binary(Op::BitwiseAnd, b.binary(Op::BitwiseOr, bits, b.constI32(0x00400000)), mask);
  Value* isNan = b.op(Op::IsNan, b.i1(), {x})->result();
  Value* r = b.op(Op::Select, i32, {isNan, nan, rounded})->result();
  return b.op(Op::Bitcast, b.f32(), {r})->result();
}

Value* Converter::bf16ToBits(Value* x) {
  KernelBuilder& b = kb_;
  Value* bits = b.op(Op::Bitcast, b.i32(), {x})->result();
  return b.op(Op::UConvert, b.i16(), {b.binary(Op::ShiftRightLogical, bits, b.constI32(16))})
      ->result();
}

Value* Converter::bf16FromBits(Value* bits) {
  KernelBuilder& b = kb_;
  Value* wide = b.op(Op::UConvert, b.i32(), {bits})->result();
  return b.op(Op::Bitcast, b.f32(), {b.binary(Op::ShiftLeftLogical, wide, b.constI32(16))})
      ->result();
}

} // namespace spvkit::tensor
