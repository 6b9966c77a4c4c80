// `lower-foreach`: rewrites `foreach` and `foreach_tile` into SPMD loops over
// the work-items / subgroups of the work-group, in tensor IR: a `parallel`
// region (every work-item runs it) holding `for` loops (or an `if` where each
// work-item gets at most one iteration) whose bodies are the foreach's body.
//
// The mapping (docs/cli.md, "SPMD mapping"):
//   * foreach over [from, to) per mode: mode 0 over local id x with step
//     wg.x, mode 1 over local id y with step wg.y, further modes in full on
//     each work-item; one mode uses the linear local id x + y wg.x and step
//     wg.x wg.y. When an upper bound of to - from (constant ends, `to = from
//     + c`, `to = min(a, b)`) is at most the step, the loop becomes an `if`:
//     loop-free work-item code is what device compilers vectorize across the
//     work-group (PoCL's CPU driver above all).
//   * foreach_tile: tiles go to subgroups (tile offsets are uniform in a
//     subgroup): mode 0 over subgroup_id.x with step num_subgroups.x (one
//     mode: the linear subgroup id and the number of subgroups), mode 1 over
//     subgroup_id.y, further modes in full; var = from + k tile, size =
//     min(tile, to - var).
//
// The local ids are `local_id` ops, which exist in lowered IR only. It runs
// after lower-linalg (whose tasks are foreach loops) and reads the work-group
// size that choose-work-group-size recorded.
#pragma once

#include "passes/Pass.h"
#include "passes/tensor/Target.h"

#include <memory>

namespace spvkit::tensor {

/// The pass; it keeps a reference to `target` (the default work-group size).
std::unique_ptr<Pass> createLowerForeachPass(const Target& target);

} // namespace spvkit::tensor
