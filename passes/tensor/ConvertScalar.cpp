// Scalar instructions: constant, binary and unary arithmetic, comparisons,
// cast, math (OpenCL.std) and the built-ins.
//
// The tensor language's integers are signless but its operations are signed
// (shr is arithmetic, div/rem/min/max/comparisons/casts treat the operands as
// two's-complement signed values), so the signed SPIR-V instructions are used
// throughout. `not_equal` on floats is unordered (true when either operand is
// NaN), as `!=` is in C; the other float comparisons are ordered.
#include "passes/tensor/Converter.h"

#include <iterator>

namespace spvkit::tensor {

using namespace spirv;

namespace {

enum class Cls { Bool, Int, Float, Other };

Cls classify(Type t) {
  if (!t) return Cls::Other;
  if (t.isBool()) return Cls::Bool;
  if (t.isInteger()) return Cls::Int;
  if (t.isFloat()) return Cls::Float;
  // Complex numbers (2-vectors): add, sub and neg work on both parts at once.
  if (auto v = t.dyn_cast<VectorType>(); v && v.elementType().isFloat()) return Cls::Float;
  return Cls::Other;
}

} // namespace

bool Converter::convertScalarOp(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  Type resultType = op->numResults() ? convertType(op->result()->type()) : Type();
  auto result = [&](Value* v) { map(op->result(), v); };
  auto bad = [&](const std::string& what) {
    unsupported(op, std::string(instructionName(k)) + " " + what);
    if (op->numResults()) result(undef(resultType ? resultType : b.i32()));
    return true;
  };
  // Every scalar instruction with results needs a convertible result type.
  auto needType = [&]() {
    if (resultType) return true;
    bad("on " + typeToString(op->result()->type()));
    return false;
  };

  switch (k) {
  // --- constant ------------------------------------------------------------------------
  case OpKind::Constant: {
    if (!needType()) return true;
    Attribute v = ConstantOp(op).value();
    if (resultType.isBool()) {
      auto bv = v.dyn_cast<BoolAttr>();
      result(b.constantBool(bv && bv.value()));
    } else if (resultType.isInteger()) {
      result(b.constantInt(resultType, v.cast<IntegerAttr>().value()));
    } else if (auto f = v.dyn_cast<FloatAttr>()) {
      result(b.constantFloat(resultType, f.value()));
    } else if (auto i = v.dyn_cast<IntegerAttr>()) {
      result(b.constantFloat(resultType, double(i.value())));
    } else {
      return bad("with this value");
    }
    return true;
  }

  // --- select (made by lower-linalg) ------------------------------------------------------
  case OpKind::Select: {
    if (!needType()) return true;
    SelectOp select(op);
    Value* cond = value(select.condition());
    // OpSelect before SPIR-V 1.4 wants one condition per component of a
    // vector (a complex number).
    if (auto vt = resultType.dyn_cast<VectorType>())
      cond =
          b.op(Op::CompositeConstruct, VectorType::get(b.i1(), vt.count()), {cond, cond})->result();
    result(b.op(Op::Select, resultType, {cond, value(select.ifTrue()), value(select.ifFalse())})
               ->result());
    return true;
  }

  // --- binary arithmetic -----------------------------------------------------------------
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Mul:
  case OpKind::Div:
  case OpKind::Rem:
  case OpKind::Max:
  case OpKind::Min:
  case OpKind::Shl:
  case OpKind::Shr:
  case OpKind::AndOp:
  case OpKind::OrOp:
  case OpKind::XorOp: {
    if (!needType()) return true;
    Value* x = value(ArithBinaryInterface(op).a());
    Value* y = value(ArithBinaryInterface(op).b());
    Cls c = classify(resultType);
    if (x->type() != resultType || y->type() != resultType) return bad("with mixed operand types");
    auto bin = [&](Op o) { result(b.binary(o, x, y)); };
    auto cl = [&](CLOp o) { result(clCall(o, resultType, {x, y})); };
    switch (k) {
    case OpKind::Add:
      if (c == Cls::Int) return bin(Op::IAdd), true;
      if (c == Cls::Float) return bin(Op::FAdd), true;
      break;
    case OpKind::Sub:
      if (c == Cls::Int) return bin(Op::ISub), true;
      if (c == Cls::Float) return bin(Op::FSub), true;
      break;
    case OpKind::Mul:
      if (c == Cls::Int) return bin(Op::IMul), true;
      if (c == Cls::Float) return bin(Op::FMul), true;
      break;
    case OpKind::Div:
      if (c == Cls::Int) return bin(Op::SDiv), true;
      if (c == Cls::Float) return bin(Op::FDiv), true;
      break;
    case OpKind::Rem:
      // C's % and fmod: the sign of the dividend.
      if (c == Cls::Int) return bin(Op::SRem), true;
      if (c == Cls::Float) return result(b.fmod(x, y)), true;
      break;
    case OpKind::Max:
      if (c == Cls::Int) return cl(CLOp::s_max), true;
      if (c == Cls::Float) return cl(CLOp::fmax), true;
      break;
    case OpKind::Min:
      if (c == Cls::Int) return cl(CLOp::s_min), true;
      if (c == Cls::Float) return cl(CLOp::fmin), true;
      break;
    case OpKind::Shl:
      if (c == Cls::Int) return bin(Op::ShiftLeftLogical), true;
      break;
    case OpKind::Shr:
      if (c == Cls::Int) return bin(Op::ShiftRightArithmetic), true;
      break;
    case OpKind::AndOp:
      if (c == Cls::Int) return bin(Op::BitwiseAnd), true;
      if (c == Cls::Bool) return bin(Op::LogicalAnd), true;
      break;
    case OpKind::OrOp:
      if (c == Cls::Int) return bin(Op::BitwiseOr), true;
      if (c == Cls::Bool) return bin(Op::LogicalOr), true;
      break;
    case OpKind::XorOp:
      if (c == Cls::Int) return bin(Op::BitwiseXor), true;
      if (c == Cls::Bool) return bin(Op::LogicalNotEqual), true;
      break;
    default:
      break;
    }
    return bad("on " + typeToString(op->result()->type()));
  }

  // --- unary arithmetic ------------------------------------------------------------------
  case OpKind::Abs:
  case OpKind::Neg:
  case OpKind::NotOp: {
    if (!needType()) return true;
    Value* a = ArithUnaryInterface(op).a();
    Value* x = value(a);
    Cls c = classify(x->type());
    if (x->type() != resultType) return bad("on " + typeToString(a->type()));
    if (k == OpKind::Abs && c == Cls::Int) return result(extOp(CLOp::s_abs, resultType, {x})), true;
    if (k == OpKind::Abs && c == Cls::Float)
      return result(clCall(CLOp::fabs, resultType, {x})), true;
    if (k == OpKind::Neg && c == Cls::Int)
      return result(b.op(Op::SNegate, resultType, {x})->result()), true;
    if (k == OpKind::Neg && c == Cls::Float)
      return result(b.op(Op::FNegate, resultType, {x})->result()), true;
    if (k == OpKind::NotOp && c == Cls::Int)
      return result(b.op(Op::Not, resultType, {x})->result()), true;
    // x != true rather than OpLogicalNot, which Intel's GPU compiler (ocloc,
    // IGC 1.0.1x) rejects without a message.
    if (k == OpKind::NotOp && c == Cls::Bool)
      return result(b.op(Op::LogicalNotEqual, resultType, {x, b.constantBool(true)})->result()),
             true;
    return bad("on " + typeToString(a->type()));
  }
  case OpKind::Conj:
  case OpKind::Im:
  case OpKind::Re:
    return bad("(complex numbers)");

  // --- comparisons -----------------------------------------------------------------------
  case OpKind::Equal:
  case OpKind::NotEqual:
  case OpKind::GreaterThan:
  case OpKind::GreaterThanEqual:
  case OpKind::LessThan:
  case OpKind::LessThanEqual: {
    CompareInterface compare(op);
    Type operandType = convertType(compare.a()->type());
    if (!operandType) {
      unsupported(op, std::string(instructionName(k)) + " on " + typeToString(compare.a()->type()));
      result(undef(b.i1()));
      return true;
    }
    Value* x = value(compare.a());
    Value* y = value(compare.b());
    Cls c = classify(operandType);
    static constexpr Op intOps[] = {Op::IEqual,       Op::INotEqual,
                                    Op::SGreaterThan, Op::SGreaterThanEqual,
                                    Op::SLessThan,    Op::SLessThanEqual};
    static constexpr Op floatOps[] = {Op::FOrdEqual,       Op::FUnordNotEqual,
                                      Op::FOrdGreaterThan, Op::FOrdGreaterThanEqual,
                                      Op::FOrdLessThan,    Op::FOrdLessThanEqual};
    unsigned i = unsigned(k) - unsigned(OpKind::Equal);
    Op o;
    if (c == Cls::Int)
      o = intOps[i];
    else if (c == Cls::Float)
      o = floatOps[i];
    else if (c == Cls::Bool && i < 2)
      o = i == 0 ? Op::LogicalEqual : Op::LogicalNotEqual;
    else
      return bad("on " + typeToString(compare.a()->type())), true;
    result(b.op(o, b.i1(), {x, y})->result());
    return true;
  }

  // --- cast ----------------------------------------------------------------------------
  case OpKind::Cast: {
    // The reference's table (tensor::castKind); complex results are
    // ConvertComplex.cpp's.
    Value* a = CastOp(op).a();
    Type from = convertType(a->type());
    CastKind kind = castKind(componentOf(a->type()), componentOf(op->result()->type()));
    if (!from || !resultType || kind == CastKind::Forbidden)
      return bad("from " + typeToString(a->type()) + " to " + typeToString(op->result()->type()));
    Value* x = value(a);
    // bf16 is computed in f32: a cast between bf16 and f32 is the identity
    // here (the driver rounds a bf16 result).
    if (from == resultType) return result(x), true;
    static constexpr Op ops[] = {Op::Nop,      Op::Nop,         Op::SConvert,
                                 Op::FConvert, Op::ConvertSToF, Op::ConvertFToS};
    if (kind == CastKind::IntToInt) return result(intTo(x, resultType)), true;
    if (size_t(kind) >= std::size(ops) || ops[size_t(kind)] == Op::Nop)
      return bad("from " + typeToString(a->type()) + " to " + typeToString(op->result()->type()));
    result(b.op(ops[size_t(kind)], resultType, {x})->result());
    return true;
  }

  // --- math ------------------------------------------------------------------------------
  case OpKind::Cos:
  case OpKind::Sin:
  case OpKind::Exp:
  case OpKind::Exp2:
  case OpKind::Log:
  case OpKind::Log2:
  case OpKind::NativeCos:
  case OpKind::NativeSin:
  case OpKind::NativeExp:
  case OpKind::NativeExp2:
  case OpKind::NativeLog:
  case OpKind::NativeLog2: {
    if (!needType()) return true;
    if (classify(resultType) != Cls::Float) return bad("on " + typeToString(op->result()->type()));
    static constexpr CLOp ops[] = {CLOp::cos,         CLOp::sin,        CLOp::exp,
                                   CLOp::exp2,        CLOp::log,        CLOp::log2,
                                   CLOp::native_cos,  CLOp::native_sin, CLOp::native_exp,
                                   CLOp::native_exp2, CLOp::native_log, CLOp::native_log2};
    CLOp o = ops[unsigned(k) - unsigned(OpKind::Cos)];
    // OpenCL's native_* functions exist for f32 only: other widths use the
    // precise function (the native accuracy is implementation-defined).
    if (!resultType.isFloat(32) && unsigned(k) >= unsigned(OpKind::NativeCos))
      o = ops[unsigned(k) - unsigned(OpKind::NativeCos)];
    result(clCall(o, resultType, {value(MathInterface(op).a())}));
    return true;
  }

  // --- built-ins -------------------------------------------------------------------------
  case OpKind::GroupId:
  case OpKind::NumGroups:
  case OpKind::NumSubgroups:
  case OpKind::SubgroupSize:
  case OpKind::SubgroupId:
  case OpKind::SubgroupLinearId:
  case OpKind::SubgroupLocalId: {
    if (!needType()) return true;
    unsigned dim = 0;
    if (std::string_view d = BuiltinInterface(op).dim(); !d.empty())
      dim = d == "y" ? 1 : d == "z" ? 2 : 0;
    Dimension D = Dimension(dim);
    Value* v = nullptr;
    // The work-group is wg.x x wg.y; subgroups tile the first mode, so there
    // are wg.x / subgroup size subgroups in x and wg.y in y (the reference's
    // 2-D model). OpenCL numbers subgroups along the linear local id, which
    // gives subgroup_id.x = id % num_x and subgroup_id.y = id / num_x.
    auto sgSize = [&]() -> Value* {
      if (sgSize_) return b.constI32(*sgSize_);
      return b.subgroupSize();
    };
    auto numX = [&]() -> Value* { return b.binary(Op::SDiv, b.constI32(wgSize_[0]), sgSize()); };
    switch (k) {
    case OpKind::GroupId:
      v = b.blockId(D);
      break;
    case OpKind::NumGroups:
      v = b.gridDim(D);
      break;
    case OpKind::NumSubgroups:
      v = dim == 0 ? numX() : b.constI32(dim == 1 ? wgSize_[1] : 1);
      break;
    case OpKind::SubgroupSize:
      v = sgSize();
      break;
    case OpKind::SubgroupId:
      if (dim == 2)
        v = b.constI32(0);
      else if (wgSize_[1] == 1)
        v = dim == 0 ? b.subgroupId() : b.constI32(0);
      else
        v = b.binary(dim == 0 ? Op::SRem : Op::SDiv, b.subgroupId(), numX());
      break;
    case OpKind::SubgroupLinearId:
      v = b.subgroupId();
      break;
    default:
      v = b.laneId();
      break;
    }
    if (!resultType.isInteger() || resultType.isBool()) return bad("with this result type");
    result(intTo(v, resultType));
    return true;
  }
  default:
    return false;
  }
}

Value* Converter::extOp(CLOp o, Type type, std::vector<Value*> args) {
  if (kb_.isVulkan()) {
    static constexpr std::pair<CLOp, MathFn> fns[] = {
        {CLOp::s_abs, MathFn::SAbs}, {CLOp::fabs, MathFn::FAbs},
        {CLOp::s_min, MathFn::SMin}, {CLOp::s_max, MathFn::SMax},
        {CLOp::fmin, MathFn::FMin},  {CLOp::fmax, MathFn::FMax},
        {CLOp::cos, MathFn::Cos},    {CLOp::native_cos, MathFn::Cos},
        {CLOp::sin, MathFn::Sin},    {CLOp::native_sin, MathFn::Sin},
        {CLOp::exp, MathFn::Exp},    {CLOp::native_exp, MathFn::Exp},
        {CLOp::exp2, MathFn::Exp2},  {CLOp::native_exp2, MathFn::Exp2},
        {CLOp::log, MathFn::Log},    {CLOp::native_log, MathFn::Log},
        {CLOp::log2, MathFn::Log2},  {CLOp::native_log2, MathFn::Log2},
        {CLOp::hypot, MathFn::Hypot}};
    for (auto [cl, fn] : fns)
      if (cl == o) return kb_.math(fn, type, args);
    kb_.error("OpenCL.std " + std::string(clOpInfo(o)->name) +
              " is not supported on the Vulkan targets");
    return undef(type);
  }
  return (args.size() == 1 ? kb_.clOp(o, type, {args[0]}) : kb_.clOp(o, type, {args[0], args[1]}))
      ->result();
}

Value* Converter::clCall(CLOp o, Type type, std::vector<Value*> args) {
  auto call = [&](Type t) { return extOp(o, t, args); };
  if (!type.isFloat(16) || target().env.features.fp16Math) return call(type);
  // No half-precision math library (TargetEnv features.fp16Math): compute in
  // f32, exact for fabs / fmin / fmax, rounded once for the functions.
  for (Value*& a : args) a = widen(a, kb_.f32());
  return narrow(call(kb_.f32()), type);
}

Type Converter::groupOpType(Type t) {
  if (t.isInteger() && t.cast<IntegerType>().width() < 32) return kb_.i32();
  if (t.isFloat(16) && !target().env.features.fp16Math) return kb_.f32();
  return t;
}

Value* Converter::widen(Value* v, Type to) {
  return to.isFloat() ? kb_.op(Op::FConvert, to, {v})->result() : intTo(v, to);
}

Value* Converter::narrow(Value* v, Type to) {
  return to.isFloat() ? kb_.op(Op::FConvert, to, {v})->result() : intTo(v, to);
}

} // namespace spvkit::tensor
