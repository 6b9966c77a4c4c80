// Semantic checks of the collective linear-algebra instructions: operand
// kinds, orders, the promotion rules for mixed precision, shapes (with
// transposes) and the constant beta of atomic updates.
#include "frontend/SemaImpl.h"

namespace spvkit::frontend {

using namespace tensor;

namespace {

/// Whether `v` is a `constant` with value 0 or 1 (any number type).
bool isConstantZeroOrOne(Value* v) {
  auto def = dyn_cast<ConstantOp>(v ? v->definingOp() : nullptr);
  if (!def) return false;
  Attribute a = def.value();
  if (auto i = a.dyn_cast<IntegerAttr>()) return i.value() == 0 || i.value() == 1;
  if (auto f = a.dyn_cast<FloatAttr>()) return f.value() == 0.0 || f.value() == 1.0;
  if (auto c = a.dyn_cast<ArrayAttr>(); c && c.size() == 2) {
    auto re = c[0].dyn_cast<FloatAttr>(), im = c[1].dyn_cast<FloatAttr>();
    return re && im && im.value() == 0.0 && (re.value() == 0.0 || re.value() == 1.0);
  }
  return false;
}

bool known(int64_t a, int64_t b) {
  return a != kDynamic && b != kDynamic;
}

} // namespace

bool Checker::checkLinalgOp(Operation* op) {
  const OpKind k = kindOf(op);
  // The operand positions for the diagnostics' source locations: gemm's
  // layout (alpha, a, b, beta, c), or axpby's (alpha, a, beta, b), which
  // sum and cumsum share and where c is b.
  static_assert(SumOp::kBOperand == AxpbyOp::kBOperand &&
                CumsumOp::kBOperand == AxpbyOp::kBOperand &&
                SumOp::kBetaOperand == AxpbyOp::kBetaOperand &&
                CumsumOp::kBetaOperand == AxpbyOp::kBetaOperand);
  static_assert(
      GemvOp::kBOperand == GemmOp::kBOperand && GerOp::kBOperand == GemmOp::kBOperand &&
      HadamardOp::kBOperand == GemmOp::kBOperand && GemvOp::kBetaOperand == GemmOp::kBetaOperand &&
      GerOp::kBetaOperand == GemmOp::kBetaOperand &&
      HadamardOp::kBetaOperand == GemmOp::kBetaOperand && GemvOp::kCOperand == GemmOp::kCOperand &&
      GerOp::kCOperand == GemmOp::kCOperand && HadamardOp::kCOperand == GemmOp::kCOperand);
  unsigned alpha = LinalgInterface::kAlphaOperand, a = LinalgInterface::kAOperand,
           b = GemmOp::kBOperand, beta = GemmOp::kBetaOperand, c = GemmOp::kCOperand;
  switch (k) {
  case OpKind::Axpby:
  case OpKind::Sum:
  case OpKind::Cumsum:
    beta = AxpbyOp::kBetaOperand, b = AxpbyOp::kBOperand, c = AxpbyOp::kBOperand;
    break;
  case OpKind::Gemm:
  case OpKind::Gemv:
  case OpKind::Ger:
  case OpKind::Hadamard:
    break;
  default:
    return false;
  }
  const bool threeMemrefs = c != b;
  // Operand kinds.
  bool ok = expectNumber(op, alpha);
  MemrefType A = expectMemref(op, a);
  MemrefType B = expectMemref(op, b);
  ok = expectNumber(op, beta) && ok;
  MemrefType C = threeMemrefs ? expectMemref(op, c) : B;
  if (!ok || !A || !B || !C) return true;

  // Orders.
  switch (k) {
  case OpKind::Axpby:
    ok = expectOrder(op, b, B, {0, 1, 2}) && expectOrder(op, a, A, {B.order()});
    break;
  case OpKind::Cumsum:
    ok = expectOrder(op, a, A, {1, 2, 3, 4, 5, 6, 7, 8}) && expectOrder(op, b, B, {A.order()});
    break;
  case OpKind::Sum:
    ok = expectOrder(op, b, B, {0, 1}) && expectOrder(op, a, A, {B.order() + 1});
    break;
  case OpKind::Gemm:
    ok = expectOrder(op, a, A, {2}) && expectOrder(op, b, B, {2}) && expectOrder(op, c, C, {2});
    break;
  case OpKind::Gemv:
    ok = expectOrder(op, a, A, {2}) && expectOrder(op, b, B, {1}) && expectOrder(op, c, C, {1});
    break;
  case OpKind::Ger:
    ok = expectOrder(op, a, A, {1}) && expectOrder(op, b, B, {1}) && expectOrder(op, c, C, {2});
    break;
  case OpKind::Hadamard:
    ok = expectOrder(op, a, A, {1, 2}) && expectOrder(op, b, B, {A.order()}) &&
         expectOrder(op, c, C, {A.order()});
    break;
  default:
    break;
  }
  if (!ok) return true;

  // Promotion: type(alpha) <= [promote](A, B) <= C and type(beta) <= C.
  const Type alphaT = operandType(op, alpha), betaT = operandType(op, beta);
  if (threeMemrefs) {
    Type p = promote(A.elementType(), B.elementType());
    if (!p) {
      error(operandLoc(op, b), "cannot promote " + str(A.elementType()) + " and " +
                                   str(B.elementType()) + " to a common type");
      return true;
    }
    if (!expectPromotable(p, C.elementType(), operandLoc(op, c))) return true;
    if (!expectPromotable(alphaT, p, operandLoc(op, alpha))) return true;
  } else {
    if (!expectPromotable(A.elementType(), B.elementType(), operandLoc(op, b))) return true;
    if (!expectPromotable(alphaT, A.elementType(), operandLoc(op, alpha))) return true;
  }
  if (!expectPromotable(betaT, C.elementType(), operandLoc(op, beta))) return true;

  // Shapes.
  const bool ta = LinalgInterface(op).transA(), tb = LinalgInterface(op).transB();
  auto rows = [](MemrefType m, bool t) {
    return m.order() == 0 ? 1 : m.dim(t && m.order() == 2 ? 1 : 0);
  };
  auto cols = [](MemrefType m, bool t) { return m.order() < 2 ? int64_t(1) : m.dim(t ? 0 : 1); };
  auto mismatch = [&](int64_t x, int64_t y) { return known(x, y) && x != y; };
  auto sameShape = [&](MemrefType x, bool tx, MemrefType y) {
    if (x.order() != y.order()) return false;
    if (x.order() == 0) return true;
    if (mismatch(rows(x, tx), rows(y, false))) return false;
    return x.order() < 2 || !mismatch(cols(x, tx), cols(y, false));
  };
  switch (k) {
  case OpKind::Axpby:
    if (!sameShape(A, ta, B))
      return error(operandLoc(op, b), "shape of B does not match shape of op(A)"), true;
    break;
  case OpKind::Cumsum: {
    const int64_t mode = CumsumOp(op).mode();
    if (mode < 0 || mode >= int64_t(A.order()))
      return error(constantLoc(op, 0), "mode " + std::to_string(mode) + " is out of range"), true;
    for (unsigned i = 0; i < A.order(); ++i)
      if (mismatch(A.dim(i), B.dim(i)))
        return error(operandLoc(op, b), "shape of B does not match shape of A"), true;
    break;
  }
  case OpKind::Sum:
    if (B.order() == 1 && mismatch(rows(A, ta), B.dim(0)))
      return error(operandLoc(op, b), "rows of b does not match rows of op(A)"), true;
    break;
  case OpKind::Gemm:
    if (mismatch(cols(A, ta), rows(B, tb)))
      return error(operandLoc(op, a), "columns of op(A) does not match rows of op(B)"), true;
    if (mismatch(C.dim(0), rows(A, ta)))
      return error(operandLoc(op, c), "rows of C does not match rows of op(A)"), true;
    if (mismatch(C.dim(1), cols(B, tb)))
      return error(operandLoc(op, c), "columns of C does not match columns of op(B)"), true;
    break;
  case OpKind::Gemv:
    if (mismatch(cols(A, ta), B.dim(0)))
      return error(operandLoc(op, a), "columns of op(A) does not match rows of b"), true;
    if (mismatch(C.dim(0), rows(A, ta)))
      return error(operandLoc(op, c), "rows of c does not match rows of op(A)"), true;
    break;
  case OpKind::Ger:
    if (mismatch(C.dim(0), A.dim(0)))
      return error(operandLoc(op, c), "rows of C does not match rows of a"), true;
    if (mismatch(C.dim(1), B.dim(0)))
      return error(operandLoc(op, c), "columns of C does not match rows of b"), true;
    break;
  case OpKind::Hadamard:
    if (!sameShape(A, false, B))
      return error(operandLoc(op, b), "shape of b does not match shape of a"), true;
    if (!sameShape(A, false, C))
      return error(operandLoc(op, c), "shape of c does not match shape of a"), true;
    break;
  default:
    break;
  }

  if (LinalgInterface(op).atomic() && !isConstantZeroOrOne(LinalgInterface(op).beta()))
    error(operandLoc(op, beta), "atomic update requires beta to be constant 0 or 1");
  return true;
}

} // namespace spvkit::frontend
