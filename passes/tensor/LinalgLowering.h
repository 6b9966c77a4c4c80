// LinalgLowering: the building blocks of lower-linalg (LowerLinalg.h),
// private to passes/tensor: memref operands seen as matrices, scalars in the
// compute type, the update out := alpha * x + beta * out, and the spreading
// of tasks over the work-group.
//
// Every memref operand is seen as a matrix view: order 0 is 1 x 1, order 1 is
// n x 1, order 2 is the matrix or, with `.t`, its transpose (the modes are
// swapped, nothing moves).
#pragma once

#include "passes/tensor/Target.h"
#include "passes/tensor/TensorBuilder.h"

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace spvkit::tensor {

/// A memref operand as a rows x cols matrix.
struct MatrixView {
  Value* memref = nullptr;
  /// The memref mode that indexes the rows / the columns; -1: none (size 1).
  int rowMode = -1, colMode = -1;
  Value* rows = nullptr; ///< index (a constant when static)
  Value* cols = nullptr;
  /// Known divisors of rows / cols (the static size, `shape_gcd`, or 1).
  int64_t rowsGcd = 1, colsGcd = 1;
  unsigned order() const;
  /// The memref's indices of element (i, j).
  std::vector<Value*> indices(Value* i, Value* j) const;
};

/// What lower-linalg knows about the kernel it is lowering.
struct KernelFacts {
  const Target* target = nullptr;
  int64_t numWorkItems = 64; ///< work-group x * y
  uint32_t workGroupX = 64, workGroupY = 1;
  bool fixedSubgroupSize = false;
};

class LinalgLowering {
public:
  /// Prepares the lowering of the linalg op `op` (the builder inserts before it).
  LinalgLowering(TensorBuilder& b, Operation* op, const KernelFacts& facts);

  TensorBuilder& b() { return b_; }
  const KernelFacts& facts() const { return facts_; }
  Operation* op() const { return op_; }

  /// The view of memref operand `memref` of the op (transposed when `trans`
  /// and order 2).
  MatrixView view(Value* memref, bool trans = false);
  static MatrixView transposed(MatrixView v);
  /// The rows x cols block of `v` at (i, j), as a view of a subview.
  MatrixView block(const MatrixView& v, Value* i, Value* j, Value* rows, Value* cols);
  /// The one-mode view of row `i` of `v` (along its columns) and of column
  /// `j` (along its rows): a subview computed once, indexed by the loop.
  Value* rowLine(const MatrixView& v, Value* i);
  Value* columnLine(const MatrixView& v, Value* j);
  /// `v` as one mode with element (i, j) at i + j rows, when that is its
  /// layout (static strides 1 and rows, or one mode of stride 1); null
  /// otherwise. Indexing it by a task number skips the div / rem of (i, j).
  Value* contiguous(const MatrixView& v);

  /// The compute type (a tensor type): the updated operand's element type,
  /// f32 for bf16 and for f16 on a target without Float16.
  Type computeType() const { return compute_; }
  /// The element type of the updated operand.
  Type outputElement() const { return outElement_; }

  // --- scalars in the compute type ---------------------------------------------------
  Value* zero() { return b_.constant(compute_, 0.0); }
  Value* add(Value* x, Value* y) { return b_.binary(OpKind::Add, x, y); }
  Value* mul(Value* x, Value* y) { return b_.binary(OpKind::Mul, x, y); }
  /// Element `indices` of `memref`, in the compute type.
  Value* load(Value* memref, std::span<Value* const> indices);
  Value* load(const MatrixView& v, Value* i, Value* j) { return load(v.memref, v.indices(i, j)); }

  /// The update at element `indices` of `memref` (the updated operand or a
  /// view of it): out := alpha * x + beta * out, x in the compute type.
  void update(Value* memref, std::span<Value* const> indices, Value* x);
  /// update() of several elements: every read of the old values before the
  /// first store, so that a device compiler, which cannot tell whether the
  /// stores alias the loads, still has all the loads in flight at once.
  void updateAll(Value* memref, std::span<const std::vector<Value*>> indices,
                 std::span<Value* const> xs);

  // --- work distribution ------------------------------------------------------------
  /// Runs `body(t)` for every task t in [0, count) (nothing when count is
  /// statically 0): task t on the work-item with linear local id t mod the
  /// work-group size, as `parallel { for t = lid, count, size }` (always a
  /// loop, which keeps the uniform loop structure device compilers are
  /// given for these lowerings).
  void forEachTask(Value* count, const std::function<void(Value* t)>& body);
  /// The number of tasks forEachTaskBatch() may give a work-item per trip:
  /// the largest power of two up to `most` by which the work-group size
  /// times it divides the static `count`; 1 when there is none (a dynamic
  /// count, or fewer tasks than work-items).
  int64_t taskBatch(Value* count, int64_t most) const;
  /// forEachTask() with `batch` (from taskBatch()) tasks per work-item and
  /// trip: `body` gets tasks t, t + W, ..., t + (batch - 1) W of one
  /// work-item (W the work-group size), so that it can issue all their
  /// loads before the first use (GPUs run a work-item in order and hide
  /// memory latency only with several loads in flight).
  void forEachTaskBatch(Value* count, int64_t batch,
                        const std::function<void(std::span<Value* const> ts)>& body);

private:
  /// The value of scalar `v` when a constant defines it.
  static std::optional<double> constantOf(Value* v);
  /// The known divisor of mode `mode` of memref value `m`.
  int64_t gcdOf(Value* m, unsigned mode) const;

  TensorBuilder& b_;
  Operation* op_;
  KernelFacts facts_;
  Type compute_, outElement_;
  Value* alpha_ = nullptr;
  Value* beta_ = nullptr;
  std::optional<double> alphaConst_, betaConst_;
  bool atomic_ = false;
};

/// gemm, gemv and ger (LowerGemm.cpp).
void lowerContraction(LinalgLowering& l);

} // namespace spvkit::tensor
