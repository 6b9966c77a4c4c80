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
//
// A target belongs to one of two client APIs (TargetClient): OpenCL (Kernel,
// Physical64, the OpenCL memory model) or Vulkan (Shader,
// PhysicalStorageBuffer64, GLSL450, GLCompute entry points). The Vulkan
// presets are `vulkan` (a Vulkan 1.3 compute device with no optional feature
// beyond shaderInt64), `lavapipe` (Mesa's CPU device) and `hopper` (an NVIDIA
// H100); runtime/ fills a TargetEnv from a live Vulkan device the same way.
// Their text form adds `client = vulkan`, `push_constant_size = N`,
// `workgroup_memory_size = N` and the cooperative-matrix combinations the
// device reports (`coop_matrices = [16x16x16 f16 f16 f32 f32, ...]`).
#pragma once

#include "ir/spirv/Grammar.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::spirv {

/// Which API loads the module (see the file comment).
enum class TargetClient : uint8_t { OpenCL, Vulkan };

struct TargetLimits {
  uint32_t maxWorkGroupSize = 256;          // work-items per work-group
  std::vector<uint32_t> subgroupSizes = {}; // ascending; empty: unknown
  /// Vulkan: maxPushConstantsSize (bytes); 0 for OpenCL targets.
  uint32_t pushConstantBytes = 0;
  /// Vulkan: maxComputeSharedMemorySize (bytes); 0: not checked.
  uint32_t workgroupMemoryBytes = 0;
};

/// The component type of a cooperative matrix, numbered as Vulkan's
/// VkComponentTypeKHR so that a live query maps one to one.
enum class CoopComponent : uint32_t {
  F16 = 0,
  F32 = 1,
  F64 = 2,
  I8 = 3,
  I16 = 4,
  I32 = 5,
  I64 = 6,
  U8 = 7,
  U16 = 8,
  U32 = 9,
  U64 = 10,
  BF16 = 1000141000,
};
/// "f16", "f32", "i8", "u32", "bf16" ...
std::string_view coopComponentName(CoopComponent c);
std::optional<CoopComponent> parseCoopComponent(std::string_view name);

/// One VkCooperativeMatrixPropertiesKHR: A (MxK) x B (KxN) + C (MxN) -> Result
/// (MxN) with these component types at this scope is supported natively.
struct CoopMatrixShape {
  uint32_t m = 0, n = 0, k = 0;
  CoopComponent a = CoopComponent::F16, b = CoopComponent::F16;
  CoopComponent c = CoopComponent::F32, result = CoopComponent::F32;
  Scope scope = Scope::Subgroup;
  bool saturatingAccumulation = false;
  bool operator==(const CoopMatrixShape&) const = default;
  /// "16x16x16 f16 f16 f32 f32" (plus " saturating" / " workgroup").
  std::string str() const;
};

/// What the capability lists cannot say.
struct TargetFeatures {
  /// OpenCL.std math (sqrt, exp, fma ...) on f16 values. False: f16 only in
  /// plain arithmetic, comparisons and conversions (lower math through f32).
  bool fp16Math = true;
};

struct TargetEnv {
  std::string name; // preset name, or "custom"
  TargetClient client = TargetClient::OpenCL;
  Version version = makeVersion(1, 0);
  /// Declared capabilities (what the consumer accepts in OpCapability);
  /// queries also count the capabilities these imply.
  std::vector<Capability> capabilities;
  std::vector<Extension> extensions;
  TargetLimits limits;
  TargetFeatures features;
  /// Vulkan: the native cooperative-matrix combinations
  /// (vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR); empty: none.
  std::vector<CoopMatrixShape> coopMatrixShapes;

  bool isVulkan() const { return client == TargetClient::Vulkan; }
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
