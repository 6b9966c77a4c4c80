#include "tools/LiveTarget.h"

#include "runtime/DeviceTarget.h"
#include "runtime/Runtime.h"
#ifdef SPVKIT_HAS_VULKAN
#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanTarget.h"
#endif

#include <algorithm>

namespace spvkit::tools {

std::optional<tensor::Target> liveDeviceTarget(std::string& error, std::string_view selector) {
  runtime::Result<runtime::Device> dev =
      runtime::Device::open(runtime::DeviceSelector::parse(selector));
  if (!dev) {
    error = "no OpenCL device: " + dev.error().str();
    return std::nullopt;
  }
  const runtime::DeviceInfo& info = dev->info();
  tensor::Target t;
  t.name = "device";
  t.description = "the OpenCL device " + info.name;
  t.env = runtime::targetFromDevice(info);
  t.env.name = "device (" + info.name + ")";
  // The work-group default must fit the device; subgroup sizes stay the
  // device's choice unless a function asks for one.
  t.defaultWorkGroupSize = {std::min<uint32_t>(64, t.env.limits.maxWorkGroupSize), 1};
  return t;
}

std::optional<tensor::Target> liveVulkanTarget(std::string& error, std::string_view selector) {
#ifdef SPVKIT_HAS_VULKAN
  auto dev = runtime::VulkanDevice::open(runtime::VulkanSelector::parse(selector));
  if (!dev) {
    error = "no Vulkan device: " + dev.error().str();
    return std::nullopt;
  }
  const runtime::VulkanDeviceInfo& info = dev->info();
  tensor::Target t;
  t.name = kVulkanDeviceTarget;
  t.description = "the Vulkan device " + info.name;
  t.env = runtime::vulkanTargetEnv(info);
  t.env.name = std::string(kVulkanDeviceTarget) + " (" + info.name + ")";
  tensor::setVulkanDeviceDefaults(t, info.cpu);
  return t;
#else
  (void)selector;
  error = "this tensor-lang-cc was built without the Vulkan runtime";
  return std::nullopt;
#endif
}

bool isVulkanTarget(std::string_view name, const tensor::Target* target) {
  if (target) return target->env.isVulkan();
  return name == kVulkanDeviceTarget;
}

} // namespace spvkit::tools
