// lower-linalg: the pass, and axpby, hadamard, sum and cumsum (gemm, gemv and
// ger are in LowerGemm.cpp).
//
// axpby and hadamard take one task per element of the result (neighbouring
// work-items take neighbouring rows); sum into a vector one task per row; sum
// into a scalar a partial sum per work-item, combined through workgroup
// memory by work-item 0; cumsum one task per line along the summation mode,
// summed in order.
#include "passes/tensor/LowerLinalg.h"

#include "passes/tensor/CoopmatrixLayout.h"
#include "passes/tensor/LinalgLowering.h"

namespace spvkit::tensor {

namespace {

/// Runs `body(i, j)` for every element of the rows x cols matrix `out`.
void forEachElement(LinalgLowering& l, const MatrixView& out,
                    const std::function<void(Value* i, Value* j)>& body) {
  TensorBuilder& b = l.b();
  Value* count = b.mul(out.rows, out.cols);
  l.forEachTask(count, [&](Value* t) {
    if (TensorBuilder::intConstant(out.cols) == 1) return body(t, b.constIndex(0));
    if (TensorBuilder::intConstant(out.rows) == 1) return body(b.constIndex(0), t);
    Value* i = b.rem(t, out.rows);
    body(i, b.div(t, out.rows));
  });
}

void lowerAxpby(LinalgLowering& l) {
  AxpbyOp axpby(l.op());
  MatrixView A = l.view(axpby.a(), axpby.transA());
  MatrixView B = l.view(axpby.b());
  forEachElement(l, B,
                 [&](Value* i, Value* j) { l.update(B.memref, B.indices(i, j), l.load(A, i, j)); });
}

void lowerHadamard(LinalgLowering& l) {
  HadamardOp hadamard(l.op());
  MatrixView A = l.view(hadamard.a()), B = l.view(hadamard.b()), C = l.view(hadamard.c());
  forEachElement(l, C, [&](Value* i, Value* j) {
    Value* a = l.load(A, i, j);
    Value* x = l.mul(a, l.load(B, i, j));
    l.update(C.memref, C.indices(i, j), x);
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
      Value* s = b.forLoop(zero, A.cols, nullptr, init, [&](Value* j, std::span<Value* const> acc) {
        Value* idx[] = {j};
        return std::vector<Value*>{l.add(acc[0], l.load(row, idx))};
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
