// TargetEnv: what a SPIR-V consumer (an OpenCL device, a driver) accepts.
//
// Availability inference (Availability.h) uses it to choose among
// alternatives (an op enabled by any one of several capabilities takes one
// the target has; a feature in core SPIR-V 1.3 or in an extension takes the
// extension when the target is older) and to report what a module needs
// that the target lacks. Later passes read the limits (work-group size,
// subgroup sizes) when they pick launch shapes.
//
// Presets name real consumers: `generic` (the portable OpenCL profile that
// PoCL 6 and Intel's compiler both accept: SPIR-V at most 1.2, Kernel +
// Addresses + Int64 (+ Int8/Int16), Groups and SubgroupDispatch, Intel
// subgroup shuffles, float atomic add, fp16 only in plain arithmetic and
// conversions, no fp64, block IO, bf16 conversions or matrix engine),
// `generic-spv1.0` ... `generic-spv1.4` (an OpenCL 2.x/3.0 full-profile
// device; `opencl2.x` is `generic-spv1.0`), `pvc` (Intel Data Center GPU Max
// through IGC: fp64, block IO, non-uniform group ops, bf16 conversions, the
// matrix engine), `bmg` and `dg2` (Intel Arc B- / A-series: the same without
// fp64), `pocl` (PoCL 6 on the CPU). runtime/DeviceTarget.h describes a live
// OpenCL device as a TargetEnv. The text form mirrors MLIR's target env:
//   #spirv.target_env<v1.4, [Kernel, Addresses], [SPV_INTEL_subgroups],
//                     max_work_group_size = 1024, subgroup_sizes = [16, 32]>
// (plus `fp16_math = false` when set) and `parseTargetEnv` also accepts a
// preset name.
#pragma once

#include "ir/spirv/Grammar.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::spirv {

struct TargetLimits {
  uint32_t maxWorkGroupSize = 256;          // work-items per work-group
  std::vector<uint32_t> subgroupSizes = {}; // ascending; empty: unknown
};

/// What the capability lists cannot say.
struct TargetFeatures {
  /// OpenCL.std math (sqrt, exp, fma ...) on f16 values. False: f16 only in
  /// plain arithmetic, comparisons and conversions (lower math through f32).
  bool fp16Math = true;
};

struct TargetEnv {
  std::string name; // preset name, or "custom"
  Version version = makeVersion(1, 0);
  /// Declared capabilities (what the consumer accepts in OpCapability);
  /// queries also count the capabilities these imply.
  std::vector<Capability> capabilities;
  std::vector<Extension> extensions;
  TargetLimits limits;
  TargetFeatures features;

  /// True if `c` is declared or implied by a declared capability.
  bool hasCapability(Capability c) const;
  bool hasExtension(Extension e) const;
  /// Declared capabilities and everything they imply, ascending.
  std::vector<Capability> capabilityClosure() const;

  /// The `#spirv.target_env<...>` text.
  std::string str() const;
};

/// The preset of that name, if any.
std::optional<TargetEnv> targetPreset(std::string_view name);
/// Names of all presets, in a stable order.
std::vector<std::string_view> targetPresetNames();
/// A preset name or the `#spirv.target_env<...>` text. On failure returns
/// nullopt and sets `error` (if given) to what is wrong.
std::optional<TargetEnv> parseTargetEnv(std::string_view text, std::string* error = nullptr);

} // namespace spvkit::spirv
