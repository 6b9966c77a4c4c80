#include "passes/tensor/Target.h"

namespace spvkit::tensor {

namespace {

std::string describe(std::string_view name) {
  if (name == "generic") return "OpenCL 3.0 device, SPIR-V 1.2, no optional features (default)";
  if (name == "pocl") return "PoCL 6 on the CPU (the test device): SPIR-V 1.2, fp64, subgroups";
  if (name == "pvc") return "Intel Data Center GPU Max (Xe-HPC): SPIR-V 1.4, subgroups of 16/32";
  if (name == "bmg") return "Intel Arc B-series (Xe2): SPIR-V 1.4, subgroups of 16/32";
  if (name == "opencl2.x") return "OpenCL 2.x device, SPIR-V 1.0";
  if (name.starts_with("generic-spv"))
    return "OpenCL device without optional features, SPIR-V " + std::string(name.substr(11));
  return "";
}

} // namespace

std::optional<Target> findTarget(std::string_view name) {
  std::string_view preset = name == "generic" ? "generic-spv1.2" : name;
  std::optional<spirv::TargetEnv> env = spirv::targetPreset(preset);
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
  return t;
}

std::vector<std::pair<std::string, std::string>> targetList() {
  std::vector<std::pair<std::string, std::string>> out = {{"generic", describe("generic")}};
  for (std::string_view n : spirv::targetPresetNames()) out.emplace_back(n, describe(n));
  return out;
}

} // namespace spvkit::tensor
