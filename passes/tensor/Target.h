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
// `generic-spv1.2` (an OpenCL 3.0 device without optional features: the
// strict profile, which refuses a program needing more).
//
// `auto`, the default when no target is named, is the inferring profile: a
// program may use every optional feature the OpenCL conversion knows (fp64,
// 64-bit integer atomics, a required subgroup size, Intel subgroup shuffles),
// the binary declares the minimal version / capabilities / extensions the
// program needs (every target's binary does: the spirv-requirements pass
// infers them), and the device that loads it must support them. Where a
// program can be compiled without an optional feature (float atomics through
// a compare-exchange loop, f16 arithmetic in f32, no block IO) `auto` does
// so, and it keeps to SPIR-V 1.2, which every SPIR-V capable OpenCL device
// reads.
//
// The Vulkan targets (`vulkan`, `lavapipe`, `hopper`; env.isVulkan()) compile
// the same program for Vulkan compute (docs/vulkan.md): only the conversion's
// storage classes, argument passing and built-ins, and the cooperative-matrix
// strategy, depend on the family.
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

  /// Whether the device takes a required subgroup size: OpenCL through the
  /// SubgroupSize execution mode (SubgroupDispatch), Vulkan always (the
  /// runtime asks for it when it creates the pipeline).
  bool canRequireSubgroupSize() const {
    return env.isVulkan() || env.hasCapability(spirv::Capability::SubgroupDispatch);
  }
};

/// Fills in the compiler's choices for a live Vulkan device whose
/// environment `t.env` is (runtime/vulkan/VulkanTarget.h): a GPU (not
/// `cpu`) with a single subgroup size gets that size fixed, as the `hopper`
/// preset does, so that the lowerings take their SIMD-GPU form (coalesced
/// rows, batched loads) and the register budget of such a GPU; otherwise the
/// subgroup size stays the device's choice.
void setVulkanDeviceDefaults(Target& t, bool cpu);

/// The target of a compilation that names none (tensor-lang-cc without
/// `--target`, the C API with a null target, PipelineOptions without one).
inline constexpr std::string_view kDefaultTarget = "auto";

/// The target named `name` (`auto`, `generic` or a TargetEnv preset), if any.
std::optional<Target> findTarget(std::string_view name);
/// findTarget(kDefaultTarget), made once, on first use (for options that
/// name no target; a static per caller made it at every start-up).
const Target& defaultTarget();
/// Every target name once, `auto` first, with a one-line description.
std::vector<std::pair<std::string, std::string>> targetList();
/// targetList() as text, one "<indent>name  description\n" line per target
/// (names padded to one column), for --target=help and error messages.
std::string formatTargetList(std::string_view indent,
                             std::vector<std::pair<std::string, std::string>> extra = {});

} // namespace spvkit::tensor
