// VulkanModule and VulkanKernel: a checked SPIR-V module on a Vulkan device
// and one of its GLCompute entry points.
//
// VulkanDevice::loadModule() returns a VulkanModule (the words passed
// spvkit's reader and verifier, a VkShaderModule exists); kernel() checks the
// entry point against the device: every capability the module declares must
// be backed by a device feature (Float64 by shaderFloat64,
// CooperativeMatrixKHR by VK_KHR_cooperative_matrix, ...), the work-group
// size and workgroup memory by the limits, a required subgroup size by the
// subgroup size range. A failed check is an Error naming the feature, before
// any pipeline exists. The pipeline itself is made on the first launch (its
// layout needs the push-constant size) and cached with the kernel.
#pragma once

#include "runtime/Error.h"
#include "runtime/KernelMetadata.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace spvkit::runtime {

namespace vk {
struct ModuleState;
struct KernelState;
} // namespace vk

class VulkanKernel {
public:
  VulkanKernel() = default;
  explicit VulkanKernel(std::shared_ptr<vk::KernelState> s) : s_(std::move(s)) {}
  const std::string& name() const;
  /// The work-group size launches use (metadata, else the module's LocalSize).
  std::array<uint32_t, 3> workGroupSize() const;
  const KernelMetadata& metadata() const;
  const std::shared_ptr<vk::KernelState>& state() const { return s_; }

private:
  std::shared_ptr<vk::KernelState> s_;
};

class VulkanModule {
public:
  VulkanModule() = default;
  explicit VulkanModule(std::shared_ptr<vk::ModuleState> s) : s_(std::move(s)) {}
  /// GLCompute entry point names, in module order.
  std::vector<std::string> entryPoints() const;
  /// The kernel `name` (the same object for the same name and metadata).
  Result<VulkanKernel> kernel(const std::string& name, KernelMetadata metadata = {}) const;

private:
  std::shared_ptr<vk::ModuleState> s_;
};

} // namespace spvkit::runtime
