// Type rules of the OpenCL.std extended instructions (spirv.CL.*) whose
// result and operands are all one type: the math and common functions on
// floats, the integer functions on integers (OpenCL.std specification:
// "Result Type must be floating-point or vector(2,3,4,8,16) of floating-point
// values. All of the operands, including the Result Type operand, must be of
// the same type"; spirv-val checks the same). The messages are MLIR 19's ODS
// constraints and SameOperandsAndResultType, in its order: operands, result,
// then one type, so MLIR's expected-error tests reproduce.
//
// Not here: instructions with operands of other types (frexp, ldexp, pown,
// rootn, fract, modf, sincos, remquo, lgamma_r, ilogb, nan, upsample, the
// geometric length / distance, vload / vstore, shuffle, printf, select).
#include "ir/spirv/VerifyUtil.h"

namespace spvkit::spirv::detail {

namespace {

constexpr CLOp kSameFloat[] = {
    CLOp::acos,
    CLOp::acosh,
    CLOp::acospi,
    CLOp::asin,
    CLOp::asinh,
    CLOp::asinpi,
    CLOp::atan,
    CLOp::atan2,
    CLOp::atanh,
    CLOp::atanpi,
    CLOp::atan2pi,
    CLOp::cbrt,
    CLOp::ceil,
    CLOp::copysign,
    CLOp::cos,
    CLOp::cosh,
    CLOp::cospi,
    CLOp::erfc,
    CLOp::erf,
    CLOp::exp,
    CLOp::exp2,
    CLOp::exp10,
    CLOp::expm1,
    CLOp::fabs,
    CLOp::fdim,
    CLOp::floor,
    CLOp::fma,
    CLOp::fmax,
    CLOp::fmin,
    CLOp::fmod,
    CLOp::hypot,
    CLOp::lgamma,
    CLOp::log,
    CLOp::log2,
    CLOp::log10,
    CLOp::log1p,
    CLOp::logb,
    CLOp::mad,
    CLOp::maxmag,
    CLOp::minmag,
    CLOp::nextafter,
    CLOp::pow,
    CLOp::powr,
    CLOp::remainder,
    CLOp::rint,
    CLOp::round,
    CLOp::rsqrt,
    CLOp::sin,
    CLOp::sinh,
    CLOp::sinpi,
    CLOp::sqrt,
    CLOp::tan,
    CLOp::tanh,
    CLOp::tanpi,
    CLOp::tgamma,
    CLOp::trunc,
    CLOp::half_cos,
    CLOp::half_divide,
    CLOp::half_exp,
    CLOp::half_exp2,
    CLOp::half_exp10,
    CLOp::half_log,
    CLOp::half_log2,
    CLOp::half_log10,
    CLOp::half_powr,
    CLOp::half_recip,
    CLOp::half_rsqrt,
    CLOp::half_sin,
    CLOp::half_sqrt,
    CLOp::half_tan,
    CLOp::native_cos,
    CLOp::native_divide,
    CLOp::native_exp,
    CLOp::native_exp2,
    CLOp::native_exp10,
    CLOp::native_log,
    CLOp::native_log2,
    CLOp::native_log10,
    CLOp::native_powr,
    CLOp::native_recip,
    CLOp::native_rsqrt,
    CLOp::native_sin,
    CLOp::native_sqrt,
    CLOp::native_tan,
    CLOp::fclamp,
    CLOp::degrees,
    CLOp::fmax_common,
    CLOp::fmin_common,
    CLOp::mix,
    CLOp::radians,
    CLOp::step,
    CLOp::smoothstep,
    CLOp::sign,
    CLOp::normalize,
    CLOp::fast_normalize,
};

constexpr CLOp kSameInteger[] = {
    CLOp::s_abs,    CLOp::s_abs_diff, CLOp::s_add_sat, CLOp::u_add_sat, CLOp::s_hadd,
    CLOp::u_hadd,   CLOp::s_rhadd,    CLOp::u_rhadd,   CLOp::s_clamp,   CLOp::u_clamp,
    CLOp::clz,      CLOp::ctz,        CLOp::s_mad_hi,  CLOp::u_mad_sat, CLOp::s_mad_sat,
    CLOp::s_max,    CLOp::u_max,      CLOp::s_min,     CLOp::u_min,     CLOp::s_mul_hi,
    CLOp::rotate,   CLOp::s_sub_sat,  CLOp::u_sub_sat, CLOp::popcount,  CLOp::s_mad24,
    CLOp::u_mad24,  CLOp::s_mul24,    CLOp::u_mul24,   CLOp::u_abs,     CLOp::u_abs_diff,
    CLOp::u_mul_hi, CLOp::u_mad_hi,
};

bool accepts(bool isFloat, Type t) {
  if ((!t.isScalar() && !t.isa<VectorType>()) || t.isBool()) return false;
  Type s = elementOf(t);
  if (isFloat) {
    auto f = s.dyn_cast<FloatType>();
    return f && !f.isBFloat();
  }
  return s.isInteger();
}

/// "operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float
/// values of length 2/3/4/8/16, but got 'i32'". `operand` is the operand's
/// index, or -1 for the result: the message's words are built only for a
/// type that fails (every operand of every such op is checked).
bool checkKind(Operation* op, DiagnosticList& d, bool isFloat, Type t, int operand) {
  if (accepts(isFloat, t)) return true;
  const char* n = isFloat ? "16/32/64-bit float" : "8/16/32/64-bit integer";
  return fail(op, d,
              (operand < 0 ? std::string("result #0") : operandStr(unsigned(operand))) +
                  " must be " + n + " or vector of " + n +
                  " values of length 2/3/4/8/16, but got '" + typeStr(t) + "'");
}

template <bool IsFloat>
bool sameType(Operation* op, DiagnosticList& d) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!checkKind(op, d, IsFloat, op->operand(i)->type(), int(i))) return false;
  Type r = op->result()->type();
  if (!checkKind(op, d, IsFloat, r, -1)) return false;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Type t = op->operand(i)->type();
    // Integer operands may differ from the result in signedness only.
    if (IsFloat ? t == r : sameIntegerType(t, r)) continue;
    return fail(op, d, "requires the same type for all operands and results");
  }
  return true;
}

} // namespace

void addOpenCLRules(RuleTable& t) {
  for (CLOp op : kSameFloat) t.add(op, &sameType<true>);
  for (CLOp op : kSameInteger) t.add(op, &sameType<false>);
}

} // namespace spvkit::spirv::detail
