// VulkanApi: the Vulkan entry points the runtime uses, loaded at run time.
//
// The runtime does not link libvulkan: it opens the loader (libvulkan.so.1,
// or the file $SPVKIT_VULKAN_LOADER names) with dlopen when a Vulkan device
// is first asked for, and fetches every entry point through
// vkGetInstanceProcAddr / vkGetDeviceProcAddr. So programs that link the
// runtime start on machines without a Vulkan loader (the OpenCL-only CI, a
// GPU host where the loader is supplied next to the binaries), and a missing
// loader is an ordinary Error naming what was looked for. The headers are
// Debian 13's (third_party/vulkan-headers, scripts/install-deps): they know
// VK_KHR_cooperative_matrix.
#pragma once

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include "runtime/Error.h"

#include <string>

namespace spvkit::runtime::vk {

// Global, instance and device entry points (X-macros: one list, one loader).
#define SPVKIT_VK_GLOBAL(X)                                                                        \
  X(vkCreateInstance)                                                                              \
  X(vkEnumerateInstanceVersion)                                                                    \
  X(vkEnumerateInstanceExtensionProperties)

#define SPVKIT_VK_INSTANCE(X)                                                                      \
  X(vkDestroyInstance)                                                                             \
  X(vkEnumeratePhysicalDevices)                                                                    \
  X(vkGetPhysicalDeviceProperties2)                                                                \
  X(vkGetPhysicalDeviceFeatures2)                                                                  \
  X(vkGetPhysicalDeviceQueueFamilyProperties)                                                      \
  X(vkGetPhysicalDeviceMemoryProperties)                                                           \
  X(vkEnumerateDeviceExtensionProperties)                                                          \
  X(vkCreateDevice)                                                                                \
  X(vkGetDeviceProcAddr)

#define SPVKIT_VK_DEVICE(X)                                                                        \
  X(vkDestroyDevice)                                                                               \
  X(vkGetDeviceQueue)                                                                              \
  X(vkCreateBuffer)                                                                                \
  X(vkDestroyBuffer)                                                                               \
  X(vkGetBufferMemoryRequirements)                                                                 \
  X(vkAllocateMemory)                                                                              \
  X(vkFreeMemory)                                                                                  \
  X(vkBindBufferMemory)                                                                            \
  X(vkMapMemory)                                                                                   \
  X(vkUnmapMemory)                                                                                 \
  X(vkGetBufferDeviceAddress)                                                                      \
  X(vkCreateShaderModule)                                                                          \
  X(vkDestroyShaderModule)                                                                         \
  X(vkCreatePipelineLayout)                                                                        \
  X(vkDestroyPipelineLayout)                                                                       \
  X(vkCreateComputePipelines)                                                                      \
  X(vkDestroyPipeline)                                                                             \
  X(vkCreateCommandPool)                                                                           \
  X(vkDestroyCommandPool)                                                                          \
  X(vkAllocateCommandBuffers)                                                                      \
  X(vkResetCommandBuffer)                                                                          \
  X(vkBeginCommandBuffer)                                                                          \
  X(vkEndCommandBuffer)                                                                            \
  X(vkCmdBindPipeline)                                                                             \
  X(vkCmdPushConstants)                                                                            \
  X(vkCmdDispatch)                                                                                 \
  X(vkCmdCopyBuffer)                                                                               \
  X(vkCmdFillBuffer)                                                                               \
  X(vkCmdPipelineBarrier)                                                                          \
  X(vkCmdWriteTimestamp)                                                                           \
  X(vkCmdResetQueryPool)                                                                           \
  X(vkCreateQueryPool)                                                                             \
  X(vkDestroyQueryPool)                                                                            \
  X(vkGetQueryPoolResults)                                                                         \
  X(vkQueueSubmit)                                                                                 \
  X(vkCreateFence)                                                                                 \
  X(vkDestroyFence)                                                                                \
  X(vkWaitForFences)                                                                               \
  X(vkResetFences)                                                                                 \
  X(vkDeviceWaitIdle)

struct InstanceFunctions {
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
#define SPVKIT_VK_MEMBER(name) PFN_##name name = nullptr;
  SPVKIT_VK_GLOBAL(SPVKIT_VK_MEMBER)
  SPVKIT_VK_INSTANCE(SPVKIT_VK_MEMBER)
  /// VK_KHR_cooperative_matrix's query; null when the loader has no such entry.
  PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR
      vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR = nullptr;
};

struct DeviceFunctions {
  SPVKIT_VK_DEVICE(SPVKIT_VK_MEMBER)
#undef SPVKIT_VK_MEMBER
};

/// A zeroed Vulkan struct with its sType set (brace-initialising only sType
/// trips -Wmissing-field-initializers).
template <class T>
T make(VkStructureType type) {
  T v{};
  v.sType = type;
  return v;
}

/// An Error for a failed Vulkan call: "vkCreateBuffer failed with
/// VK_ERROR_OUT_OF_DEVICE_MEMORY (-2): <what>".
Error vkError(VkResult r, std::string call, std::string what);
/// An Error for a check the runtime makes itself (VK_ERROR_VALIDATION_FAILED_EXT
/// for misuse, VK_ERROR_FEATURE_NOT_PRESENT for a missing device feature).
Error checkError(std::string call, std::string what,
                 VkResult code = VK_ERROR_VALIDATION_FAILED_EXT);

/// Opens the loader once per process and returns its global entry points
/// (instance members still null). Thread-safe.
Result<const InstanceFunctions*> loader();
/// The instance-level entry points of `instance`.
InstanceFunctions loadInstance(const InstanceFunctions& global, VkInstance instance);
/// The device-level entry points; an Error names a missing one.
Result<DeviceFunctions> loadDevice(const InstanceFunctions& inst, VkDevice device);

/// Keeps the drivers the loader opened (Mesa's libvulkan_*.so and the LLVM
/// they use) mapped until the process ends, although vkDestroyInstance lets
/// the loader close them: code of a closed driver cannot be named in a
/// LeakSanitizer report (its leaks then escape tests/lsan-vulkan.supp), and
/// Mesa's helper threads outliving an unloaded driver are a known crash.
void pinDrivers();

} // namespace spvkit::runtime::vk
