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
  bool ok = true;
  if (left.columnType() != r.columnType())
    ok = fail(op, d,
              "left matrix column type '" + typeStr(left.columnType()) +
                  "' must be the result's column type '" + typeStr(r.columnType()) + "'");
  if (right.elementType() != r.elementType())
    ok = fail(op, d, "right matrix must have the result's component type");
  if (right.columns() != r.columns())
    ok = fail(op, d,
              "right and result matrices must have the same number of columns (" +
                  std::to_string(right.columns()) + " vs " + std::to_string(r.columns()) + ")");
  if (right.rows() != left.columns())
    ok = fail(op, d,
              "right matrix columns must have as many components as the left matrix has "
              "columns (left: " +
                  shapeStr(left) + ", right: " + shapeStr(right) + ")");
  return ok;
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
  return operandEquals(op, d, 1, element, "the result's component type") && ok;
}

bool transpose(Operation* op, DiagnosticList& d) {
  auto r = op->result()->type().dyn_cast<MatrixType>();
  Value* matrix = TransposeOp(op).matrix();
  auto m = matrix->type().dyn_cast<MatrixType>();
  if (!r)
    return fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be a matrix");
  if (!m) return fail(op, d, "operand type '" + typeStr(matrix->type()) + "' must be a matrix");
  bool ok = true;
  if (m.columns() != r.rows() || m.rows() != r.columns())
    ok = fail(op, d,
              "the matrix (" + shapeStr(m) + ") must have the reverse shape of the result (" +
                  shapeStr(r) + ")");
  if (m.elementType() != r.elementType())
    ok = fail(op, d, "the matrix and the result must have the same component type");
  return ok;
}

} // namespace

void addMatrixRules(RuleTable& t) {
  t.add(Op::MatrixTimesMatrix, &matrixTimesMatrix);
  t.add(Op::MatrixTimesScalar, &matrixTimesScalar);
  t.add(Op::Transpose, &transpose);
}

} // namespace spvkit::spirv::detail
