// The Vulkan backend of ComputeDevice (runtime/ComputeDevice.h): a
// VulkanDevice, its buffers and kernels.
#pragma once

#include "runtime/ComputeDevice.h"

namespace spvkit::runtime {

/// A Vulkan device (VulkanSelector::parse(selector)) as a ComputeDevice.
Result<std::unique_ptr<ComputeDevice>> openVulkanComputeDevice(std::string_view selector);

} // namespace spvkit::runtime
