// `--target=device` and `--target=vulkan-device`: the compiler's target built
// from the live OpenCL device (runtime/DeviceTarget.h) or the live Vulkan
// device (runtime/vulkan/VulkanTarget.h), so that a program is compiled for,
// and checked against, what the device the run mode will use actually
// announces. isVulkanTarget() tells which runtime a target's binaries need.
#pragma once

#include "passes/tensor/Target.h"

#include <optional>
#include <string>
#include <string_view>

namespace spvkit::tools {

/// How --target=help describes `device` and `vulkan-device`.
inline constexpr const char* kDeviceTargetDescription =
    "the first SPIR-V capable OpenCL device (or --device SEL), as it describes itself";
inline constexpr const char* kVulkanDeviceTarget = "vulkan-device";
inline constexpr const char* kVulkanDeviceTargetDescription =
    "the Vulkan device (a GPU if any, or --device SEL), as it describes itself";

/// The OpenCL device `selector` picks (DeviceSelector::parse; "" = the first
/// SPIR-V capable one) as a target named "device", or nothing with `error`
/// set when there is no such device.
std::optional<tensor::Target> liveDeviceTarget(std::string& error, std::string_view selector = "");
/// The Vulkan device `selector` picks (VulkanSelector::parse) as a target
/// named "vulkan-device"; nothing with `error` set when there is none or this
/// build has no Vulkan runtime.
std::optional<tensor::Target> liveVulkanTarget(std::string& error, std::string_view selector = "");

/// Whether binaries for the target named `name` (described by `target` when
/// known) run on the Vulkan runtime.
bool isVulkanTarget(std::string_view name, const tensor::Target* target);

} // namespace spvkit::tools
