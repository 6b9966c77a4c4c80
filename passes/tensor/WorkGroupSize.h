// `choose-work-group-size`: picks each kernel's subgroup size and work-group
// size from the target and the kernel's collective instructions, and records
// them in the function's attribute dictionary (`subgroup_size`,
// `work_group_size`), where the later passes and the conversion read them;
// they become the kernel's `SubgroupSize` and `LocalSize` execution modes,
// the launch shape the runtime uses.
//
// The function's own `subgroup_size` / `work_group_size` attributes override
// the choice. The heuristic (docs/language.md, "Work-group and subgroup
// size"), for the largest collective instruction's result of M x N elements:
//   * subgroup size: the target's preferred size (16 on pvc / bmg), or the
//     smallest size it offers that is at least M when M is smaller; none when
//     the target leaves it to the device;
//   * x: subgroups of rows, enough to cover M, at most the target's default
//     x (a multiple of 32, every common subgroup size, when the device
//     chooses the subgroup size);
//   * y: enough columns per work-item to fill half the target's register
//     budget with accumulators, enough work-items to cover N, at most
//     256 / x (or the target's maximum work-group size);
// unknown (dynamic) sizes count as large in x and as 1 in y. Kernels
// without collective instructions keep the target's default.
#pragma once

#include "ir/Operation.h"
#include "passes/Pass.h"
#include "passes/tensor/Target.h"

#include <array>
#include <cstdint>
#include <memory>

namespace spvkit::tensor {

struct KernelSizes {
  std::array<uint32_t, 2> workGroupSize{64, 1};
  /// 0: the device chooses (no SubgroupSize execution mode).
  uint32_t subgroupSize = 0;
};

/// The sizes of the tensor.func `func` on `target` (its attributes first).
KernelSizes chooseKernelSizes(Operation* func, const Target& target);

/// The pass; it keeps a reference to `target`.
std::unique_ptr<Pass> createChooseWorkGroupSizePass(const Target& target);

} // namespace spvkit::tensor
