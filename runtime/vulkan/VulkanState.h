// The Vulkan objects one opened device shares with its buffers and kernels
// (internal to runtime/vulkan). Buffers and kernels hold a shared_ptr to it,
// so the VkDevice and VkInstance live until the last of them is gone.
#pragma once

#include "runtime/KernelMetadata.h"
#include "runtime/vulkan/VulkanApi.h"
#include "runtime/vulkan/VulkanDeviceInfo.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace spvkit::runtime::vk {

struct ModuleState;

struct DeviceState {
  InstanceFunctions in;
  DeviceFunctions fn;
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  VkCommandPool pool = VK_NULL_HANDLE;
  VkCommandBuffer cmd = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;
  VkQueryPool timestamps = VK_NULL_HANDLE;
  VkPhysicalDeviceMemoryProperties memory{};
  /// Memory type of buffers; whether it can be mapped (else: staging copies).
  uint32_t bufferType = 0;
  bool bufferMappable = false;
  /// Mapped buffer memory is host-cached: reads from it are fast (else reads
  /// go through a cached staging buffer: uncached BAR reads crawl).
  bool bufferCached = false;
  uint32_t stagingType = 0;
  VulkanDeviceInfo info;
  /// Checked modules by content (the pipeline cache's first key).
  std::map<std::vector<uint32_t>, std::shared_ptr<ModuleState>> modules;

  DeviceState() = default;
  DeviceState(const DeviceState&) = delete;
  DeviceState& operator=(const DeviceState&) = delete;
  ~DeviceState();

  /// Records commands with `record`, submits them and waits.
  template <class F>
  Result<void> submit(const char* what, F&& record);
};

template <class F>
Result<void> DeviceState::submit(const char* what, F&& record) {
  VkResult r = fn.vkResetCommandBuffer(cmd, 0);
  if (r != VK_SUCCESS) return vkError(r, "vkResetCommandBuffer", what);
  VkCommandBufferBeginInfo begin =
      make<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  if ((r = fn.vkBeginCommandBuffer(cmd, &begin)) != VK_SUCCESS)
    return vkError(r, "vkBeginCommandBuffer", what);
  record(cmd);
  if ((r = fn.vkEndCommandBuffer(cmd)) != VK_SUCCESS) return vkError(r, "vkEndCommandBuffer", what);
  if ((r = fn.vkResetFences(device, 1, &fence)) != VK_SUCCESS)
    return vkError(r, "vkResetFences", what);
  VkSubmitInfo si = make<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  if ((r = fn.vkQueueSubmit(queue, 1, &si, fence)) != VK_SUCCESS)
    return vkError(r, "vkQueueSubmit", what);
  if ((r = fn.vkWaitForFences(device, 1, &fence, VK_TRUE, UINT64_MAX)) != VK_SUCCESS)
    return vkError(r, "vkWaitForFences", what);
  return {};
}

} // namespace spvkit::runtime::vk

namespace spvkit::runtime::vk {

/// A buffer with its memory (and mapping, when host-visible).
struct BufferState {
  std::shared_ptr<DeviceState> dev;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  void* mapped = nullptr;
  size_t bytes = 0;
  uint64_t address = 0;

  BufferState() = default;
  BufferState(const BufferState&) = delete;
  BufferState& operator=(const BufferState&) = delete;
  ~BufferState();
};

/// A buffer of `bytes` (at least 4) in memory type `type`, mapped if `map`;
/// `usage` adds to the device-address and transfer usages.
Result<std::shared_ptr<BufferState>> makeBuffer(const std::shared_ptr<DeviceState>& dev,
                                                size_t bytes, uint32_t type, bool map);

} // namespace spvkit::runtime::vk

#include "runtime/vulkan/ModuleFacts.h"

namespace spvkit::runtime::vk {

struct KernelState;

/// A checked module and its VkShaderModule; owned by DeviceState::modules.
struct ModuleState {
  DeviceState* dev = nullptr;
  VkShaderModule shader = VK_NULL_HANDLE;
  ModuleFacts facts;
  /// Kernels by entry point and metadata.
  std::map<std::string, std::unique_ptr<KernelState>> kernels;

  ModuleState() = default;
  ModuleState(const ModuleState&) = delete;
  ModuleState& operator=(const ModuleState&) = delete;
  ~ModuleState();
};

struct Pipeline {
  VkPipelineLayout layout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
};

/// One entry point of a module with its pipelines (one per push-constant size).
struct KernelState {
  DeviceState* dev = nullptr;
  ModuleState* mod = nullptr;
  EntryFacts entry;
  KernelMetadata meta;
  std::array<uint32_t, 3> wgs{1, 1, 1};
  std::map<uint32_t, Pipeline> pipelines;

  KernelState() = default;
  KernelState(const KernelState&) = delete;
  KernelState& operator=(const KernelState&) = delete;
  ~KernelState();
};

} // namespace spvkit::runtime::vk
