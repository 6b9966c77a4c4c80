#include "passes/tensor/LinalgEmitter.h"

namespace spvkit::tensor {

using namespace spirv;

LinalgEmitter::LinalgEmitter(Converter& c, Operation* op) : c_(c), op_(op) {
  // Operands: alpha, A, [B,] beta, out -- the updated memref is the last one.
  const unsigned n = op->numOperands();
  auto out = op->operand(n - 1)->type().cast<MemrefType>();
  compute_ = out.elementType();
  spirvCompute_ = c_.convertType(compute_);
  alpha_ = promote(c_.value(op->operand(0)), op->operand(0)->type());
  beta_ = promote(c_.value(op->operand(n - 2)), op->operand(n - 2)->type());
  alphaConst_ = constantOf(0);
  betaConst_ = constantOf(n - 2);
  atomic_ = op->hasAttr("atomic");
}

std::optional<double> LinalgEmitter::constantOf(unsigned operandIndex) const {
  Operation* def = op_->operand(operandIndex)->definingOp();
  if (!is(def, OpKind::Constant)) return std::nullopt;
  Attribute a = def->attr("value");
  if (auto i = a.dyn_cast<IntegerAttr>()) return double(i.value());
  if (auto f = a.dyn_cast<FloatAttr>()) return f.value();
  if (auto z = a.dyn_cast<ArrayAttr>(); z && z.size() == 2)
    if (auto re = z[0].dyn_cast<FloatAttr>(), im = z[1].dyn_cast<FloatAttr>();
        re && im && im.value() == 0.0)
      return re.value();
  return std::nullopt;
}

// --- views --------------------------------------------------------------------------

MatrixView LinalgEmitter::view(unsigned index, bool trans) {
  MatrixView v;
  MemrefDesc* d = c_.memref(op_->operand(index));
  if (!d) {
    c_.unsupported(op_, std::string(instructionName(kindOf(op_))) + " on this operand");
    return v;
  }
  MemrefType t = d->type;
  v.base = d->base;
  v.element = t.elementType();
  Value* one = c_.constI64(1);
  auto gcdOf = [&](unsigned mode) -> int64_t {
    if (t.dim(mode) != kDynamic) return t.dim(mode) ? t.dim(mode) : 1;
    return mode < d->shapeGcd.size() && d->shapeGcd[mode] > 0 ? d->shapeGcd[mode] : 1;
  };
  switch (t.order()) {
  case 0:
    v.rows = v.cols = one;
    v.staticRows = v.staticCols = 1;
    v.rowStride = v.colStride = one;
    v.staticRowStride = v.staticColStride = 1;
    break;
  case 1:
    v.rowsGcd = gcdOf(0);
    v.rows = d->shape[0], v.staticRows = t.dim(0);
    v.rowStride = d->strides[0], v.staticRowStride = t.stride(0);
    v.cols = one, v.staticCols = 1;
    v.colStride = one, v.staticColStride = 1;
    break;
  default:
    v.rowsGcd = gcdOf(0), v.colsGcd = gcdOf(1);
    v.rows = d->shape[0], v.staticRows = t.dim(0);
    v.cols = d->shape[1], v.staticCols = t.dim(1);
    v.rowStride = d->strides[0], v.staticRowStride = t.stride(0);
    v.colStride = d->strides[1], v.staticColStride = t.stride(1);
    if (trans) {
      std::swap(v.rowsGcd, v.colsGcd);
      std::swap(v.rows, v.cols), std::swap(v.staticRows, v.staticCols);
      std::swap(v.rowStride, v.colStride), std::swap(v.staticRowStride, v.staticColStride);
    }
    break;
  }
  return v;
}

// --- scalars ------------------------------------------------------------------------

Value* LinalgEmitter::promote(Value* v, Type from) {
  KernelBuilder& kb = b();
  Type to = spirvCompute_;
  Type f = c_.convertType(from);
  if (!to || !f || f == to) return v;
  auto toVec = to.dyn_cast<VectorType>();
  Type toScalar = toVec ? toVec.elementType() : to;
  if (auto fv = f.dyn_cast<VectorType>()) // complex -> wider complex
    return kb.op(Op::FConvert, to, {v})->result();
  Value* s = v;
  if (f.isInteger() && toScalar.isInteger())
    s = c_.intTo(v, toScalar);
  else if (f.isInteger())
    s = kb.op(Op::ConvertSToF, toScalar, {v})->result();
  else if (f != toScalar)
    s = kb.op(Op::FConvert, toScalar, {v})->result();
  if (!toVec) return s;
  return kb.op(Op::CompositeConstruct, to, {s, kb.constantFloat(toScalar, 0.0)})->result();
}

Value* LinalgEmitter::zero() {
  KernelBuilder& kb = b();
  Type t = spirvCompute_;
  if (auto vt = t.dyn_cast<VectorType>()) {
    Value* z = kb.constantFloat(vt.elementType(), 0.0);
    return kb.op(Op::CompositeConstruct, t, {z, z})->result();
  }
  return t.isInteger() ? kb.constantInt(t, 0) : kb.constantFloat(t, 0.0);
}

Value* LinalgEmitter::add(Value* x, Value* y) {
  return b().binary(spirvCompute_.isInteger() ? Op::IAdd : Op::FAdd, x, y);
}

Value* LinalgEmitter::mul(Value* x, Value* y) {
  KernelBuilder& kb = b();
  if (spirvCompute_.isInteger()) return kb.binary(Op::IMul, x, y);
  if (!spirvCompute_.isa<VectorType>()) return kb.binary(Op::FMul, x, y);
  // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
  Value *a = kb.compositeExtract(x, {0}), *bb = kb.compositeExtract(x, {1});
  Value *cc = kb.compositeExtract(y, {0}), *d = kb.compositeExtract(y, {1});
  Value* re = kb.binary(Op::FSub, kb.binary(Op::FMul, a, cc), kb.binary(Op::FMul, bb, d));
  Value* im = kb.binary(Op::FAdd, kb.binary(Op::FMul, a, d), kb.binary(Op::FMul, bb, cc));
  return kb.op(Op::CompositeConstruct, spirvCompute_, {re, im})->result();
}

// --- memory -------------------------------------------------------------------------

Value* LinalgEmitter::mulI64(Value* x, int64_t sx, Value* y, int64_t sy, int64_t* staticOut) {
  int64_t s = sx != kDynamic && sy != kDynamic ? sx * sy : kDynamic;
  if (staticOut) *staticOut = s;
  if (s != kDynamic) return c_.constI64(s);
  if (sx == 1) return y;
  if (sy == 1) return x;
  return b().binary(Op::IMul, x, y);
}

Value* LinalgEmitter::offset(Value* i, Value* stride, int64_t staticStride) {
  if (staticStride == 0) return nullptr;
  return staticStride == 1 ? i : b().binary(Op::IMul, i, stride);
}

Value* LinalgEmitter::elementPtr(const MatrixView& v, Value* i, Value* j) {
  Value* oi = v.staticRows == 1 ? nullptr : offset(i, v.rowStride, v.staticRowStride);
  Value* oj = v.staticCols == 1 ? nullptr : offset(j, v.colStride, v.staticColStride);
  Value* off = oi && oj ? b().binary(Op::IAdd, oi, oj) : oi ? oi : oj;
  return off ? b().elementPtr(v.base, off) : v.base;
}

Value* LinalgEmitter::loadPtr(const MatrixView& v, Value* ptr) {
  Type st = c_.storageType(v.element);
  return promote(c_.loadElement(ptr, v.element, uint32_t(st.byteAlignment().value_or(1))),
                 v.element);
}

Value* LinalgEmitter::load(const MatrixView& v, Value* i, Value* j) {
  return loadPtr(v, elementPtr(v, i, j));
}

void LinalgEmitter::update(const MatrixView& out, Value* i, Value* j, Value* x) {
  updatePtr(out, elementPtr(out, i, j), x);
}

void LinalgEmitter::updatePtr(const MatrixView& out, Value* ptr, Value* x) {
  KernelBuilder& kb = b();
  Value* ax = alphaConst_ && *alphaConst_ == 1.0 ? x : mul(alpha_, x);
  Type st = c_.storageType(out.element);
  const uint32_t align = uint32_t(st.byteAlignment().value_or(1));
  if (atomic_) {
    // beta is the constant 0 or 1 (checked by the frontend): an exchange or
    // an add (Converter::atomicAccess: per part for complex numbers, a
    // compare-exchange loop for floats on targets without float atomics).
    auto space = c_.memref(op_->operand(op_->numOperands() - 1))->type.addressSpace();
    if (!(betaConst_ && *betaConst_ == 0.0)) {
      c_.atomicAccess(op_, ptr, space, spirvCompute_, ax);
      return;
    }
    if (auto vt = spirvCompute_.dyn_cast<VectorType>()) {
      auto pt = ptr->type().cast<PointerType>();
      Value* re = kb.op(Op::Bitcast, PointerType::get(vt.elementType(), pt.storageClass()), {ptr})
                      ->result();
      kb.atomic(AtomicOp::Exchange, re, kb.compositeExtract(ax, {0}), Scope::Device);
      kb.atomic(AtomicOp::Exchange, kb.elementPtr(re, c_.constI64(1)), kb.compositeExtract(ax, {1}),
                Scope::Device);
      return;
    }
    kb.atomic(AtomicOp::Exchange, ptr, ax, Scope::Device);
    return;
  }
  Value* result = ax;
  if (!betaConst_ || *betaConst_ != 0.0) {
    Value* old = loadPtr(out, ptr);
    Value* bo = betaConst_ && *betaConst_ == 1.0 ? old : mul(beta_, old);
    result = add(ax, bo);
    if (!betaConst_) {
      // beta = 0 at run time: C is not part of the result (NaN stays out).
      Value* isZero =
          spirvCompute_.isInteger() ? kb.op(Op::IEqual, kb.i1(), {beta_, zero()})->result()
          : spirvCompute_.isa<VectorType>()
              ? kb.op(Op::All, kb.i1(),
                      {kb.op(Op::FOrdEqual, VectorType::get(kb.i1(), 2), {beta_, zero()})
                           ->result()})
                    ->result()
              : kb.op(Op::FOrdEqual, kb.i1(), {beta_, zero()})->result();
      if (spirvCompute_.isa<VectorType>()) // OpSelect wants a condition per component
        isZero =
            kb.op(Op::CompositeConstruct, VectorType::get(kb.i1(), 2), {isZero, isZero})->result();
      result = kb.op(Op::Select, spirvCompute_, {isZero, ax, result})->result();
    }
  }
  c_.storeElement(ptr, c_.roundToType(result, out.element), out.element, align);
}

// --- work distribution ----------------------------------------------------------------

Value* LinalgEmitter::linearId() {
  return c_.linearLocalId();
}

int64_t LinalgEmitter::numWorkItems() const {
  auto wg = c_.workGroupSize();
  return int64_t(wg[0]) * wg[1];
}

void LinalgEmitter::forEachTask(Value* count, const std::function<void(Value* t)>& body) {
  KernelBuilder& kb = b();
  kb.forLoop(linearId(), count, c_.constI64(numWorkItems()), body);
}

} // namespace spvkit::tensor
