// lower-linalg: the pass, and axpby, hadamard, sum and cumsum (gemm, gemv and
// ger are in LowerGemm.cpp).
//
// axpby and hadamard take one task per element of the result (neighbouring
// work-items take neighbouring rows); sum into a vector one task per row; sum
// into a scalar a partial sum per work-item, combined through workgroup
// memory by work-item 0; cumsum one task per line along the summation mode,
// summed in order.
//
// In kernels with a fixed subgroup size (SIMD GPUs) axpby, hadamard and sum
// into a vector load a batch of elements / terms before the first use
// (loadBatch): a GPU runs each work-item's instructions in order and keeps
// memory busy only with several loads in flight per work-item, and its
// compiler does not move a load above a store that may alias it. Operands
// that are contiguous matrices are then indexed as one mode, without the
// div / rem of (row, column).
#include "passes/tensor/LowerLinalg.h"

#include "passes/tensor/CoopmatrixLayout.h"
#include "passes/tensor/LinalgLowering.h"

namespace spvkit::tensor {

namespace {

/// How many elements or terms a work-item of a kernel with a fixed subgroup
/// size (a SIMD GPU) loads before it uses the first; 1 elsewhere (PoCL
/// vectorizes across work-items and wants the plain loop).
int64_t loadBatch(LinalgLowering& l) {
  return l.facts().fixedSubgroupSize ? 8 : 1;
}

/// Runs `body` for every element (i, j) of the rows x cols matrix `out`, a
/// batch of elements at a time (forEachTaskBatch): body(is, js) gets the
/// elements' rows and columns, or with `linear` (the operands are
/// contiguous) the element numbers alone in `is`.
void forEachElement(
    LinalgLowering& l, const MatrixView& out, bool linear,
    const std::function<void(std::span<Value* const> is, std::span<Value* const> js)>& body) {
  TensorBuilder& b = l.b();
  Value* count = b.mul(out.rows, out.cols);
  l.forEachTaskBatch(count, l.taskBatch(count, loadBatch(l)), [&](std::span<Value* const> ts) {
    std::vector<Value*> is, js;
    for (Value* t : ts) {
      if (linear) {
        is.push_back(t);
      } else if (TensorBuilder::intConstant(out.cols) == 1) {
        is.push_back(t), js.push_back(b.constIndex(0));
      } else if (TensorBuilder::intConstant(out.rows) == 1) {
        is.push_back(b.constIndex(0)), js.push_back(t);
      } else {
        is.push_back(b.rem(t, out.rows)), js.push_back(b.div(t, out.rows));
      }
    }
    body(is, js);
  });
}

/// The memrefs an element-wise lowering indexes: one-mode views when every
/// operand is contiguous (see LinalgLowering::contiguous) and there is a
/// batch to gain from it, the matrices otherwise.
struct ElementOperands {
  std::vector<MatrixView> views;
  bool linear = false;
  /// Element `u` of the batch (is, js) of operand `k`.
  std::vector<Value*> at(size_t k, std::span<Value* const> is, std::span<Value* const> js,
                         size_t u) const {
    if (linear) return {is[u]};
    return views[k].indices(is[u], js[u]);
  }
};

ElementOperands elementOperands(LinalgLowering& l, std::vector<MatrixView> views) {
  ElementOperands e;
  e.views = std::move(views);
  if (loadBatch(l) == 1) return e;
  std::vector<Value*> lines;
  for (const MatrixView& v : e.views)
    if (Value* c = l.contiguous(v)) lines.push_back(c);
  if (lines.size() != e.views.size()) return e;
  for (size_t k = 0; k < lines.size(); ++k) e.views[k].memref = lines[k];
  e.linear = true;
  return e;
}

void lowerAxpby(LinalgLowering& l) {
  AxpbyOp axpby(l.op());
  ElementOperands e = elementOperands(l, {l.view(axpby.a(), axpby.transA()), l.view(axpby.b())});
  forEachElement(l, e.views[1], e.linear,
                 [&](std::span<Value* const> is, std::span<Value* const> js) {
                   std::vector<std::vector<Value*>> out;
                   std::vector<Value*> xs;
                   for (size_t u = 0; u < is.size(); ++u) {
                     xs.push_back(l.load(e.views[0].memref, e.at(0, is, js, u)));
                     out.push_back(e.at(1, is, js, u));
                   }
                   l.updateAll(e.views[1].memref, out, xs);
                 });
}

void lowerHadamard(LinalgLowering& l) {
  HadamardOp hadamard(l.op());
  ElementOperands e =
      elementOperands(l, {l.view(hadamard.a()), l.view(hadamard.b()), l.view(hadamard.c())});
  forEachElement(l, e.views[2], e.linear,
                 [&](std::span<Value* const> is, std::span<Value* const> js) {
                   std::vector<std::vector<Value*>> out;
                   std::vector<Value*> as, xs;
                   for (size_t u = 0; u < is.size(); ++u)
                     as.push_back(l.load(e.views[0].memref, e.at(0, is, js, u)));
                   for (size_t u = 0; u < is.size(); ++u) {
                     xs.push_back(l.mul(as[u], l.load(e.views[1].memref, e.at(1, is, js, u))));
                     out.push_back(e.at(2, is, js, u));
                   }
                   l.updateAll(e.views[2].memref, out, xs);
                 });
}

void lowerSum(LinalgLowering& l) {
  TensorBuilder& b = l.b();
  SumOp sum(l.op());
  MatrixView A = l.view(sum.a(), sum.transA());
  MatrixView B = l.view(sum.b());
  Value* zero = b.constIndex(0);
  if (B.order() == 1) {
    // b(i) = alpha * sum_j op(A)(i, j) + beta b(i): one task per row.
    l.forEachTask(B.rows, [&](Value* i) {
      Value* row = l.rowLine(A, i);
      Value* init[] = {l.zero()};
      // Terms in batches of `batch` loads, added in order (the result does
      // not depend on the batch).
      auto cols = TensorBuilder::intConstant(A.cols);
      int64_t batch = loadBatch(l);
      while (batch > 1 && (!cols || *cols % batch != 0)) batch /= 2;
      Value* step = batch > 1 ? b.constIndex(batch) : nullptr;
      Value* s = b.forLoop(zero, A.cols, step, init, [&](Value* j, std::span<Value* const> acc) {
        std::vector<Value*> xs;
        for (int64_t u = 0; u < batch; ++u) {
          Value* idx[] = {b.add(j, b.constIndex(u))};
          xs.push_back(l.load(row, idx));
        }
        Value* total = acc[0];
        for (Value* x : xs) total = l.add(total, x);
        return std::vector<Value*>{total};
      })[0];
      l.update(B.memref, B.indices(i, zero), s);
    });
    return;
  }
  // Scalar result: partial sums of work-items (task t is work-item t's),
  // combined by work-item 0 through workgroup memory.
  const int64_t n = l.facts().numWorkItems;
  int64_t shape[] = {n};
  Value* scratch = b.alloca(MemrefType::get(l.computeType(), shape, {}, AddressSpace::Local));
  Value* count = b.constIndex(n);
  l.forEachTask(count, [&](Value* t) {
    Value* init[] = {l.zero()};
    Value* partial = b.forLoop(t, A.rows, count, init, [&](Value* i, std::span<Value* const> acc) {
      return std::vector<Value*>{l.add(acc[0], l.load(A, i, zero))};
    })[0];
    Value* idx[] = {t};
    b.store(partial, scratch, idx);
  });
  b.barrier(/*local=*/true);
  l.forEachTask(b.constIndex(1), [&](Value*) {
    Value* init[] = {l.zero()};
    Value* s = b.forLoop(zero, count, nullptr, init, [&](Value* i, std::span<Value* const> acc) {
      Value* idx[] = {i};
      return std::vector<Value*>{l.add(acc[0], b.load(scratch, idx))};
    })[0];
    l.update(B.memref, {}, s);
  });
  // The scratch memory is reused when the instruction runs again (in a loop).
  b.barrier(/*local=*/true);
}

void lowerCumsum(LinalgLowering& l) {
  TensorBuilder& b = l.b();
  CumsumOp cumsum(l.op());
  Value* A = cumsum.a();
  Value* B = cumsum.b();
  auto at = A->type().cast<MemrefType>();
  const unsigned mode = unsigned(cumsum.mode());
  const unsigned order = at.order();
  // Lines: the product of the other modes' sizes.
  std::vector<Value*> sizes(order);
  Value* lines = b.constIndex(1);
  for (unsigned d = 0; d < order; ++d) {
    sizes[d] = b.size(A, d);
    if (d != mode) lines = b.mul(lines, sizes[d]);
  }
  l.forEachTask(lines, [&](Value* t) {
    // Decode t into the indices of the other modes (first mode fastest).
    Value* rest = t;
    std::vector<Value*> offsets(order, nullptr), lineSizes(order, nullptr);
    for (unsigned d = 0; d < order; ++d) {
      if (d == mode) {
        lineSizes[d] = sizes[d];
        continue;
      }
      if (at.dim(d) == 1) {
        offsets[d] = b.constIndex(0);
        continue;
      }
      offsets[d] = b.rem(rest, sizes[d]);
      rest = b.div(rest, sizes[d]);
    }
    Value* lineA = order == 1 ? A : b.subview(A, offsets, lineSizes);
    Value* lineB = order == 1 ? B : b.subview(B, offsets, lineSizes);
    Value* init[] = {l.zero()};
    b.forLoop(b.constIndex(0), sizes[mode], nullptr, init,
              [&](Value* j, std::span<Value* const> acc) {
                Value* idx[] = {j};
                Value* s = l.add(acc[0], l.load(lineA, idx));
                l.update(lineB, idx, s);
                return std::vector<Value*>{s};
              });
  });
}

/// The work-group size and subgroup facts of `func`, as the conversion will
/// see them (choose-work-group-size recorded them in its attributes).
KernelFacts factsOf(Operation* func, const Target& target) {
  KernelFacts f;
  f.target = &target;
  auto wg = target.defaultWorkGroupSize;
  bool subgroup = target.defaultSubgroupSize != 0;
  if (auto attrs = FuncOp(func).attributes()) {
    if (attrs.get("subgroup_size").dyn_cast<IntegerAttr>()) subgroup = true;
    if (auto a = attrs.get("work_group_size").dyn_cast<ArrayAttr>(); a && a.size() == 2) {
      if (auto x = a[0].dyn_cast<IntegerAttr>()) wg[0] = uint32_t(x.value());
      if (auto y = a[1].dyn_cast<IntegerAttr>()) wg[1] = uint32_t(y.value());
    }
  }
  // A kernel with cooperative matrices gets a fixed subgroup size in the
  // conversion (docs/coopmatrix.md).
  f.fixedSubgroupSize = subgroup || usesCoopmatrix(func);
  f.numWorkItems = int64_t(wg[0]) * wg[1];
  f.workGroupX = wg[0], f.workGroupY = wg[1];
  return f;
}

/// Lowers the linalg ops of one function.
void lowerFunction(TensorBuilder& b, Operation* func, const Target& target) {
  std::vector<Operation*> ops;
  func->walk([&](Operation* op) {
    if (isTensorOp(op) && isLinalg(kindOf(op))) ops.push_back(op);
    return true;
  });
  if (ops.empty()) return;
  const KernelFacts facts = factsOf(func, target);
  for (Operation* op : ops) {
    LinalgLowering l(b, op, facts);
    switch (kindOf(op)) {
    case OpKind::Gemm:
    case OpKind::Gemv:
    case OpKind::Ger:
      lowerContraction(l);
      break;
    case OpKind::Axpby:
      lowerAxpby(l);
      break;
    case OpKind::Hadamard:
      lowerHadamard(l);
      break;
    case OpKind::Sum:
      lowerSum(l);
      break;
    default:
      lowerCumsum(l);
      break;
    }
    op->erase();
  }
}

class LowerLinalgPass : public ModulePass {
public:
  explicit LowerLinalgPass(const Target& target) : target_(target) {}
  std::string_view name() const override { return "lower-linalg"; }
  std::string_view description() const override {
    return "lower gemm, gemv, ger, axpby, hadamard, sum and cumsum to foreach loops over tasks";
  }
  bool runOnModule(Module& module, DiagnosticList&) override {
    TensorBuilder b(module);
    b.reuseConstants(true);
    for (Operation* op : *module.body())
      if (is(op, OpKind::Func)) lowerFunction(b, op, target_);
    return true;
  }

private:
  const Target& target_;
};

} // namespace

std::unique_ptr<Pass> createLowerLinalgPass(const Target& target) {
  return std::make_unique<LowerLinalgPass>(target);
}

} // namespace spvkit::tensor
