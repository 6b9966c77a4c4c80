// Complex numbers: c32 / c64 are 2-vectors of f32 / f64 (real part first), as
// the calling convention passes them. Addition, subtraction, negation, loads,
// stores, loop-carried values and if results work on the vector directly;
// this file handles what needs the parts: constants, mul, div, conj, re, im,
// abs, equal / not_equal, casts to complex, exp / exp2 and the subgroup
// operations (done per part).
//
// Division uses Smith's algorithm (scaling by the larger part of the divisor)
// and abs uses OpenCL's hypot, so that neither overflows where the result is
// representable.
#include "passes/tensor/Converter.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// Complex, or a coopmatrix of complex (converted entry by entry).
bool isComplexValue(Value* v) {
  Type t = v->type();
  if (auto m = t.dyn_cast<CoopmatrixType>()) t = m.componentType();
  return t.isa<ComplexType>();
}

bool involvesComplex(Operation* op) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (op->operand(i) && isComplexValue(op->operand(i))) return true;
  for (unsigned i = 0; i < op->numResults(); ++i)
    if (isComplexValue(op->result(i))) return true;
  return false;
}

} // namespace

bool Converter::convertComplexOp(Operation* op) {
  if (!involvesComplex(op)) return false;
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  const std::string name(instructionName(k));
  auto part = [&](Value* z, uint32_t i) { return b.compositeExtract(z, {i}); };
  auto make = [&](Type vt, Value* re, Value* im) {
    return b.op(Op::CompositeConstruct, vt, {re, im})->result();
  };
  auto bin = [&](Op o, Value* x, Value* y) { return b.binary(o, x, y); };
  auto result = [&](Value* v) { map(op->result(), v); };

  switch (k) {
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Neg:
  case OpKind::Load:
  case OpKind::Store:
  case OpKind::For:
  case OpKind::If:
  case OpKind::Yield:
  case OpKind::Select:
  case OpKind::AtomicLoad:
  case OpKind::AtomicStore:
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax:
    return false; // on the vector as a whole (atomics: per part), elsewhere
  default:
    break;
  }
  Type rt = op->numResults() ? convertType(op->result()->type()) : Type();

  switch (k) {
  case OpKind::Constant: {
    auto parts = ConstantOp(op).value().dyn_cast<ArrayAttr>();
    if (!rt || !parts || parts.size() != 2) break;
    Type ct = rt.cast<VectorType>().elementType();
    Attribute elems[] = {FloatAttr::get(ct, parts[0].cast<FloatAttr>().value()),
                         FloatAttr::get(ct, parts[1].cast<FloatAttr>().value())};
    result(b.constant(DenseAttr::get(rt, elems), rt));
    return true;
  }
  case OpKind::Mul:
  case OpKind::Div: {
    Value* x = value(ArithBinaryInterface(op).a());
    Value* y = value(ArithBinaryInterface(op).b());
    Value *a = part(x, 0), *bb = part(x, 1), *c = part(y, 0), *d = part(y, 1);
    if (k == OpKind::Mul) {
      // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
      Value* re = bin(Op::FSub, bin(Op::FMul, a, c), bin(Op::FMul, bb, d));
      Value* im = bin(Op::FAdd, bin(Op::FMul, a, d), bin(Op::FMul, bb, c));
      result(make(rt, re, im));
      return true;
    }
    // Smith: with r = d/c, den = c + d r when |c| >= |d| (else r = c/d,
    // den = c r + d); both are computed and the right one selected.
    Type ct = a->type();
    Value* absC = extOp(CLOp::fabs, ct, {c});
    Value* absD = extOp(CLOp::fabs, ct, {d});
    Value* cBig = b.op(Op::FOrdGreaterThanEqual, b.i1(), {absC, absD})->result();
    Value* r1 = bin(Op::FDiv, d, c);
    Value* den1 = bin(Op::FAdd, c, bin(Op::FMul, d, r1));
    Value* re1 = bin(Op::FDiv, bin(Op::FAdd, a, bin(Op::FMul, bb, r1)), den1);
    Value* im1 = bin(Op::FDiv, bin(Op::FSub, bb, bin(Op::FMul, a, r1)), den1);
    Value* r2 = bin(Op::FDiv, c, d);
    Value* den2 = bin(Op::FAdd, bin(Op::FMul, c, r2), d);
    Value* re2 = bin(Op::FDiv, bin(Op::FAdd, bin(Op::FMul, a, r2), bb), den2);
    Value* im2 = bin(Op::FDiv, bin(Op::FSub, bin(Op::FMul, bb, r2), a), den2);
    Value* re = b.op(Op::Select, ct, {cBig, re1, re2})->result();
    Value* im = b.op(Op::Select, ct, {cBig, im1, im2})->result();
    result(make(rt, re, im));
    return true;
  }
  case OpKind::Conj: {
    Value* x = value(ConjOp(op).a());
    Value* im = b.op(Op::FNegate, part(x, 1)->type(), {part(x, 1)})->result();
    result(make(rt, part(x, 0), im));
    return true;
  }
  case OpKind::Re:
  case OpKind::Im:
    result(part(value(ArithUnaryInterface(op).a()), k == OpKind::Re ? 0 : 1));
    return true;
  case OpKind::Abs: {
    Value* x = value(AbsOp(op).a());
    result(extOp(CLOp::hypot, rt, {part(x, 0), part(x, 1)}));
    return true;
  }
  case OpKind::Equal:
  case OpKind::NotEqual: {
    Value* x = value(CompareInterface(op).a());
    Value* y = value(CompareInterface(op).b());
    bool eq = k == OpKind::Equal;
    Op cmp = eq ? Op::FOrdEqual : Op::FUnordNotEqual;
    Value* c0 = b.op(cmp, b.i1(), {part(x, 0), part(y, 0)})->result();
    Value* c1 = b.op(cmp, b.i1(), {part(x, 1), part(y, 1)})->result();
    result(bin(eq ? Op::LogicalAnd : Op::LogicalOr, c0, c1));
    return true;
  }
  case OpKind::Cast: {
    // The reference's table (tensor::castKind): complex to complex converts
    // the 2-vector, a real or integer becomes the real part.
    Value* a = CastOp(op).a();
    Type from = convertType(a->type());
    CastKind kind = castKind(componentOf(a->type()), componentOf(op->result()->type()));
    if (!rt || !from || !rt.isa<VectorType>()) break;
    Value* x = value(a);
    Type ct = rt.cast<VectorType>().elementType();
    if (kind == CastKind::Identity || kind == CastKind::ComplexToComplex) {
      result(from == rt ? x : b.op(Op::FConvert, rt, {x})->result());
      return true;
    }
    Value* re;
    if (kind == CastKind::FloatToComplex)
      re = from == ct ? x : b.op(Op::FConvert, ct, {x})->result();
    else if (kind == CastKind::IntToComplex)
      re = b.op(Op::ConvertSToF, ct, {x})->result();
    else
      break;
    result(make(rt, re, b.constantFloat(ct, 0.0)));
    return true;
  }
  case OpKind::Exp:
  case OpKind::Exp2:
  case OpKind::NativeExp:
  case OpKind::NativeExp2: {
    // e^(a + bi) = e^a (cos b + i sin b); 2^z = e^(z ln 2).
    Value* x = value(MathInterface(op).a());
    Value *a = part(x, 0), *bb = part(x, 1);
    Type ct = a->type();
    bool native = (k == OpKind::NativeExp || k == OpKind::NativeExp2) && ct.isFloat(32);
    if (k == OpKind::Exp2 || k == OpKind::NativeExp2) {
      Value* ln2 = b.constantFloat(ct, 0.69314718055994530942);
      a = bin(Op::FMul, a, ln2);
      bb = bin(Op::FMul, bb, ln2);
    }
    Value* m = extOp(native ? CLOp::native_exp : CLOp::exp, ct, {a});
    Value* cs = extOp(native ? CLOp::native_cos : CLOp::cos, ct, {bb});
    Value* sn = extOp(native ? CLOp::native_sin : CLOp::sin, ct, {bb});
    result(make(rt, bin(Op::FMul, m, cs), bin(Op::FMul, m, sn)));
    return true;
  }
  case OpKind::SubgroupBroadcast: {
    SubgroupBroadcastOp broadcast(op);
    Value* x = value(broadcast.value());
    Value* lane = value(broadcast.lane());
    result(make(rt, b.subgroupBroadcast(part(x, 0), lane), b.subgroupBroadcast(part(x, 1), lane)));
    return true;
  }
  case OpKind::SubgroupReduceAdd:
  case OpKind::SubgroupInclusiveScanAdd:
  case OpKind::SubgroupExclusiveScanAdd: {
    Value* x = value(SubgroupInterface(op).value());
    auto one = [&](Value* v) {
      if (k == OpKind::SubgroupReduceAdd) return b.subgroupReduce(ReduceOp::Add, v);
      return b.subgroupScan(ReduceOp::Add, v, k == OpKind::SubgroupInclusiveScanAdd);
    };
    result(make(rt, one(part(x, 0)), one(part(x, 1))));
    return true;
  }
  default:
    // Collective linear algebra and cooperative matrices: reported by the
    // driver under their own name.
    if (regionKind(k) == RegionKind::Collective || name.starts_with("cooperative_matrix"))
      return false;
    break;
  }
  unsupported(op, name + " on complex numbers");
  if (op->numResults()) result(undef(rt ? rt : b.i32()));
  return true;
}

} // namespace spvkit::tensor
