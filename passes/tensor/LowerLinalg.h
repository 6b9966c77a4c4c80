// `lower-linalg`: rewrites the collective linear-algebra instructions (gemm,
// gemv, ger, axpby, hadamard, sum, cumsum) into tensor IR the conversion
// takes: `parallel` regions with a loop over tasks that the work-items of the
// work-group take in turn (from their `local_id`), and inside them `for`
// loops, subviews, loads, stores, casts, arithmetic and atomics on scalars.
//
// The lowering (LinalgLowering.h) keeps what the conversion used to do in one
// step: arithmetic happens in the compute type, the element type of the
// updated operand (bf16, and f16 on a target without Float16, are computed in
// f32 and rounded once when stored); out := alpha * x + beta * out never reads
// `out` for a constant beta of 0 and selects alpha * x for a dynamic beta of 0
// (NaN and Inf in `out` stay out); `.atomic` updates are atomic stores (beta
// 0) or adds (beta 1) with device scope. gemm, gemv and ger become register
// tiles of MR rows x NB columns with the k loop innermost (LowerGemm.cpp);
// MR is 1 when the kernel has a fixed subgroup size (SIMD GPUs) and a vector
// of rows otherwise (CPU devices vectorize contiguous rows).
//
// It runs after choose-work-group-size: the work-group and subgroup sizes in
// the function's attributes decide the tile shape and the scratch memory of
// a reduction to a scalar.
#pragma once

#include "passes/Pass.h"
#include "passes/tensor/Target.h"

#include <memory>

namespace spvkit::tensor {

/// The pass; it keeps a reference to `target`.
std::unique_ptr<Pass> createLowerLinalgPass(const Target& target);

} // namespace spvkit::tensor
