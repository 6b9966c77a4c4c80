// Type rules of the GLSL.std.450 ops (spirv.GL.*), from the GLSL.std.450
// specification as spirv-val checks it. Where MLIR 19 has the op, its
// messages are MLIR's (ODS operand constraints, "requires the same type for
// all operands and results", FrexpStruct's and Ldexp's verifiers), so that
// MLIR's expected-error tests reproduce. Where MLIR is laxer than the
// specification (Fma, FClamp, UClamp, SClamp with operands of different
// types), the specification wins (docs/verifier.md).
//
// Most instructions take and return one scalar-or-vector type; those are one
// table (kSameType) of the element kind they accept. The others have a rule
// each.
#include "ir/spirv/VerifyUtil.h"

namespace spvkit::spirv::detail {

namespace {

/// What the element type of a same-type instruction may be.
enum class Elem : uint8_t {
  Float,       // any float (16/32/64-bit)
  Float16or32, // the transcendental functions
  Integer,     // any integer; operands may differ from the result in signedness only
  Int32,       // FindUMsb, FindSMsb: 32-bit integers only
  Int,         // FindILsb: any integer, the result as wide as the operand
};

struct SameTypeRule {
  GLOp op;
  Elem elem;
};

constexpr SameTypeRule kSameType[] = {
    {GLOp::Round, Elem::Float},         {GLOp::RoundEven, Elem::Float},
    {GLOp::Trunc, Elem::Float},         {GLOp::FAbs, Elem::Float},
    {GLOp::SAbs, Elem::Integer},        {GLOp::FSign, Elem::Float},
    {GLOp::SSign, Elem::Integer},       {GLOp::Floor, Elem::Float},
    {GLOp::Ceil, Elem::Float},          {GLOp::Fract, Elem::Float},
    {GLOp::Radians, Elem::Float16or32}, {GLOp::Degrees, Elem::Float16or32},
    {GLOp::Sin, Elem::Float16or32},     {GLOp::Cos, Elem::Float16or32},
    {GLOp::Tan, Elem::Float16or32},     {GLOp::Asin, Elem::Float16or32},
    {GLOp::Acos, Elem::Float16or32},    {GLOp::Atan, Elem::Float16or32},
    {GLOp::Sinh, Elem::Float16or32},    {GLOp::Cosh, Elem::Float16or32},
    {GLOp::Tanh, Elem::Float16or32},    {GLOp::Asinh, Elem::Float16or32},
    {GLOp::Acosh, Elem::Float16or32},   {GLOp::Atanh, Elem::Float16or32},
    {GLOp::Atan2, Elem::Float16or32},   {GLOp::Pow, Elem::Float16or32},
    {GLOp::Exp, Elem::Float16or32},     {GLOp::Log, Elem::Float16or32},
    {GLOp::Exp2, Elem::Float16or32},    {GLOp::Log2, Elem::Float16or32},
    {GLOp::Sqrt, Elem::Float},          {GLOp::InverseSqrt, Elem::Float},
    {GLOp::FMin, Elem::Float},          {GLOp::UMin, Elem::Integer},
    {GLOp::SMin, Elem::Integer},        {GLOp::FMax, Elem::Float},
    {GLOp::UMax, Elem::Integer},        {GLOp::SMax, Elem::Integer},
    {GLOp::FClamp, Elem::Float},        {GLOp::UClamp, Elem::Integer},
    {GLOp::SClamp, Elem::Integer},      {GLOp::Step, Elem::Float},
    {GLOp::SmoothStep, Elem::Float},    {GLOp::Fma, Elem::Float},
    {GLOp::Normalize, Elem::Float},     {GLOp::FaceForward, Elem::Float},
    {GLOp::Reflect, Elem::Float},       {GLOp::FindILsb, Elem::Int},
    {GLOp::FindSMsb, Elem::Int32},      {GLOp::FindUMsb, Elem::Int32},
    {GLOp::NMin, Elem::Float},          {GLOp::NMax, Elem::Float},
    {GLOp::NClamp, Elem::Float},
};

/// MLIR's name of a type constraint ("16/32-bit float").
const char* elemName(Elem e) {
  switch (e) {
  case Elem::Float:
    return "16/32/64-bit float";
  case Elem::Float16or32:
    return "16/32-bit float";
  case Elem::Integer:
  case Elem::Int:
    return "8/16/32/64-bit integer";
  case Elem::Int32:
    return "Int32";
  }
  return "";
}

bool isScalarOrVector(Type t) {
  return t.isScalar() || t.isa<VectorType>();
}

bool elemAccepts(Elem e, Type t) {
  if (!isScalarOrVector(t) || t.isBool()) return false;
  Type s = elementOf(t);
  switch (e) {
  case Elem::Float:
    return s.isFloat();
  case Elem::Float16or32:
    return s.isFloat() && (elementWidth(s) == 16 || elementWidth(s) == 32);
  case Elem::Integer:
  case Elem::Int:
    return s.isInteger() && !s.isBool();
  case Elem::Int32:
    return s.isInteger() && elementWidth(s) == 32;
  }
  return false;
}

/// "operand #0 must be 16/32-bit float or vector of 16/32-bit float values of
/// length 2/3/4/8/16, but got 'i32'" (MLIR's ODS wording). `operand` is the
/// operand's index, or -1 for the result: its name is built only for a type
/// that fails (every operand of these ops is checked).
bool checkElem(Operation* op, DiagnosticList& d, Elem e, Type t, int operand) {
  if (elemAccepts(e, t)) return true;
  std::string n = elemName(e);
  return fail(op, d,
              (operand < 0 ? std::string("result #0") : operandStr(unsigned(operand))) +
                  " must be " + n + " or vector of " + n +
                  " values of length 2/3/4/8/16, but got '" + typeStr(t) + "'");
}

bool checkOperandsElem(Operation* op, DiagnosticList& d, Elem e) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!checkElem(op, d, e, op->operand(i)->type(), int(i))) return false;
  return true;
}

bool sameType(const SameTypeRule& rule, Operation* op, DiagnosticList& d) {
  if (!checkOperandsElem(op, d, rule.elem)) return false;
  Type r = op->result()->type();
  if (!checkElem(op, d, rule.elem, r, -1)) return false;
  bool integer = rule.elem != Elem::Float && rule.elem != Elem::Float16or32;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Type t = op->operand(i)->type();
    // SPIR-V lets integer operands differ from the result in signedness.
    if (integer ? sameIntegerType(t, r) : t == r) continue;
    return fail(op, d, "requires the same type for all operands and results");
  }
  return true;
}

bool sameTypeRule(Operation* op, DiagnosticList& d) {
  for (const SameTypeRule& r : kSameType)
    if (op->opcode() == opcodeOf(r.op)) return sameType(r, op, d);
  return true;
}

// FrexpStruct, ModfStruct: a struct of the operand's type and the exponent
// (32-bit integers, FrexpStruct) or the whole part (the operand's type).
bool splitStruct(Operation* op, DiagnosticList& d) {
  if (!checkOperandsElem(op, d, Elem::Float)) return false;
  Type x = op->operand(0)->type();
  auto st = op->result()->type().dyn_cast<StructType>();
  if (!st || st.numMembers() != 2)
    return fail(op, d, "result type must be a struct type with two memebers");
  if (st.member(0) != x)
    return fail(op, d,
                "member zero of the resulting struct type must be the same type as the "
                "operand");
  Type m1 = st.member(1);
  if (op->opcode() == opcodeOf(GLOp::ModfStruct)) {
    if (m1 != x)
      return fail(op, d,
                  "member one of the resulting struct type must be the same type as the "
                  "operand");
    return true;
  }
  if (!elemAccepts(Elem::Int32, m1))
    return fail(op, d,
                "member one of the resulting struct type must be a scalar or vector of 32 "
                "bit integer type");
  if (!sameShape(m1, x))
    return fail(op, d,
                "member one of the resulting struct type must have the same number of "
                "components as the operand type");
  return true;
}

bool ldexp(Operation* op, DiagnosticList& d) {
  Type x = op->operand(0)->type(), e = op->operand(1)->type();
  if (!checkElem(op, d, Elem::Float, x, 0) || !checkElem(op, d, Elem::Integer, e, 1)) return false;
  if (x.isa<VectorType>() != e.isa<VectorType>())
    return fail(op, d, "operands must both be scalars or vectors");
  if (!sameShape(x, e)) return fail(op, d, "operands must have the same number of elements");
  if (op->result()->type() != x)
    return fail(op, d, "failed to verify that all of {x, y} have same type");
  return true;
}

bool fmix(Operation* op, DiagnosticList& d) {
  if (!checkOperandsElem(op, d, Elem::Float)) return false;
  Type r = op->result()->type();
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (op->operand(i)->type() != r)
      return fail(op, d, "failed to verify that all of {x, y, a, result} have same type");
  return true;
}

/// Length, Distance: float operands of one type, the result their component type.
bool toComponent(Operation* op, DiagnosticList& d) {
  if (!checkOperandsElem(op, d, Elem::Float)) return false;
  Type x = op->operand(0)->type();
  for (unsigned i = 1; i < op->numOperands(); ++i)
    if (!operandEquals(op, d, i, x, "operand #0's type")) return false;
  Type r = op->result()->type();
  if (r != elementOf(x))
    return fail(op, d,
                "result type '" + typeStr(r) + "' must be the component type of the operands ('" +
                    typeStr(elementOf(x)) + "')");
  return true;
}

bool cross(Operation* op, DiagnosticList& d) {
  if (!checkOperandsElem(op, d, Elem::Float)) return false;
  auto v = op->result()->type().dyn_cast<VectorType>();
  if (!v || v.count() != 3)
    return fail(op, d,
                "result type '" + typeStr(op->result()->type()) + "' must be a vector of 3 floats");
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!operandEquals(op, d, i, v)) return false;
  return true;
}

bool refract(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (!checkElem(op, d, Elem::Float, r, -1)) return false;
  if (!operandEquals(op, d, 0, r) || !operandEquals(op, d, 1, r)) return false;
  Type eta = op->operand(2)->type();
  if (!eta.isScalar() || !eta.isFloat())
    return fail(op, d, "operand #2 (eta) type '" + typeStr(eta) + "' must be a float scalar");
  return true;
}

/// Determinant, MatrixInverse: a square float matrix.
bool squareMatrix(Operation* op, DiagnosticList& d) {
  Type x = op->operand(0)->type();
  auto m = x.dyn_cast<MatrixType>();
  if (!m || !m.elementType().isFloat() || m.rows() != m.columns())
    return fail(op, d, "operand type '" + typeStr(x) + "' must be a square matrix of floats");
  Type want = op->opcode() == opcodeOf(GLOp::Determinant) ? m.elementType() : x;
  Type r = op->result()->type();
  if (r != want)
    return fail(op, d, "result type '" + typeStr(r) + "' must be '" + typeStr(want) + "'");
  return true;
}

/// Modf, Frexp: the second part is stored through a pointer.
bool splitPointer(Operation* op, DiagnosticList& d) {
  Type x = op->operand(0)->type();
  if (!checkElem(op, d, Elem::Float, x, 0) || !operandEquals(op, d, 0, op->result()->type()))
    return false;
  auto p = pointerOf(op->operand(1)->type());
  Type pointee = p ? p.pointeeType() : Type();
  bool ok = op->opcode() == opcodeOf(GLOp::Modf)
                ? pointee == x
                : pointee && elemAccepts(Elem::Int32, pointee) && sameShape(pointee, x);
  if (ok) return true;
  return fail(op, d,
              "operand #1 type '" + typeStr(op->operand(1)->type()) + "' must be a pointer to " +
                  (op->opcode() == opcodeOf(GLOp::Modf)
                       ? "the operand type"
                       : "32-bit integers with as many components as the operand"));
}

/// The Pack* / Unpack* conversions: fixed operand and result types.
struct PackRule {
  GLOp op;
  unsigned inCount, inWidth;
  bool inFloat;
  unsigned outCount, outWidth;
  bool outFloat;
};
constexpr PackRule kPack[] = {
    {GLOp::PackSnorm4x8, 4, 32, true, 1, 32, false},
    {GLOp::PackUnorm4x8, 4, 32, true, 1, 32, false},
    {GLOp::PackSnorm2x16, 2, 32, true, 1, 32, false},
    {GLOp::PackUnorm2x16, 2, 32, true, 1, 32, false},
    {GLOp::PackHalf2x16, 2, 32, true, 1, 32, false},
    {GLOp::PackDouble2x32, 2, 32, false, 1, 64, true},
    {GLOp::UnpackSnorm2x16, 1, 32, false, 2, 32, true},
    {GLOp::UnpackUnorm2x16, 1, 32, false, 2, 32, true},
    {GLOp::UnpackHalf2x16, 1, 32, false, 2, 32, true},
    {GLOp::UnpackSnorm4x8, 1, 32, false, 4, 32, true},
    {GLOp::UnpackUnorm4x8, 1, 32, false, 4, 32, true},
    {GLOp::UnpackDouble2x32, 1, 64, true, 2, 32, false},
};

bool hasShape(Type t, unsigned count, unsigned width, bool isFloat) {
  auto v = t.dyn_cast<VectorType>();
  if (count == 1 ? !t.isScalar() : !v || v.count() != count) return false;
  Type s = elementOf(t);
  return !s.isBool() && (isFloat ? s.isFloat() : s.isInteger()) && elementWidth(s) == width;
}

std::string shapeName(unsigned count, unsigned width, bool isFloat) {
  std::string s = std::string(isFloat ? "f" : "i") + std::to_string(width);
  return count == 1 ? s : "vector<" + std::to_string(count) + "x" + s + ">";
}

bool pack(Operation* op, DiagnosticList& d) {
  for (const PackRule& r : kPack) {
    if (op->opcode() != opcodeOf(r.op)) continue;
    Type in = op->operand(0)->type(), out = op->result()->type();
    if (!hasShape(in, r.inCount, r.inWidth, r.inFloat))
      return fail(op, d,
                  "operand type '" + typeStr(in) + "' must be " +
                      shapeName(r.inCount, r.inWidth, r.inFloat));
    if (!hasShape(out, r.outCount, r.outWidth, r.outFloat))
      return fail(op, d,
                  "result type '" + typeStr(out) + "' must be " +
                      shapeName(r.outCount, r.outWidth, r.outFloat));
  }
  return true;
}

/// InterpolateAt*: the interpolant is an Input variable of the result type.
bool interpolate(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (!checkElem(op, d, Elem::Float16or32, r, -1)) return false;
  auto p = pointerOf(op->operand(0)->type());
  if (!p || p.storageClass() != uint32_t(StorageClass::Input) || p.pointeeType() != r)
    return fail(op, d,
                "operand #0 type '" + typeStr(op->operand(0)->type()) +
                    "' must be an Input pointer to the result type");
  if (op->opcode() == opcodeOf(GLOp::InterpolateAtSample) &&
      !hasShape(op->operand(1)->type(), 1, 32, false))
    return fail(op, d, "the sample must be a 32-bit integer scalar");
  if (op->opcode() == opcodeOf(GLOp::InterpolateAtOffset) &&
      !hasShape(op->operand(1)->type(), 2, 32, true))
    return fail(op, d, "the offset must be a vector<2xf32>");
  return true;
}

// IMix: GLSL.std.450 lists it, but spirv-val refuses it ("Extended
// instruction GLSLstd450IMix is not supported"), so it is refused here too
// rather than written.
bool imix(Operation* op, DiagnosticList& d) {
  return fail(op, d, "GLSL.std.450 IMix is not supported (spirv-val rejects it)");
}

} // namespace

void addGLSLRules(RuleTable& t) {
  for (const SameTypeRule& r : kSameType) t.add(r.op, &sameTypeRule);
  t.add({GLOp::FrexpStruct, GLOp::ModfStruct}, &splitStruct);
  t.add(GLOp::Ldexp, &ldexp);
  t.add(GLOp::FMix, &fmix);
  t.add({GLOp::Length, GLOp::Distance}, &toComponent);
  t.add(GLOp::Cross, &cross);
  t.add(GLOp::Refract, &refract);
  t.add({GLOp::Determinant, GLOp::MatrixInverse}, &squareMatrix);
  t.add({GLOp::Modf, GLOp::Frexp}, &splitPointer);
  for (const PackRule& r : kPack) t.add(r.op, &pack);
  t.add({GLOp::InterpolateAtCentroid, GLOp::InterpolateAtSample, GLOp::InterpolateAtOffset},
        &interpolate);
  t.add(GLOp::IMix, &imix);
}

} // namespace spvkit::spirv::detail
