// Type rules of the arithmetic, bit, relational and logical ops. Integer
// operands must match the result in width and shape but may differ in
// signedness (SPIR-V allows it, and the binary reader keeps what it reads);
// float operands must match exactly.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

/// MLIR 19 checks operand #0's type first (its ODS constraint): when that
/// operand is of the wrong kind too, its words lead the message.
std::string operandKindFirst(Operation* op, bool integer) {
  Type a = op->numOperands() ? op->operand(0)->type() : Type();
  if (!a || (integer ? isIntLike(a) && !isBoolLike(a) : isFloatLike(a))) return {};
  const char* n = integer ? "8/16/32/64-bit integer" : "16/32/64-bit float";
  return operandStr(0) + " must be " + n + " or vector of " + n +
         " values of length 2/3/4/8/16 or Cooperative Matrix of " + n + " values, but got '" +
         typeStr(a) + "' (";
}

bool requireIntResult(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (isIntLike(r) && isScalarVectorOrMatrix(r)) return true;
  std::string lead = operandKindFirst(op, true);
  return fail(op, d,
              lead + "result type '" + typeStr(r) +
                  "' must be an integer scalar, vector or cooperative matrix" +
                  (lead.empty() ? "" : ")"));
}

bool requireFloatResult(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (isFloatLike(r) && isScalarVectorOrMatrix(r)) return true;
  std::string lead = operandKindFirst(op, false);
  return fail(op, d,
              lead + "result type '" + typeStr(r) +
                  "' must be a float scalar, vector or cooperative matrix" +
                  (lead.empty() ? "" : ")"));
}

bool requireBoolResultLike(Operation* op, DiagnosticList& d, Type operand) {
  Type r = op->result()->type();
  if (isBoolLike(r) && (r.isScalar() || r.isa<VectorType>()) && sameShape(r, operand)) return true;
  return fail(op, d,
              "result type '" + typeStr(r) +
                  "' must be bool or a vector of bool with as many "
                  "components as operand type '" +
                  typeStr(operand) + "'");
}

bool operandMatchesInt(Operation* op, DiagnosticList& d, unsigned i, Type want) {
  Type t = op->operand(i)->type();
  if (sameIntegerType(t, want)) return true;
  return fail(op, d,
              operandStr(i) + " type '" + typeStr(t) + "' does not match result type '" +
                  typeStr(want) + "'");
}

/// Operand #i has the result's type (integers: up to signedness). MLIR 19's
/// SameOperandsAndResultType words after spvkit's; like MLIR, the first
/// mismatch only.
bool sameTypeAsResult(Operation* op, DiagnosticList& d, unsigned i, bool integer) {
  Type t = op->operand(i)->type(), r = op->result()->type();
  if (integer ? sameIntegerType(t, r) : t == r) return true;
  return fail(op, d,
              operandStr(i) + " type '" + typeStr(t) + "' does not match result type '" +
                  typeStr(r) + "' (requires the same type for all operands and results)");
}

// Integer ops whose operands all have the result's type (up to signedness).
bool intSameAsResult(Operation* op, DiagnosticList& d) {
  if (!requireIntResult(op, d)) return false;
  bool ok = true;
  Type r = op->result()->type();
  // An operand of exactly the result's type matches (the result is an
  // integer scalar, vector or matrix): the common case, without the shape
  // and width comparison.
  for (unsigned i = 0; i < op->numOperands() && ok; ++i)
    ok = op->operand(i)->type() == r || sameTypeAsResult(op, d, i, true);
  return ok;
}

bool floatSameAsResult(Operation* op, DiagnosticList& d) {
  if (!requireFloatResult(op, d)) return false;
  bool ok = true;
  for (unsigned i = 0; i < op->numOperands() && ok; ++i) ok = sameTypeAsResult(op, d, i, false);
  return ok;
}

// IAddCarry, ISubBorrow, UMulExtended, SMulExtended: struct { T, T }.
bool extendedArith(Operation* op, DiagnosticList& d) {
  auto st = op->result()->type().dyn_cast<StructType>();
  Type a = op->operand(0)->type();
  // MLIR's two messages, then the types.
  if (!st || st.numMembers() != 2)
    return fail(op, d,
                "expected result struct type containing two members (result type '" +
                    typeStr(op->result()->type()) + "')");
  if (st.member(0) != st.member(1) || !sameIntegerType(st.member(0), a) ||
      !(a.isScalar() || a.isa<VectorType>()))
    return fail(op, d,
                "expected all operand types and struct member types are the same (result type '" +
                    typeStr(op->result()->type()) + "', operand type '" + typeStr(a) + "')");
  return operandMatchesInt(op, d, 1, a);
}

bool vectorTimesScalar(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (!r.isa<VectorType>() || !isFloatLike(r))
    return fail(op, d, "result type '" + typeStr(r) + "' must be a vector of float");
  // MLIR 19's messages.
  if (op->operand(0)->type() != r)
    return fail(op, d,
                "vector operand and result type mismatch ('" + typeStr(op->operand(0)->type()) +
                    "' vs '" + typeStr(r) + "')");
  if (op->operand(1)->type() != elementOf(r))
    return fail(op, d,
                "scalar operand and result element type match (operand #1 type '" +
                    typeStr(op->operand(1)->type()) + "', result component type '" +
                    typeStr(elementOf(r)) + "')");
  return true;
}

bool dot(Operation* op, DiagnosticList& d) {
  Type a = DotOp(op).vector1()->type();
  if (!a.isa<VectorType>() || !isFloatLike(a))
    return fail(op, d,
                operandStr(0) + " must be vector of 16/32/64-bit float values of length " +
                    "2/3/4/8/16, but got '" + typeStr(a) + "'");
  bool ok = operandEquals(op, d, 1, a, "operand #0 type");
  if (op->result()->type() != elementOf(a))
    ok = fail(op, d,
              "failed to verify that all of {vector1, result} have same element type (result "
              "type '" +
                  typeStr(op->result()->type()) + "', component type '" + typeStr(elementOf(a)) +
                  "')");
  return ok;
}

/// Operand #i has the result's integer type (up to signedness), in MLIR 19's
/// words for its AllTypesMatch constraint over `names` ("{base, result}").
bool allTypesMatch(Operation* op, DiagnosticList& d, unsigned i, const char* names) {
  Type t = op->operand(i)->type(), r = op->result()->type();
  if (sameIntegerType(t, r)) return true;
  return fail(op, d,
              std::string("failed to verify that all of {") + names + "} have same type (" +
                  operandStr(i) + " type '" + typeStr(t) + "' does not match result type '" +
                  typeStr(r) + "')");
}

bool shift(Operation* op, DiagnosticList& d) {
  if (!requireIntResult(op, d)) return false;
  Type r = op->result()->type();
  bool ok = allTypesMatch(op, d, 0, "operand1, result");
  Type s = op->operand(1)->type();
  if (!isIntLike(s) || !sameShape(s, r))
    ok = fail(op, d,
              "shift amount type '" + typeStr(s) +
                  "' must be an integer with as many components as the result");
  return ok;
}

bool bitCount(Operation* op, DiagnosticList& d) {
  if (!requireIntResult(op, d)) return false;
  Type a = BitCountOp(op).base()->type();
  if (!isIntLike(a) || !sameShape(a, op->result()->type()))
    return fail(op, d,
                operandStr(0) + " type '" + typeStr(a) +
                    "' must be an integer with as many components as the result");
  return true;
}

bool scalarIntOperand(Operation* op, DiagnosticList& d, unsigned i, const char* what) {
  Type t = op->operand(i)->type();
  if (t.isInteger()) return true;
  return fail(op, d, std::string(what) + " type '" + typeStr(t) + "' must be a scalar integer");
}

bool bitFieldInsert(Operation* op, DiagnosticList& d) {
  if (!requireIntResult(op, d)) return false;
  bool ok = allTypesMatch(op, d, 0, "base, insert, result");
  ok = ok && allTypesMatch(op, d, 1, "base, insert, result");
  ok = scalarIntOperand(op, d, 2, "offset") && ok;
  return scalarIntOperand(op, d, 3, "count") && ok;
}

bool bitFieldExtract(Operation* op, DiagnosticList& d) {
  if (!requireIntResult(op, d)) return false;
  bool ok = allTypesMatch(op, d, 0, "base, result");
  ok = scalarIntOperand(op, d, 1, "offset") && ok;
  return scalarIntOperand(op, d, 2, "count") && ok;
}

bool intCompare(Operation* op, DiagnosticList& d) {
  Type a = op->operand(0)->type(), b = op->operand(1)->type();
  if (!isIntLike(a) || !(a.isScalar() || a.isa<VectorType>()))
    return fail(op, d,
                operandStr(0) + " type '" + typeStr(a) + "' must be an integer scalar or vector");
  bool ok = true;
  // Both operands of one type (the usual case) match: `a` is an integer
  // scalar or vector.
  if (a != b && !sameIntegerType(a, b))
    ok = fail(op, d,
              operandStr(1) + " type '" + typeStr(b) + "' does not match operand #0 type '" +
                  typeStr(a) + "'");
  return requireBoolResultLike(op, d, a) && ok;
}

bool floatCompare(Operation* op, DiagnosticList& d) {
  Type a = op->operand(0)->type();
  if (!isFloatLike(a) || !(a.isScalar() || a.isa<VectorType>()))
    return fail(op, d,
                operandStr(0) + " type '" + typeStr(a) + "' must be a float scalar or vector");
  bool ok = true;
  if (op->numOperands() > 1) ok = operandEquals(op, d, 1, a, "operand #0 type");
  return requireBoolResultLike(op, d, a) && ok;
}

bool logical(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  // MLIR 19 checks the operands' kind first (its ODS words).
  std::string lead;
  for (unsigned i = 0; i < op->numOperands() && lead.empty(); ++i)
    if (Type t = op->operand(i)->type(); !isBoolLike(t))
      lead = operandStr(i) +
             " must be bool or vector of bool values of length 2/3/4/8/16, but got '" + typeStr(t) +
             "'";
  if (!isBoolLike(r) || !(r.isScalar() || r.isa<VectorType>()))
    return fail(op, d,
                (lead.empty() ? "" : lead + " (") + "result type '" + typeStr(r) +
                    "' must be bool or a vector of bool" + (lead.empty() ? "" : ")"));
  if (!lead.empty()) return fail(op, d, lead);
  bool ok = true;
  for (unsigned i = 0; i < op->numOperands(); ++i) ok = operandEquals(op, d, i, r) && ok;
  return ok;
}

bool anyAll(Operation* op, DiagnosticList& d) {
  auto any = dyn_cast<AnyOp>(op);
  Type a = (any ? any.vector() : AllOp(op).vector())->type();
  bool ok = true;
  if (!a.isa<VectorType>() || !isBoolLike(a))
    ok = fail(op, d, operandStr(0) + " type '" + typeStr(a) + "' must be a vector of bool");
  if (!op->result()->type().isBool())
    ok = fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be bool");
  return ok;
}

bool select(Operation* op, DiagnosticList& d) {
  Type c = SelectOp(op).condition()->type(), r = op->result()->type();
  // MLIR 19's order and messages: the values first, then the condition.
  Type t = op->operand(1)->type(), f = op->operand(2)->type();
  if (t != r || f != r)
    return fail(op, d,
                "failed to verify that all of {true_value, false_value, result} have same type ('" +
                    typeStr(t) + "', '" + typeStr(f) + "', '" + typeStr(r) + "')");
  if (!isBoolLike(c) || c.isa<CooperativeMatrixType>())
    return fail(op, d, "condition type '" + typeStr(c) + "' must be bool or a vector of bool");
  if (auto cv = c.dyn_cast<VectorType>()) {
    if (!r.isa<VectorType>())
      return fail(op, d,
                  "result expected to be of vector type when condition is of vector type ('" +
                      typeStr(c) + "', '" + typeStr(r) + "')");
    if (!sameShape(c, r))
      return fail(op, d,
                  "result should have the same number of elements as the condition when "
                  "condition is of vector type ('" +
                      typeStr(c) + "', '" + typeStr(r) + "')");
  }
  return true;
}

/// bf16 is no operand of float arithmetic: SPV_KHR_bfloat16 allows it in
/// conversions, dot products and cooperative matrices only, and the writer
/// has no encoding for it. MLIR 19's ODS words.
bool floatNotBFloat16(Operation* op, DiagnosticList& d) {
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Type t = op->operand(i)->type();
    auto f = elementOf(t).dyn_cast<FloatType>();
    if (f && f.isBFloat())
      return fail(op, d,
                  operandStr(i) +
                      " must be 16/32/64-bit float or vector of 16/32/64-bit float values of "
                      "length 2/3/4/8/16, but got '" +
                      typeStr(t) + "'");
  }
  return true;
}

} // namespace

void addArithmeticRules(RuleTable& t) {
  t.add({Op::IAdd, Op::ISub, Op::IMul, Op::SDiv, Op::UDiv, Op::SRem, Op::SMod, Op::UMod,
         Op::SNegate, Op::BitwiseAnd, Op::BitwiseOr, Op::BitwiseXor, Op::Not, Op::BitReverse},
        &intSameAsResult);
  t.add({Op::FAdd, Op::FSub, Op::FMul, Op::FDiv, Op::FRem, Op::FMod, Op::FNegate},
        &floatSameAsResult);
  t.add({Op::FAdd, Op::FSub, Op::FMul, Op::FDiv, Op::FRem, Op::FMod, Op::FNegate},
        &floatNotBFloat16);
  t.add({Op::IAddCarry, Op::ISubBorrow, Op::UMulExtended, Op::SMulExtended}, &extendedArith);
  t.add(Op::VectorTimesScalar, &vectorTimesScalar);
  t.add(Op::Dot, &dot);
  t.add({Op::ShiftLeftLogical, Op::ShiftRightLogical, Op::ShiftRightArithmetic}, &shift);
  t.add(Op::BitCount, &bitCount);
  t.add(Op::BitFieldInsert, &bitFieldInsert);
  t.add({Op::BitFieldSExtract, Op::BitFieldUExtract}, &bitFieldExtract);
  t.add({Op::IEqual, Op::INotEqual, Op::UGreaterThan, Op::SGreaterThan, Op::UGreaterThanEqual,
         Op::SGreaterThanEqual, Op::ULessThan, Op::SLessThan, Op::ULessThanEqual,
         Op::SLessThanEqual},
        &intCompare);
  t.add({Op::FOrdEqual, Op::FUnordEqual, Op::FOrdNotEqual, Op::FUnordNotEqual, Op::FOrdLessThan,
         Op::FUnordLessThan, Op::FOrdGreaterThan, Op::FUnordGreaterThan, Op::FOrdLessThanEqual,
         Op::FUnordLessThanEqual, Op::FOrdGreaterThanEqual, Op::FUnordGreaterThanEqual, Op::Ordered,
         Op::Unordered, Op::IsNan, Op::IsInf, Op::IsFinite, Op::IsNormal, Op::SignBitSet},
        &floatCompare);
  t.add({Op::LogicalEqual, Op::LogicalNotEqual, Op::LogicalOr, Op::LogicalAnd, Op::LogicalNot},
        &logical);
  t.add({Op::Any, Op::All}, &anyAll);
  t.add(Op::Select, &select);
}

} // namespace spvkit::spirv::detail
