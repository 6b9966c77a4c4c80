// Targets of the tensor-language compiler: a SPIR-V target environment
// (ir/spirv/TargetEnv.h: version, capabilities, extensions, limits) plus what
// the compiler chooses for that device when a function does not say
// (work-group size, subgroup size) and what its choice depends on.
//
// The conversion reads the defaults when a function has no
// `work_group_size` / `subgroup_size` attribute and checks the sizes against
// the limits; the pipeline checks the module's requirements against the
// environment (ir/spirv/Availability.h), naming the op that needs what the
// target lacks. Every TargetEnv preset is a target; `generic` is
// `generic-spv1.2` (an OpenCL 3.0 device without optional features).
#pragma once

#include "ir/spirv/TargetEnv.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::tensor {

struct Target {
  std::string name;
  std::string description;
  spirv::TargetEnv env;
  /// Subgroup size used when a function does not ask for one (0: leave it
  /// to the device; no SubgroupSize execution mode is emitted).
  uint32_t defaultSubgroupSize = 0;
  std::array<uint32_t, 2> defaultWorkGroupSize{64, 1};
  /// Register bytes per work-item the sizing heuristic plans a tile of
  /// accumulators and operands in (WorkGroupSize.h).
  uint32_t registerBudget = 256;
};

/// The target named `name` (`generic` or a TargetEnv preset), if any.
std::optional<Target> findTarget(std::string_view name);
/// Every target name, `generic` first, with a one-line description.
std::vector<std::pair<std::string, std::string>> targetList();

} // namespace spvkit::tensor
