// Semantic checks of the cooperative-matrix instructions: operand uses,
// shapes, component types, memref orders, index ranges and the
// subgroup-size multiples that the distribution over work-items needs.
#include "frontend/SemaImpl.h"

namespace spvkit::frontend {

using namespace tensor;

bool Checker::checkCoopmatrixOp(Operation* op) {
  const OpKind k = kindOf(op);
  const Type result = op->numResults() ? op->result(0)->type() : Type();
  auto coop = [&](unsigned i) -> CoopmatrixType {
    Type t = operandType(op, i);
    if (!t) return {};
    if (auto c = t.dyn_cast<CoopmatrixType>()) return c;
    typeError(op, i, "coopmatrix type");
    return {};
  };
  auto resultCoop = [&]() -> CoopmatrixType {
    if (auto c = result.dyn_cast<CoopmatrixType>()) return c;
    error(typeLoc(op), "result type of '" + opName(op) + "' must be a coopmatrix type");
    return {};
  };
  // Whether the row and the column index are one value (`%A[%x,%x]`); only
  // asked once the op has both.
  auto sameIndex = [&]() {
    if (auto prefetch = dyn_cast<CooperativeMatrixPrefetchOp>(op))
      return prefetch.row() == prefetch.col();
    CoopMatrixMemoryInterface access(op);
    return access.row() == access.col();
  };
  // A 2d memref and two index operands starting at `m`.
  auto memref2d = [&](unsigned m) -> MemrefType {
    MemrefType t = expectMemref(op, m);
    if (!t || !expectOrder(op, m, t, {2})) return {};
    bool ok = true;
    for (unsigned i = m + 1; i < m + 3 && i < op->numOperands(); ++i) {
      // `%A[%x,%x]`: one error per value.
      if (i == m + 2 && sameIndex()) continue;
      ok = (!operandType(op, i) || expectIndex(op, i)) && ok;
    }
    return ok ? t : MemrefType();
  };
  auto rowsMultiple = [&](CoopmatrixType c, unsigned operand) {
    if (!subgroupSize_ || c.rows() % *subgroupSize_ == 0) return true;
    error(operandLoc(op, operand), "rows of " + str(c) + " (" + std::to_string(c.rows()) +
                                       ") must be a multiple of the subgroup size " +
                                       std::to_string(*subgroupSize_));
    return false;
  };

  switch (k) {
  case OpKind::CooperativeMatrixLoad:
  case OpKind::CooperativeMatrixAtomicLoad: {
    MemrefType m = memref2d(CoopMatrixReadInterface::kMemrefOperand);
    CoopmatrixType r = resultCoop();
    if (m && r && r.componentType() != m.elementType())
      error(typeLoc(op), "component type " + str(r.componentType()) +
                             " does not match the element type " + str(m.elementType()) + " of '" +
                             name(CoopMatrixMemoryInterface(op).memref()) + "'");
    return true;
  }
  case OpKind::CooperativeMatrixStore:
  case OpKind::CooperativeMatrixAtomicStore:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::CooperativeMatrixAtomicMin: {
    CoopmatrixType v = coop(CoopMatrixUpdateInterface::kValueOperand);
    MemrefType m = memref2d(CoopMatrixUpdateInterface::kMemrefOperand);
    if (!v || !m) return true;
    if (v.componentType() != m.elementType()) {
      error(operandLoc(op, CoopMatrixUpdateInterface::kValueOperand),
            "component type " + str(v.componentType()) + " does not match the element type " +
                str(m.elementType()) + " of '" + name(CoopMatrixMemoryInterface(op).memref()) +
                "'");
      return true;
    }
    if (result) expectResultType(op, v);
    return true;
  }
  case OpKind::CooperativeMatrixMulAdd: {
    CoopmatrixType a = coop(CooperativeMatrixMulAddOp::kAOperand),
                   b = coop(CooperativeMatrixMulAddOp::kBOperand),
                   c = coop(CooperativeMatrixMulAddOp::kCOperand);
    if (!a || !b || !c) return true;
    const MatrixUse uses[3] = {MatrixUse::A, MatrixUse::B, MatrixUse::Acc};
    const CoopmatrixType ms[3] = {a, b, c};
    for (unsigned i = 0; i < 3; ++i)
      if (ms[i].use() != uses[i]) {
        error(operandLoc(op, i), "'" + name(op->operand(i)) + "' has use " +
                                     matrixUseName(ms[i].use()) + ", expected " +
                                     matrixUseName(uses[i]));
        return true;
      }
    if (a.columns() != b.rows())
      return error(operandLoc(op, CooperativeMatrixMulAddOp::kAOperand),
                   "columns of A does not match rows of B"),
             true;
    if (c.rows() != a.rows())
      return error(operandLoc(op, CooperativeMatrixMulAddOp::kCOperand),
                   "rows of C does not match rows of A"),
             true;
    if (c.columns() != b.columns())
      return error(operandLoc(op, CooperativeMatrixMulAddOp::kCOperand),
                   "columns of C does not match columns of B"),
             true;
    if (!rowsMultiple(a, CooperativeMatrixMulAddOp::kAOperand)) return true;
    Type p = promote(a.componentType(), b.componentType());
    if (!p) {
      error(operandLoc(op, CooperativeMatrixMulAddOp::kBOperand),
            "cannot promote " + str(a.componentType()) + " and " + str(b.componentType()) +
                " to a common type");
      return true;
    }
    if (!expectPromotable(p, c.componentType(),
                          operandLoc(op, CooperativeMatrixMulAddOp::kCOperand)))
      return true;
    CoopmatrixType r = resultCoop();
    if (!r) return true;
    if (r.use() != MatrixUse::Acc)
      return error(typeLoc(op), std::string("result has use ") + matrixUseName(r.use()) +
                                    ", expected matrix_acc"),
             true;
    if (r.rows() != c.rows() || r.columns() != c.columns())
      return error(typeLoc(op), "result shape does not match: expected " +
                                    std::to_string(c.rows()) + "x" + std::to_string(c.columns())),
             true;
    const Type from = c.componentType(), to = r.componentType();
    if (isComplexType(from) && !isComplexType(to))
      error(typeLoc(op), "cast from " + str(from) + " to " + str(to) + " is not allowed");
    return true;
  }
  case OpKind::CooperativeMatrixApply: {
    CoopmatrixType r = resultCoop();
    if (r && operandType(op, CooperativeMatrixApplyOp::kMatrixOperand))
      expectType(op, CooperativeMatrixApplyOp::kMatrixOperand, r);
    return true;
  }
  case OpKind::CooperativeMatrixConstruct: {
    CoopmatrixType r = resultCoop();
    if (r && operandType(op, CooperativeMatrixConstructOp::kValueOperand))
      expectType(op, CooperativeMatrixConstructOp::kValueOperand, r.componentType());
    return true;
  }
  case OpKind::CooperativeMatrixExtract:
  case OpKind::CooperativeMatrixInsert: {
    const bool insert = k == OpKind::CooperativeMatrixInsert;
    CoopmatrixType m = coop(insert ? CooperativeMatrixInsertOp::kMatrixOperand
                                   : CooperativeMatrixExtractOp::kMatrixOperand);
    if (!m) return true;
    if (insert) {
      if (operandType(op, CooperativeMatrixInsertOp::kValueOperand) &&
          !expectType(op, CooperativeMatrixInsertOp::kValueOperand, m.componentType()))
        return true;
      if (!expectResultType(op, m)) return true;
    } else if (!expectResultType(op, m.componentType())) {
      return true;
    }
    const int64_t index = k == OpKind::CooperativeMatrixInsert
                              ? CooperativeMatrixInsertOp(op).index()
                              : CooperativeMatrixExtractOp(op).index();
    int64_t length = std::numeric_limits<int64_t>::max();
    if (subgroupSize_) length = (m.rows() * m.columns() + *subgroupSize_ - 1) / *subgroupSize_;
    if (index < 0 || index >= length)
      error(constantLoc(op, 0), "index " + std::to_string(index) + " is out of range");
    return true;
  }
  case OpKind::CooperativeMatrixPrefetch:
    if (CooperativeMatrixPrefetchOp(op).cacheLevel() < 0)
      return error(constantLoc(op, 0), "cache level must be non-negative"), true;
    if (CooperativeMatrixPrefetchOp(op).rows() <= 0)
      return error(constantLoc(op, 1), "prefetch size must be positive"), true;
    if (CooperativeMatrixPrefetchOp(op).cols() <= 0)
      return error(constantLoc(op, 2), "prefetch size must be positive"), true;
    memref2d(CooperativeMatrixPrefetchOp::kMemrefOperand);
    return true;
  case OpKind::CooperativeMatrixReduceAdd:
  case OpKind::CooperativeMatrixReduceMax:
  case OpKind::CooperativeMatrixReduceMin: {
    CoopmatrixType m = coop(CoopMatrixReduceInterface::kMatrixOperand);
    if (!m || !rowsMultiple(m, CoopMatrixReduceInterface::kMatrixOperand)) return true;
    CoopmatrixType r = resultCoop();
    if (!r) return true;
    if (r.componentType() != m.componentType())
      return error(typeLoc(op), "result component type does not match"), true;
    if (r.use() != m.use())
      return error(typeLoc(op), std::string("result has use ") + matrixUseName(r.use()) +
                                    ", expected " + matrixUseName(m.use())),
             true;
    const bool row = CoopMatrixReduceInterface(op).reduceMode() == "row";
    const int64_t rows = row ? m.rows() : 1, cols = row ? 1 : m.columns();
    if (r.rows() != rows || r.columns() != cols)
      error(typeLoc(op), "result shape does not match: expected " + std::to_string(rows) + "x" +
                             std::to_string(cols));
    return true;
  }
  case OpKind::CooperativeMatrixScale: {
    CoopmatrixType m = coop(CooperativeMatrixScaleOp::kMatrixOperand);
    if (!m) return true;
    if (operandType(op, CooperativeMatrixScaleOp::kFactorOperand) &&
        !expectType(op, CooperativeMatrixScaleOp::kFactorOperand, m.componentType()))
      return true;
    expectResultType(op, m);
    return true;
  }
  default:
    return false;
  }
}

} // namespace spvkit::frontend
