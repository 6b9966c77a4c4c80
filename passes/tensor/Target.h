// Target descriptions for the tensor-language compiler: what a device accepts
// (SPIR-V version, optional capabilities) and what the compiler chooses for it
// by default (work-group and subgroup size).
//
// The conversion reads the defaults when a function has no
// `work_group_size` / `subgroup_size` attribute; the pipeline checks the
// capabilities a module ends up needing against `allows` and names the first
// instruction that needs a missing one. Presets cover a generic OpenCL 3.0
// device (what the PoCL test device offers) and Intel GPUs. A description of a
// live device belongs to the runtime; this is the compiler's static view.
#pragma once

#include "ir/spirv/Dialect.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::tensor {

struct Target {
  std::string name;
  std::string description;
  /// Highest SPIR-V version the device takes.
  spirv::Version maxVersion = spirv::makeVersion(1, 2);
  /// Subgroup sizes the device offers; empty = unknown (no SubgroupSize mode
  /// is emitted unless the function asks for one).
  std::vector<uint32_t> subgroupSizes;
  /// Subgroup size used when a function does not ask for one (0: leave it to
  /// the device).
  uint32_t defaultSubgroupSize = 0;
  std::array<uint32_t, 2> defaultWorkGroupSize{64, 1};
  uint32_t maxWorkGroupSize = 1024;
  bool fp16 = true;
  bool fp64 = true;
  bool int64Atomics = true;
  bool floatAtomicAdd = false;

  /// Whether a capability outside the Kernel/Addresses/Int64 baseline is
  /// available.
  bool allows(spirv::Capability c) const;
};

/// The presets, `generic` first.
std::span<const Target> targets();
/// The preset named `name`, or null.
const Target* findTarget(std::string_view name);

} // namespace spvkit::tensor
