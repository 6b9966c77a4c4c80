// Rules of the Shader matrix ops (OpTypeMatrix operands), as seed 000 states
// them for MLIR's dialect: MatrixTimesMatrix, MatrixTimesScalar, Transpose.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

std::string shapeStr(MatrixType m) {
  return std::to_string(m.columns()) + " columns of " + std::to_string(m.rows());
}

/// `t` as a matrix of float columns, or a failure naming `what`.
MatrixType floatMatrix(Operation* op, DiagnosticList& d, Type t, const std::string& what) {
  auto m = t.dyn_cast<MatrixType>();
  if (!m || !m.elementType().isFloat())
    return fail(op, d, what + " type '" + typeStr(t) + "' must be a matrix of float"), MatrixType();
  return m;
}

bool matrixTimesMatrix(Operation* op, DiagnosticList& d) {
  MatrixType r = floatMatrix(op, d, op->result()->type(), "result");
  MatrixTimesMatrixOp product(op);
  MatrixType left = floatMatrix(op, d, product.leftmatrix()->type(), "left matrix");
  MatrixType right = floatMatrix(op, d, product.rightmatrix()->type(), "right matrix");
  if (!r || !left || !right) return false;
  // MLIR 19's order and messages (one error); together they say that the
  // left matrix's columns are the result's and that the shapes multiply.
  auto shapes = [&] {
    return " (left: " + shapeStr(left) + ", right: " + shapeStr(right) +
           ", result: " + shapeStr(r) + ")";
  };
  if (left.columns() != right.rows())
    return fail(op, d,
                "left matrix columns' count must be equal to the right matrix rows' count" +
                    shapes());
  if (right.columns() != r.columns())
    return fail(op, d, "right and result matrices must have equal columns' count" + shapes());
  if (right.elementType() != r.elementType())
    return fail(op, d, "right and result matrices' component type must be the same");
  if (left.elementType() != r.elementType())
    return fail(op, d, "left and result matrices' component type must be the same");
  if (left.rows() != r.rows())
    return fail(op, d, "left and result matrices must have equal rows' count" + shapes());
  return true;
}

bool matrixTimesScalar(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  bool floats = r.isa<MatrixType>() ? r.cast<MatrixType>().elementType().isFloat()
                                    : r.isa<CooperativeMatrixType>() && isFloatLike(r);
  if (!floats)
    return fail(op, d,
                "result type '" + typeStr(r) + "' must be a matrix or cooperative matrix of float");
  Type element = r.isa<MatrixType>() ? r.cast<MatrixType>().elementType() : elementOf(r);
  bool ok = operandEquals(op, d, 0, r);
  Type scale = op->operand(1)->type();
  if (scale != element)
    ok = fail(op, d,
              "input matrix components' type and scaling value must have the same type ('" +
                  typeStr(element) + "' vs '" + typeStr(scale) + "')");
  return ok;
}

bool transpose(Operation* op, DiagnosticList& d) {
  auto r = op->result()->type().dyn_cast<MatrixType>();
  Value* matrix = TransposeOp(op).matrix();
  auto m = matrix->type().dyn_cast<MatrixType>();
  if (!r)
    return fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a matrix");
  if (!m) return fail(op, d, "operand type '" + typeStr(matrix->type()) + "' must be a matrix");
  // MLIR 19's messages and order.
  auto shapes = [&] { return " (input: " + shapeStr(m) + ", output: " + shapeStr(r) + ")"; };
  if (m.rows() != r.columns())
    return fail(op, d,
                "input matrix rows count must be equal to output matrix columns count" + shapes());
  if (m.columns() != r.rows())
    return fail(op, d,
                "input matrix columns count must be equal to output matrix rows count" + shapes());
  if (m.elementType() != r.elementType())
    return fail(op, d, "input and output matrices must have the same component type");
  return true;
}

} // namespace

void addMatrixRules(RuleTable& t) {
  t.add(Op::MatrixTimesMatrix, &matrixTimesMatrix);
  t.add(Op::MatrixTimesScalar, &matrixTimesScalar);
  t.add(Op::Transpose, &transpose);
}

} // namespace spvkit::spirv::detail
