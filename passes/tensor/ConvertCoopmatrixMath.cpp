// Cooperative-matrix mul_add and row / column reductions, generic lowering
// (layout: CoopmatrixLayout.h). Both need the subgroup size S to divide the
// rows M of the matrices, so lane p holds rows p, p + S, ... of every column.
//
// mul_add D = A B + C: A and C rows are local to a lane; every entry B[k, j]
// is broadcast from the lane that holds it (its lane and entry are known at
// compile time), so each lane computes its rows of D with K N broadcasts and
// (M / S) K N multiply-adds, in the component type of C (A and B are cast to
// it first, as promote(A, B) <= C allows), and casts the result to D's
// component type.
//
// reduce .row is local (a lane holds whole rows); reduce .column sums a
// lane's rows and then reduces over the subgroup (OpGroup*), and lane
// j mod S keeps column j as the 1 x N layout places it.
#include "passes/tensor/Converter.h"
#include "passes/tensor/CoopmatrixLayout.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// OpGroupBroadcast / OpGroup* take 32- and 64-bit scalars everywhere: wider
/// types are used for the transfer of smaller ones (exactly), and a complex
/// value moves per part.
template <class F>
Value* perScalar(KernelBuilder& b, Value* x, F&& f) {
  Type t = x->type();
  if (auto v = t.dyn_cast<VectorType>()) {
    Value* re = perScalar(b, b.compositeExtract(x, {0}), f);
    Value* im = perScalar(b, b.compositeExtract(x, {1}), f);
    return b.op(Op::CompositeConstruct, t, {re, im})->result();
  }
  if (t.isInteger() && t.cast<IntegerType>().width() < 32)
    return b.intCast(f(b.intCast(x, b.i32(), /*isSigned=*/true)), t, /*isSigned=*/true);
  if (t.isFloat(16))
    return b.op(Op::FConvert, t, {f(b.op(Op::FConvert, b.f32(), {x})->result())})->result();
  return f(x);
}

} // namespace

bool Converter::convertCoopmatrixMathOp(Operation* op) {
  const OpKind k = kindOf(op);
  if (k != OpKind::CooperativeMatrixMulAdd && k != OpKind::CooperativeMatrixReduceAdd &&
      k != OpKind::CooperativeMatrixReduceMax && k != OpKind::CooperativeMatrixReduceMin)
    return false;
  KernelBuilder& b = kb_;
  const int64_t sg = *sgSize_;
  const std::string name(instructionName(k));
  CoopmatrixType rt = op->result()->type().cast<CoopmatrixType>();
  Type resultArray = convertType(rt);
  auto fail = [&](const std::string& message) {
    error(op, message);
    map(op->result(), undef(resultArray ? resultArray : b.i32()));
    return true;
  };
  // The first coopmatrix operand: mul_add's a, or the reduced matrix.
  Value* firstOperand = k == OpKind::CooperativeMatrixMulAdd
                            ? CooperativeMatrixMulAddOp(op).a()
                            : CoopMatrixReduceInterface(op).matrix();
  CoopmatrixType first = firstOperand->type().cast<CoopmatrixType>();
  if (first.rows() % sg != 0)
    return fail("rows of " + typeToString(first) + " (" + std::to_string(first.rows()) +
                ") must be a multiple of the subgroup size " + std::to_string(sg) + " for " + name);
  if (!resultArray) {
    unsupported(op, name + " on " + typeToString(rt));
    map(op->result(), undef(b.i32()));
    return true;
  }
  auto entries = [&](Value* tensorValue) {
    CoopmatrixType t = tensorValue->type().cast<CoopmatrixType>();
    Value* array = value(tensorValue);
    std::vector<Value*> e;
    for (int64_t v = 0; v < CoopLayout(t, sg).length(); ++v)
      e.push_back(b.compositeExtract(array, {uint32_t(v)}));
    return e;
  };
  const int64_t blocks = first.rows() / sg; // rows per lane

  if (k == OpKind::CooperativeMatrixMulAdd) {
    CoopmatrixType ta = first;
    CooperativeMatrixMulAddOp mulAdd(op);
    CoopmatrixType tb = mulAdd.b()->type().cast<CoopmatrixType>();
    CoopmatrixType tc = mulAdd.c()->type().cast<CoopmatrixType>();
    Type acc = tc.componentType();
    std::vector<Value*> a = entries(mulAdd.a());
    std::vector<Value*> bm = entries(mulAdd.b());
    std::vector<Value*> c = entries(mulAdd.c());
    for (Value*& e : a) e = coopCast(e, ta.componentType(), acc);
    for (Value*& e : bm) e = coopCast(e, tb.componentType(), acc);
    const CoopLayout lb(tb, sg);
    // One constant per lane for the whole op (all of it is appended to one
    // block): a constant per broadcast was most of the ops cse removed again
    // (flash attention: ~1,100 of ~6,500).
    std::vector<Value*> laneConstants(size_t(sg), nullptr);
    for (int64_t j = 0; j < tb.columns(); ++j)
      for (int64_t kk = 0; kk < tb.rows(); ++kk) {
        // A plain copy: clang 15 cannot capture structured bindings.
        const auto [laneIndex, entry] = lb.locate(kk, j);
        const int64_t lane = laneIndex;
        Value*& laneConstant = laneConstants[size_t(lane)];
        Value* bkj = perScalar(b, bm[size_t(entry)], [&](Value* s) {
          if (!laneConstant) laneConstant = b.constI32(lane);
          return b.subgroupBroadcast(s, laneConstant);
        });
        for (int64_t r = 0; r < blocks; ++r) {
          Value*& d = c[size_t(r + j * blocks)];
          d = coopAdd(coopMul(a[size_t(r + kk * blocks)], bkj, acc), d, acc);
        }
      }
    for (Value*& e : c) e = coopCast(e, acc, rt.componentType());
    map(op->result(), b.op(Op::CompositeConstruct, resultArray, c)->result());
    return true;
  }

  // Reductions.
  Type component = rt.componentType();
  const bool isFloat = !isIntegerType(component);
  if (isComplexType(component) && k != OpKind::CooperativeMatrixReduceAdd)
    return unsupported(op, name + " on " + typeToString(first)),
           map(op->result(), undef(resultArray)), true;
  auto combine = [&](Value* x, Value* y) -> Value* {
    if (k == OpKind::CooperativeMatrixReduceAdd) return coopAdd(x, y, component);
    const bool max = k == OpKind::CooperativeMatrixReduceMax;
    CLOp o = isFloat ? (max ? CLOp::fmax : CLOp::fmin) : (max ? CLOp::s_max : CLOp::s_min);
    return extOp(o, x->type(), {x, y});
  };
  CoopMatrixReduceInterface reduce(op);
  std::vector<Value*> e = entries(reduce.matrix());
  const int64_t cols = first.columns();
  auto rowBlock = [&](int64_t r, int64_t j) { return e[size_t(r + j * blocks)]; };
  std::vector<Value*> out;
  if (reduce.reduceMode() == "row") {
    // M x 1: lane p's entry r is row p + r S, as in the operand.
    for (int64_t r = 0; r < blocks; ++r) {
      Value* s = rowBlock(r, 0);
      for (int64_t j = 1; j < cols; ++j) s = combine(s, rowBlock(r, j));
      out.push_back(s);
    }
  } else {
    const ReduceOp group = k == OpKind::CooperativeMatrixReduceAdd ? ReduceOp::Add
                           : k == OpKind::CooperativeMatrixReduceMax
                               ? (isFloat ? ReduceOp::MaxF : ReduceOp::MaxSI)
                               : (isFloat ? ReduceOp::MinF : ReduceOp::MinSI);
    const CoopLayout lr(rt, sg);
    Type t = convertType(component);
    out.assign(size_t(lr.length()), zeroOf(b, t));
    Value* lane = b.laneId();
    for (int64_t j = 0; j < cols; ++j) {
      Value* s = rowBlock(0, j);
      for (int64_t r = 1; r < blocks; ++r) s = combine(s, rowBlock(r, j));
      s = perScalar(b, s, [&](Value* x) { return b.subgroupReduce(group, x); });
      if (isBf16Type(component)) s = roundBf16(s);
      auto [owner, entry] = lr.locate(0, j);
      Value* mine = b.op(Op::IEqual, b.i1(), {lane, b.constI32(owner)})->result();
      // Before SPIR-V 1.4 a vector select needs a vector condition.
      if (auto vt = t.dyn_cast<VectorType>())
        mine = b.op(Op::CompositeConstruct, VectorType::get(b.i1(), vt.count()), {mine, mine})
                   ->result();
      out[size_t(entry)] = b.op(Op::Select, t, {mine, s, out[size_t(entry)]})->result();
    }
  }
  map(op->result(), b.op(Op::CompositeConstruct, resultArray, out)->result());
  return true;
}

} // namespace spvkit::tensor
