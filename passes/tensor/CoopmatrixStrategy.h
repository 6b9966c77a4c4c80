// choose-coopmatrix-strategy: how a function's cooperative matrices are
// lowered, chosen from the target (issue 19's target-chosen strategy; the
// lowering itself is in the conversion, ConvertCoopmatrix*.cpp).
//
//  * `registers` (every target with subgroups, docs/coopmatrix.md): each
//    matrix is its work-item vector, mul_add broadcasts B through the
//    subgroup.
//  * `khr` (a Vulkan target whose device lists the combination,
//    TargetEnv::coopMatrixShapes): OpTypeCooperativeMatrixKHR values,
//    OpCooperativeMatrixLoadKHR / StoreKHR / MulAddKHR, arithmetic on the
//    matrix types. Chosen only when every instruction that touches a
//    cooperative matrix in the function is one the KHR extension has
//    (load / store without bounds checks from a memref with unit first
//    stride, mul_add whose (M, N, K, A, B, C, result) the device lists,
//    scale, add / sub / mul / div, cast between float types of one use,
//    constant, and structured control flow carrying them) and every matrix
//    type occurs in a listed combination; otherwise `registers` for the
//    whole function (the two cannot mix: a value has one representation).
//
// On Vulkan targets the pass records the choice in the attributes of each
// function with cooperative matrices as `coopmatrix_strategy = "khr"` or
// `"registers"` (OpenCL targets have only the register lowering: their IR is
// left alone); chooseCoopmatrixStrategy also says why not.
#pragma once

#include "ir/Operation.h"
#include "passes/Pass.h"
#include "passes/tensor/Target.h"

#include <memory>
#include <string>

namespace spvkit::tensor {

enum class CoopStrategy : uint8_t { Registers, Khr };

struct CoopStrategyChoice {
  CoopStrategy strategy = CoopStrategy::Registers;
  /// For `registers` on a target with native matrices: the first reason.
  std::string reason;
};

/// The strategy for the tensor.func `func` on `target`.
CoopStrategyChoice chooseCoopmatrixStrategy(Operation* func, const Target& target);

/// The strategy recorded on `func` by the pass (Registers when none).
CoopStrategy coopmatrixStrategyOf(Operation* func);

/// The pass; it keeps a reference to `target`.
std::unique_ptr<Pass> createChooseCoopmatrixStrategyPass(const Target& target);

} // namespace spvkit::tensor
