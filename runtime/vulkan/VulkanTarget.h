// A live Vulkan device described as a SPIR-V target environment.
//
// vulkanTargetEnv() maps what VulkanDevice::info() read from the device
// (VulkanDeviceInfo: API version, features, subgroup sizes and operations,
// work-group limits, VK_KHR_cooperative_matrix) to a spirv::TargetEnv, so
// that a program is compiled for, and checked against, the Vulkan device it
// will run on (`tensor-lang-cc --target=device` with a Vulkan device; the
// OpenCL counterpart is runtime/DeviceTarget.h). Only what the device
// announces is listed: a Vulkan 1.3 device reads SPIR-V 1.6, 1.2 reads 1.5.
#pragma once

#include "ir/spirv/TargetEnv.h"
#include "runtime/vulkan/VulkanDeviceInfo.h"

namespace spvkit::runtime {

/// The target environment of a Vulkan device; its name is "vulkan-device:<deviceName>".
spirv::TargetEnv vulkanTargetEnv(const VulkanDeviceInfo& info);

} // namespace spvkit::runtime
