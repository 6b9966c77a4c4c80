// KernelRequirements: see the header. The general availability inference
// (Availability.h) against the OpenCL environment the kernel builder targets.
#include "ir/spirv/KernelRequirements.h"

#include "ir/spirv/Availability.h"

namespace spvkit::spirv {

namespace {

/// The environment the kernel builder writes for: SPIR-V up to 1.2 (PoCL 6
/// and most OpenCL 3.0 drivers stop there), the Kernel profile, and every
/// extension, so that something in core only after 1.2 takes its extension.
const TargetEnv& kernelBuilderEnv() {
  static const TargetEnv env = [] {
    TargetEnv e;
    e.name = "kernel-builder";
    e.version = makeVersion(1, 2);
    e.capabilities = {Capability::Addresses, Capability::Kernel};
    for (unsigned i = 0; i < kExtensionCount; ++i) e.extensions.push_back(Extension(i));
    return e;
  }();
  return env;
}

/// The Vulkan flavour's environment: SPIR-V up to 1.6 (Vulkan 1.3), the
/// Shader profile with buffer device addresses, every extension.
const TargetEnv& vulkanKernelBuilderEnv() {
  static const TargetEnv env = [] {
    TargetEnv e;
    e.name = "kernel-builder-vulkan";
    e.client = TargetClient::Vulkan;
    e.version = makeVersion(1, 6);
    e.capabilities = {Capability::Shader, Capability::PhysicalStorageBufferAddresses};
    for (unsigned i = 0; i < kExtensionCount; ++i) e.extensions.push_back(Extension(i));
    return e;
  }();
  return env;
}

} // namespace

VceAttr inferVulkanKernelRequirements(Operation* spirvModule, DiagnosticList& diags) {
  Requirements req = inferRequirements(spirvModule, &vulkanKernelBuilderEnv(), diags);
  if (!req.ok) return {};
  return req.toVce(spirvModule->context());
}

VceAttr inferKernelRequirements(Operation* spirvModule, DiagnosticList& diags) {
  Requirements req = inferRequirements(spirvModule, &kernelBuilderEnv(), diags);
  if (!req.ok) return {};
  return req.toVce(spirvModule->context());
}

} // namespace spvkit::spirv
