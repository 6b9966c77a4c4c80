// Semantic checks of the scalar instructions: arithmetic, comparisons, math,
// cast, constant, builtins, subgroup operations, associated.
#include "frontend/SemaImpl.h"

namespace spvkit::frontend {

using namespace tensor;

namespace {

/// Scalar type of a scalar or the component type of a coopmatrix.
Type scalarOf(Type t) {
  if (auto c = t.dyn_cast<CoopmatrixType>()) return c.componentType();
  return t;
}

bool isIntOrFloat(Type t) {
  return isIntegerType(t) || isFloatingType(t);
}

/// The allowed types of binary arithmetic (reference table).
bool binaryAllows(OpKind k, Type t) {
  switch (k) {
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Mul:
  case OpKind::Div:
    return isNumberType(t);
  case OpKind::Rem:
  case OpKind::Max:
  case OpKind::Min:
    return isIntOrFloat(t);
  case OpKind::Shl:
  case OpKind::Shr:
    return isIntegerType(t);
  case OpKind::AndOp:
  case OpKind::OrOp:
  case OpKind::XorOp:
    return isBoolType(t) || isIntegerType(t);
  default:
    return false;
  }
}

/// Whether `from` may be cast to `to` (scalars; the reference's cast table,
/// shared with the SPIR-V conversion).
bool castAllowed(Type from, Type to) {
  return castKind(from, to) != CastKind::Forbidden;
}

} // namespace

bool Checker::checkScalarOp(Operation* op) {
  const OpKind k = kindOf(op);
  const Type result = op->numResults() ? op->result(0)->type() : Type();
  Context& ctx = ctx_;
  switch (k) {
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
    const Type s = scalarOf(result);
    if (!binaryAllows(k, s)) return notAllowed(op, s), true;
    expectType(op, ArithBinaryInterface::kAOperand, result);
    expectType(op, ArithBinaryInterface::kBOperand, result);
    return true;
  }
  case OpKind::Abs:
  case OpKind::Neg:
  case OpKind::NotOp:
  case OpKind::Conj:
  case OpKind::Im:
  case OpKind::Re: {
    Type in = operandType(op, ArithUnaryInterface::kAOperand);
    if (!in) return true;
    const Type s = scalarOf(in);
    bool allowed = isNumberType(s);
    if (k == OpKind::NotOp) allowed = isBoolType(s) || isIntegerType(s);
    if (k == OpKind::Conj) allowed = isComplexType(s);
    if (!allowed) return notAllowed(op, s), true;
    if (!isNumberType(scalarOf(result)) && !(k == OpKind::NotOp && isBoolType(result)))
      return notAllowed(op, result), true;
    // abs, im and re of complex numbers return the component type.
    Type expected = in;
    if ((k == OpKind::Abs || k == OpKind::Im || k == OpKind::Re) && isComplexType(s)) {
      Type comp = s.cast<ComplexType>().componentType();
      if (auto c = in.dyn_cast<CoopmatrixType>())
        expected = CoopmatrixType::get(comp, c.rows(), c.columns(), c.use());
      else
        expected = comp;
      expectResultType(op, expected);
      return true;
    }
    expectType(op, ArithUnaryInterface::kAOperand, result);
    return true;
  }
  case OpKind::Equal:
  case OpKind::NotEqual:
  case OpKind::GreaterThan:
  case OpKind::GreaterThanEqual:
  case OpKind::LessThan:
  case OpKind::LessThanEqual: {
    Type a = operandType(op, CompareInterface::kAOperand);
    if (!a) return true;
    const bool ordered = k != OpKind::Equal && k != OpKind::NotEqual;
    if (!(ordered ? isIntOrFloat(a) : isNumberType(a))) {
      error(operandLoc(op, CompareInterface::kAOperand),
            "type " + str(a) + " is not allowed for '" + opName(op) + "'");
      return true;
    }
    expectType(op, CompareInterface::kBOperand, a);
    return true;
  }
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
    // The exponentials are also defined on complex numbers.
    const bool exp =
        k == OpKind::Exp || k == OpKind::Exp2 || k == OpKind::NativeExp || k == OpKind::NativeExp2;
    if (!isFloatingType(result) && !(exp && isComplexType(result)))
      return notAllowed(op, result), true;
    expectType(op, MathInterface::kAOperand, result);
    return true;
  }
  case OpKind::Cast: {
    Type in = operandType(op, CastOp::kAOperand);
    if (!in) return true;
    bool ok;
    if (auto dst = result.dyn_cast<CoopmatrixType>()) {
      auto src = in.dyn_cast<CoopmatrixType>();
      ok = src && src.rows() == dst.rows() && src.columns() == dst.columns() &&
           (src.use() == dst.use() || src.use() == MatrixUse::Acc) &&
           castAllowed(src.componentType(), dst.componentType());
    } else {
      ok = !in.isa<CoopmatrixType>() && castAllowed(in, result);
    }
    if (!ok) error(typeLoc(op), "cast from " + str(in) + " to " + str(result) + " is not allowed");
    return true;
  }
  case OpKind::Constant: {
    const Type s = scalarOf(result);
    Attribute v = ConstantOp(op).value();
    const char* kind = v.isa<BoolAttr>()      ? "boolean"
                       : v.isa<IntegerAttr>() ? "integer"
                       : v.isa<FloatAttr>()   ? "floating"
                                              : "complex";
    bool ok = false;
    if (v.isa<BoolAttr>()) ok = isBoolType(s) && !result.isa<CoopmatrixType>();
    if (v.isa<IntegerAttr>()) ok = isIntegerType(s);
    if (v.isa<FloatAttr>()) ok = isFloatingType(s) || isComplexType(s);
    if (v.isa<ArrayAttr>()) ok = isComplexType(s);
    if (!isBoolType(s) && !isNumberType(s)) return notAllowed(op, result), true;
    if (!ok)
      error(source(op).value.isValid() ? source(op).value : nameLoc(op),
            std::string(kind) + " constant is not allowed for type " + str(s));
    return true;
  }
  case OpKind::GroupId:
  case OpKind::NumGroups:
    expectResultType(op, IndexType::get(ctx));
    return true;
  case OpKind::NumSubgroups:
  case OpKind::SubgroupSize:
  case OpKind::SubgroupId:
  case OpKind::SubgroupLinearId:
  case OpKind::SubgroupLocalId:
    expectResultType(op, IntegerType::get(ctx, 32));
    return true;
  case OpKind::SubgroupBroadcast:
    if (!isNumberType(result)) return notAllowed(op, result), true;
    expectType(op, SubgroupBroadcastOp::kValueOperand, result);
    expectType(op, SubgroupBroadcastOp::kLaneOperand, IntegerType::get(ctx, 32));
    return true;
  case OpKind::SubgroupExclusiveScanAdd:
  case OpKind::SubgroupInclusiveScanAdd:
  case OpKind::SubgroupReduceAdd:
    if (!isNumberType(result)) return notAllowed(op, result), true;
    expectType(op, SubgroupInterface::kValueOperand, result);
    return true;
  case OpKind::SubgroupExclusiveScanMax:
  case OpKind::SubgroupExclusiveScanMin:
  case OpKind::SubgroupInclusiveScanMax:
  case OpKind::SubgroupInclusiveScanMin:
  case OpKind::SubgroupReduceMax:
  case OpKind::SubgroupReduceMin:
    if (!isIntOrFloat(result)) return notAllowed(op, result), true;
    expectType(op, SubgroupInterface::kValueOperand, result);
    return true;
  case OpKind::Associated: {
    Type t = operandType(op, AssociatedOp::kMemrefOperand);
    if (t && !t.isa<MemrefType>() && !t.isa<GroupType>())
      typeError(op, AssociatedOp::kMemrefOperand, "memref or group type");
    expectResultType(op, IntegerType::get(ctx, 1));
    return true;
  }
  default:
    return false;
  }
}

} // namespace spvkit::frontend
