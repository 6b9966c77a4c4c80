// Rules of the integer dot products (SDot, UDot, SUDot and their AccSat
// forms; SPV_KHR_integer_dot_product, core in SPIR-V 1.6): the Packed Vector
// Format goes with 32-bit scalar operands only, and the result is at least as
// wide as the components it sums. MLIR 19's messages (verifyIntegerDotProduct).
//
// Where MLIR 19 differs: MLIR compares the result's width with the whole
// operand's (32 bits for `vector<4xi8>` or a packed `i32`); SPIR-V asks for
// "Width ... greater than or equal to that of the components of Vector 1 and
// Vector 2" (8 bits there), and spirv-val accepts an `i16` result, so spvkit
// does (docs/verifier.md).
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

bool integerDotProduct(Operation* op, DiagnosticList& d) {
  Type factor = op->operand(0)->type();
  Attribute format = op->attr("format");
  if (!format) format = op->attr("packed_vector_format");
  unsigned componentWidth = 0;
  if (factor.isInteger()) {
    if (!format)
      return fail(op, d, "requires Packed Vector Format attribute for integer vector operands");
    if (!factor.isInteger(32))
      return fail(op, d,
                  "with specified Packed Vector Format (PackedVectorFormat4x8Bit) requires integer "
                  "vector operands to be 32-bits wide");
    componentWidth = 8; // the only format, 4x8Bit
  } else {
    if (format)
      return fail(op, d,
                  "with invalid format attribute for vector operands of type '" + typeStr(factor) +
                      "'");
    componentWidth = elementWidth(factor);
  }
  unsigned resultWidth = elementWidth(op->result()->type());
  if (resultWidth < componentWidth)
    return fail(op, d,
                "result type has insufficient bit-width (" + std::to_string(resultWidth) +
                    " bits) for the specified vector operand type (" +
                    std::to_string(componentWidth) + " bits per component)");
  return true;
}

} // namespace

void addDotProductRules(RuleTable& t) {
  t.add({Op::SDot, Op::UDot, Op::SUDot, Op::SDotAccSat, Op::UDotAccSat, Op::SUDotAccSat},
        &integerDotProduct);
}

} // namespace spvkit::spirv::detail
