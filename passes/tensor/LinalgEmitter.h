// LinalgEmitter: the building blocks shared by the lowerings of the
// collective linear-algebra instructions (ConvertLinalg.cpp, ConvertGemm.cpp),
// private to passes/tensor.
//
// Every memref operand is seen as a matrix view: order 0 is 1 x 1, order 1 is
// n x 1, order 2 is the matrix or, with `.t`, its transpose (the strides are
// swapped, nothing moves). Arithmetic happens in the compute type, the element
// type of the updated operand, which the reference's promotion rules make the
// widest type of the instruction (f16 x f16 -> f32 accumulates in f32). The
// work of a collective instruction is split into tasks that the work-items
// of the work-group take in turn (task t goes to the work-item with linear id
// t mod the work-group size), so every work-item runs the same uniform loops.
#pragma once

#include "passes/tensor/Converter.h"

#include <functional>
#include <optional>

namespace spvkit::tensor {

/// A memref operand as a rows x cols matrix of its element type.
struct MatrixView {
  Value* base = nullptr; ///< pointer to element (0, 0)
  Type element;          ///< tensor element type
  Value* rows = nullptr; ///< i64
  Value* cols = nullptr; ///< i64
  Value* rowStride = nullptr;
  Value* colStride = nullptr;
  /// The static values of the four above, kDynamic when unknown.
  int64_t staticRows = kDynamic, staticCols = kDynamic;
  int64_t staticRowStride = kDynamic, staticColStride = kDynamic;
  /// Known divisors of rows / cols (the static size, `shape_gcd`, or 1).
  int64_t rowsGcd = 1, colsGcd = 1;
};

class LinalgEmitter {
public:
  LinalgEmitter(Converter& c, Operation* op);

  spirv::KernelBuilder& b() { return c_.kb(); }
  Converter& converter() { return c_; }

  /// The view of memref operand `index` (transposed when `trans` and order 2).
  /// Null base after an unsupported operand (reported).
  MatrixView view(unsigned index, bool trans = false);

  /// The compute type of the instruction (tensor type) and its SPIR-V type.
  Type computeType() const { return compute_; }
  Type spirvComputeType() const { return spirvCompute_; }

  // --- scalars in the compute type ---------------------------------------------------
  /// `v` (a SPIR-V value of tensor type `from`) promoted to the compute type.
  Value* promote(Value* v, Type from);
  Value* zero();
  Value* add(Value* x, Value* y);
  Value* mul(Value* x, Value* y);
  /// The constant value of a scalar operand as a real number, if it is a
  /// `constant` with an imaginary part of 0.
  std::optional<double> constantOf(unsigned operandIndex) const;

  // --- memory ---------------------------------------------------------------------
  /// i64 index arithmetic that skips multiplications by a static 1 and
  /// additions of a static 0.
  Value* offset(Value* i, Value* stride, int64_t staticStride);
  Value* elementPtr(const MatrixView& v, Value* i, Value* j);
  /// Loads element (i, j) of `v` and promotes it to the compute type.
  Value* load(const MatrixView& v, Value* i, Value* j);
  Value* loadPtr(const MatrixView& v, Value* ptr);
  /// The update of the instruction at element (i, j) of `out`:
  /// out := alpha * x + beta * out, where x is in the compute type. beta = 0
  /// (constant) never reads `out`; a dynamic beta reads it but selects
  /// alpha * x when beta is 0, so that NaN or Inf in `out` do not propagate.
  /// With `.atomic`, beta is 0 or 1 (the checker enforces it) and out is
  /// updated by an atomic exchange or add (per part for complex numbers).
  void update(const MatrixView& out, Value* i, Value* j, Value* x);
  /// The same with a precomputed pointer to the element of `out`.
  void updatePtr(const MatrixView& out, Value* ptr, Value* x);

  // --- work distribution ------------------------------------------------------------
  /// Linear local id (i64) and the number of work-items (static).
  Value* linearId();
  int64_t numWorkItems() const;
  /// Runs `body(t)` for every task t in [0, count), task t on work-item
  /// t mod numWorkItems (a uniform loop bound: every work-item loops
  /// ceil(count / n) times minus at most one).
  void forEachTask(Value* count, const std::function<void(Value* t)>& body);
  /// A product of i64 values with static-value folding (kDynamic = unknown).
  Value* mulI64(Value* x, int64_t sx, Value* y, int64_t sy, int64_t* staticOut = nullptr);

private:
  Converter& c_;
  Operation* op_;
  Type compute_;
  Type spirvCompute_;
  Value* alpha_ = nullptr;
  Value* beta_ = nullptr;
  std::optional<double> alphaConst_, betaConst_;
  bool atomic_ = false;
};

} // namespace spvkit::tensor
