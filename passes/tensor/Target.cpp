#include "passes/tensor/Target.h"

#include <algorithm>

namespace spvkit::tensor {

using spirv::Capability;
using spirv::Extension;

namespace {

std::string describe(std::string_view name) {
  if (name == "auto")
    return "(default) infer the SPIR-V version, capabilities and extensions from the program; "
           "the binary declares them and needs a device that has them";
  if (name == "generic")
    return "strict: OpenCL 3.0 device, SPIR-V 1.2, no optional features (refuses fp64, "
           "subgroup_size, ...)";
  if (name == "pocl") return "PoCL 6 on the CPU (the test device): SPIR-V 1.2, fp64, subgroups";
  if (name == "pvc") return "Intel Data Center GPU Max (Xe-HPC): SPIR-V 1.4, subgroups of 16/32";
  if (name == "bmg") return "Intel Arc B-series (Xe2): SPIR-V 1.4, subgroups of 16/32, no fp64";
  if (name == "dg2")
    return "Intel Arc A-series (Xe-HPG): SPIR-V 1.4, subgroups of 8/16/32, no fp64";
  if (name == "opencl2.x") return "OpenCL 2.x device, SPIR-V 1.0";
  if (name == "vulkan")
    return "Vulkan 1.3 compute device without optional features (SPIR-V 1.6, Shader, "
           "PhysicalStorageBuffer64, Int64, GroupNonUniform*; no f64/f16/i8/i16, 128-byte push "
           "constants)";
  if (name == "lavapipe")
    return "Mesa lavapipe (Vulkan 1.4 on the CPU, the Vulkan test device): subgroups of 8, f64, "
           "i8/i16/i64, no cooperative matrix";
  if (name == "hopper")
    return "NVIDIA H100 through Vulkan: subgroups of 32, f16/f64/i8/i64, 48 KiB workgroup "
           "memory, KHR cooperative matrices (16x16x16 f16 -> f16/f32 ...)";
  if (name.starts_with("generic-spv"))
    return "OpenCL device without optional features, SPIR-V " + std::string(name.substr(11));
  return "";
}

/// The inferring profile (Target.h): the strict OpenCL 3.0 profile plus every
/// optional feature the conversion uses only when the program asks for it.
/// Features that would merely replace a portable lowering (float atomic
/// extensions, Float16 arithmetic, block IO) are left out.
spirv::TargetEnv inferringEnv() {
  spirv::TargetEnv env = *spirv::targetPreset("generic-spv1.2");
  for (Capability c : {Capability::Float64, Capability::Int64Atomics, Capability::SubgroupDispatch,
                       Capability::SubgroupShuffleINTEL})
    env.capabilities.push_back(c);
  env.extensions.push_back(Extension::SPV_INTEL_subgroups);
  // The largest work-group GPUs take; the kernel's LocalSize says what it needs.
  env.limits.maxWorkGroupSize = 1024;
  return env;
}

} // namespace

std::optional<Target> findTarget(std::string_view name) {
  std::optional<spirv::TargetEnv> env;
  if (name == "auto")
    env = inferringEnv();
  else
    env = spirv::targetPreset(name == "generic" ? "generic-spv1.2" : name);
  if (!env) return std::nullopt;
  Target t;
  t.name = std::string(name);
  t.description = describe(name);
  t.env = *env;
  t.env.name = t.name; // diagnostics name the target as the user wrote it
  // Intel GPUs run best with subgroups of 16 and a few subgroups per
  // work-group; elsewhere the device picks the subgroup size.
  // PoCL 6 and Intel's GPU compiler take the SubgroupSize execution mode
  // (SubgroupDispatch), which their TargetEnv presets do not list; the device
  // tests (tests/tensor) and ocloc check it.
  if (name == "pocl" || name == "pvc" || name == "bmg")
    t.env.capabilities.push_back(spirv::Capability::SubgroupDispatch);
  if (name == "pvc" || name == "bmg") {
    t.defaultSubgroupSize = 16;
    t.defaultWorkGroupSize = {128, 1};
    // 128 registers of 64 bytes per hardware thread, which runs a subgroup
    // of 16 work-items.
    t.registerBudget = 128 * 64 / 16;
  }
  // Vulkan devices take a required subgroup size through the pipeline
  // (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo, core in 1.3): fix
  // it where the preset knows the device's one.
  if (name == "lavapipe") t.defaultSubgroupSize = 8;
  if (name == "hopper") {
    t.defaultSubgroupSize = 32;
    t.defaultWorkGroupSize = {128, 1};
    // 128 of the 255 32-bit registers a thread may have: two thirds of the
    // register file of an SM at 16 warps, leaving room for addresses.
    t.registerBudget = 128 * 4;
  }
  return t;
}

const Target& defaultTarget() {
  static const Target target = *findTarget(kDefaultTarget);
  return target;
}

void setVulkanDeviceDefaults(Target& t, bool cpu) {
  t.defaultWorkGroupSize = {std::min<uint32_t>(64, t.env.limits.maxWorkGroupSize), 1};
  if (cpu || t.env.limits.subgroupSizes.size() != 1) return;
  t.defaultSubgroupSize = t.env.limits.subgroupSizes.front();
  t.registerBudget = 128 * 4; // as for hopper
}

std::vector<std::pair<std::string, std::string>> targetList() {
  std::vector<std::pair<std::string, std::string>> out = {{"auto", describe("auto")},
                                                          {"generic", describe("generic")}};
  // The TargetEnv preset `generic` (the portable profile of ir/spirv) is
  // shadowed by the compiler's `generic` above: list each name once.
  for (std::string_view n : spirv::targetPresetNames())
    if (std::none_of(out.begin(), out.end(), [&](const auto& e) { return e.first == n; }))
      out.emplace_back(n, describe(n));
  return out;
}

std::string formatTargetList(std::string_view indent,
                             std::vector<std::pair<std::string, std::string>> extra) {
  std::vector<std::pair<std::string, std::string>> all = targetList();
  all.insert(all.end(), extra.begin(), extra.end());
  size_t width = 0;
  for (const auto& [name, what] : all) width = std::max(width, name.size());
  std::string out;
  for (const auto& [name, what] : all)
    out += std::string(indent) + name + std::string(width + 2 - name.size(), ' ') + what + "\n";
  return out;
}

} // namespace spvkit::tensor
