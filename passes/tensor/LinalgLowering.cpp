#include "passes/tensor/LinalgLowering.h"

namespace spvkit::tensor {

// --- views ----------------------------------------------------------------------------

unsigned MatrixView::order() const {
  return memref->type().cast<MemrefType>().order();
}

std::vector<Value*> MatrixView::indices(Value* i, Value* j) const {
  std::vector<Value*> idx(order(), nullptr);
  if (rowMode >= 0) idx[size_t(rowMode)] = i;
  if (colMode >= 0) idx[size_t(colMode)] = j;
  return idx;
}

LinalgLowering::LinalgLowering(TensorBuilder& b, Operation* op, const KernelFacts& facts)
    : b_(b), op_(op), facts_(facts) {
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  LinalgInterface linalg(op);
  outElement_ = linalg.writtenOperand()->type().cast<MemrefType>().elementType();
  compute_ = outElement_;
  if (auto f = compute_.dyn_cast<FloatType>())
    if (f.isBFloat() ||
        (f.width() == 16 && !facts_.target->env.hasCapability(spirv::Capability::Float16)))
      compute_ = FloatType::get(b_.context(), 32);
  alphaConst_ = constantOf(linalg.alpha());
  betaConst_ = constantOf(linalg.beta());
  if (!(alphaConst_ && *alphaConst_ == 1.0)) alpha_ = b_.cast(linalg.alpha(), compute_);
  if (!betaConst_ || (*betaConst_ != 0.0 && *betaConst_ != 1.0))
    beta_ = b_.cast(linalg.beta(), compute_);
  atomic_ = linalg.atomic();
}

std::optional<double> LinalgLowering::constantOf(Value* v) {
  auto def = dyn_cast<ConstantOp>(v->definingOp());
  if (!def) return std::nullopt;
  Attribute a = def.value();
  if (auto i = a.dyn_cast<IntegerAttr>()) return double(i.value());
  if (auto f = a.dyn_cast<FloatAttr>()) return f.value();
  if (auto z = a.dyn_cast<ArrayAttr>(); z && z.size() == 2)
    if (auto re = z[0].dyn_cast<FloatAttr>(), im = z[1].dyn_cast<FloatAttr>();
        re && im && im.value() == 0.0)
      return re.value();
  return std::nullopt;
}

int64_t LinalgLowering::gcdOf(Value* m, unsigned mode) const {
  auto t = m->type().cast<MemrefType>();
  if (t.dim(mode) != kDynamic) return t.dim(mode) ? t.dim(mode) : 1;
  // `shape_gcd` of a function argument, or of the group a member comes from.
  Value* source = m;
  if (auto def = dyn_cast<LoadOp>(m->definingOp()); def && def.source()->type().isa<GroupType>())
    source = def.source();
  Block* block = source->ownerBlock();
  Operation* func = block ? block->parentOp() : nullptr;
  if (!func || !is(func, OpKind::Func)) return 1;
  auto argAttrs = FuncOp(func).argAttrs();
  if (!argAttrs || source->index() >= argAttrs.size()) return 1;
  auto d = argAttrs[source->index()].dyn_cast<DictionaryAttr>();
  auto list = d ? d.get("shape_gcd").dyn_cast<ArrayAttr>() : ArrayAttr();
  if (!list || mode >= list.size()) return 1;
  auto g = list[mode].dyn_cast<IntegerAttr>();
  return g && g.value() > 0 ? g.value() : 1;
}

MatrixView LinalgLowering::view(Value* memref, bool trans) {
  MatrixView v;
  v.memref = memref;
  auto t = v.memref->type().cast<MemrefType>();
  Value* one = b_.constIndex(1);
  v.rows = v.cols = one;
  if (t.order() >= 1) {
    v.rowMode = 0;
    v.rows = b_.size(v.memref, 0);
    v.rowsGcd = gcdOf(v.memref, 0);
  }
  if (t.order() >= 2) {
    v.colMode = 1;
    v.cols = b_.size(v.memref, 1);
    v.colsGcd = gcdOf(v.memref, 1);
    if (trans) v = transposed(v);
  }
  return v;
}

MatrixView LinalgLowering::transposed(MatrixView v) {
  std::swap(v.rowMode, v.colMode);
  std::swap(v.rows, v.cols);
  std::swap(v.rowsGcd, v.colsGcd);
  return v;
}

MatrixView LinalgLowering::block(const MatrixView& v, Value* i, Value* j, Value* rows,
                                 Value* cols) {
  MatrixView r = v;
  r.memref = b_.subview(v.memref, v.indices(i, j), v.indices(rows, cols));
  r.rows = rows, r.cols = cols;
  auto gcd = [](Value* n) { return TensorBuilder::intConstant(n).value_or(1); };
  r.rowsGcd = gcd(rows), r.colsGcd = gcd(cols);
  return r;
}

namespace {

/// The one-mode subview of `v` along `alongMode` (size `extent`) at `at` in
/// `fixedMode`; a missing fixed mode needs no view, a missing mode along
/// which to go leaves the fixed mode of size 1.
Value* line(TensorBuilder& b, const MatrixView& v, int fixedMode, Value* at, int alongMode,
            Value* extent) {
  const unsigned order = v.order();
  if (fixedMode < 0) return v.memref;
  std::vector<Value*> offsets(order, nullptr), sizes(order, nullptr);
  offsets[size_t(fixedMode)] = at;
  if (alongMode >= 0)
    sizes[size_t(alongMode)] = extent;
  else
    sizes[size_t(fixedMode)] = b.constIndex(1);
  return b.subview(v.memref, offsets, sizes);
}

} // namespace

Value* LinalgLowering::rowLine(const MatrixView& v, Value* i) {
  return line(b_, v, v.rowMode, i, v.colMode, v.cols);
}

Value* LinalgLowering::columnLine(const MatrixView& v, Value* j) {
  return line(b_, v, v.colMode, j, v.rowMode, v.rows);
}

Value* LinalgLowering::contiguous(const MatrixView& v) {
  auto t = v.memref->type().cast<MemrefType>();
  if (t.order() == 1) return t.stride(0) == 1 ? v.memref : nullptr;
  if (t.order() != 2 || v.rowMode != 0) return nullptr; // transposed: rows are strided
  if (t.stride(0) != 1 || t.dim(0) == kDynamic || t.stride(1) != t.dim(0)) return nullptr;
  return b_.fuse(v.memref, 0, 1);
}

// --- scalars and the update --------------------------------------------------------------

Value* LinalgLowering::load(Value* memref, std::span<Value* const> indices) {
  return b_.cast(b_.load(memref, indices), compute_);
}

void LinalgLowering::update(Value* memref, std::span<Value* const> indices, Value* x) {
  Value* ax = alpha_ ? mul(alpha_, x) : x;
  if (atomic_) {
    // beta is the constant 0 or 1 (checked by the frontend): a store or an add.
    b_.atomic(betaConst_ && *betaConst_ == 0.0 ? OpKind::AtomicStore : OpKind::AtomicAdd,
              b_.cast(ax, outElement_), memref, indices);
    return;
  }
  Value* result = ax;
  if (!betaConst_ || *betaConst_ != 0.0) {
    Value* old = load(memref, indices);
    Value* bo = beta_ ? mul(beta_, old) : old;
    result = add(ax, bo);
    // beta = 0 at run time: out is not part of the result (NaN stays out).
    if (!betaConst_) result = b_.select(b_.compare(OpKind::Equal, beta_, zero()), ax, result);
  }
  b_.store(b_.cast(result, outElement_), memref, indices);
}

void LinalgLowering::updateAll(Value* memref, std::span<const std::vector<Value*>> indices,
                               std::span<Value* const> xs) {
  if (atomic_ || (betaConst_ && *betaConst_ == 0.0)) {
    for (size_t u = 0; u < xs.size(); ++u) update(memref, indices[u], xs[u]);
    return;
  }
  std::vector<Value*> old(xs.size());
  for (size_t u = 0; u < xs.size(); ++u) old[u] = load(memref, indices[u]);
  for (size_t u = 0; u < xs.size(); ++u) {
    Value* ax = alpha_ ? mul(alpha_, xs[u]) : xs[u];
    Value* result = add(ax, beta_ ? mul(beta_, old[u]) : old[u]);
    // beta = 0 at run time: out is not part of the result (NaN stays out).
    if (!betaConst_) result = b_.select(b_.compare(OpKind::Equal, beta_, zero()), ax, result);
    b_.store(b_.cast(result, outElement_), memref, indices[u]);
  }
}

// --- work distribution ----------------------------------------------------------------

void LinalgLowering::forEachTask(Value* count, const std::function<void(Value* t)>& body) {
  if (TensorBuilder::intConstant(count) == 0) return;
  b_.parallel([&] {
    Value* lid = b_.linearLocalId(facts_.workGroupX, facts_.workGroupY);
    b_.forLoop(lid, count, b_.constIndex(facts_.numWorkItems), {},
               [&](Value* t, std::span<Value* const>) {
                 body(t);
                 return std::vector<Value*>{};
               });
  });
}

int64_t LinalgLowering::taskBatch(Value* count, int64_t most) const {
  auto n = TensorBuilder::intConstant(count);
  int64_t batch = 1;
  while (n && batch * 2 <= most && *n % (facts_.numWorkItems * batch * 2) == 0) batch *= 2;
  return batch;
}

void LinalgLowering::forEachTaskBatch(Value* count, int64_t batch,
                                      const std::function<void(std::span<Value* const>)>& body) {
  if (TensorBuilder::intConstant(count) == 0) return;
  b_.parallel([&] {
    Value* lid = b_.linearLocalId(facts_.workGroupX, facts_.workGroupY);
    b_.forLoop(lid, count, b_.constIndex(facts_.numWorkItems * batch), {},
               [&](Value* t, std::span<Value* const>) {
                 std::vector<Value*> ts;
                 for (int64_t u = 0; u < batch; ++u)
                   ts.push_back(b_.add(t, b_.constIndex(u * facts_.numWorkItems)));
                 body(ts);
                 return std::vector<Value*>{};
               });
  });
}

} // namespace spvkit::tensor
