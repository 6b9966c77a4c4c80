// Vulkan buffers with device addresses, and copies to and from them.
#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanState.h"

#include <algorithm>
#include <cstring>

namespace spvkit::runtime {

using namespace vk;

namespace vk {
BufferState::~BufferState() {
  if (!dev) return;
  if (mapped) dev->fn.vkUnmapMemory(dev->device, memory);
  if (buffer) dev->fn.vkDestroyBuffer(dev->device, buffer, nullptr);
  if (memory) dev->fn.vkFreeMemory(dev->device, memory, nullptr);
}

Result<std::shared_ptr<BufferState>> makeBuffer(const std::shared_ptr<DeviceState>& dev,
                                                size_t bytes, uint32_t type, bool map) {
  auto b = std::make_shared<BufferState>();
  b->dev = dev;
  b->bytes = bytes;
  const DeviceFunctions& fn = dev->fn;
  std::string what = "a buffer of " + std::to_string(bytes) + " bytes";
  VkBufferCreateInfo bci = make<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  bci.size = std::max<size_t>(bytes, 4); // a zero-sized buffer is invalid
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
              VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkResult r = fn.vkCreateBuffer(dev->device, &bci, nullptr, &b->buffer);
  if (r != VK_SUCCESS) return vkError(r, "vkCreateBuffer", what);
  VkMemoryRequirements req;
  fn.vkGetBufferMemoryRequirements(dev->device, b->buffer, &req);
  if (!(req.memoryTypeBits & (1u << type)))
    return checkError("vkGetBufferMemoryRequirements",
                      what + ": the buffer cannot live in memory type " + std::to_string(type));
  VkMemoryAllocateFlagsInfo flags =
      make<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo mai = make<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  mai.pNext = &flags;
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  if ((r = fn.vkAllocateMemory(dev->device, &mai, nullptr, &b->memory)) != VK_SUCCESS)
    return vkError(r, "vkAllocateMemory", what);
  if ((r = fn.vkBindBufferMemory(dev->device, b->buffer, b->memory, 0)) != VK_SUCCESS)
    return vkError(r, "vkBindBufferMemory", what);
  if (map &&
      (r = fn.vkMapMemory(dev->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->mapped)) != VK_SUCCESS)
    return vkError(r, "vkMapMemory", what);
  VkBufferDeviceAddressInfo ai =
      make<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
  ai.buffer = b->buffer;
  b->address = fn.vkGetBufferDeviceAddress(dev->device, &ai);
  if (!b->address)
    return checkError("vkGetBufferDeviceAddress", what + ": the device returned address 0");
  return b;
}
} // namespace vk

VulkanBuffer::VulkanBuffer(std::shared_ptr<vk::BufferState> s) : s_(std::move(s)) {}
uint64_t VulkanBuffer::address() const {
  return s_ ? s_->address : 0;
}
size_t VulkanBuffer::bytes() const {
  return s_ ? s_->bytes : 0;
}
DataRef VulkanBuffer::ref() const {
  return {DataRef::Kind::DeviceAddress, reinterpret_cast<void*>(uintptr_t(address())), bytes()};
}

Result<VulkanBuffer> VulkanDevice::createBuffer(size_t bytes) {
  if (uint64_t max = s_->info.maxMemoryAllocationSize; max && bytes > max)
    return checkError("VulkanDevice::createBuffer",
                      std::to_string(bytes) +
                          " bytes exceed the device's maxMemoryAllocationSize (" +
                          std::to_string(max) + ")",
                      VK_ERROR_OUT_OF_DEVICE_MEMORY);
  auto b = makeBuffer(s_, bytes, s_->bufferType, s_->bufferMappable);
  if (!b) return std::move(b).error();
  return VulkanBuffer(std::move(*b));
}

namespace {
// Staging copies go in chunks of this size: host-visible allocations as large
// as a benchmark's arrays may exceed what the driver allows.
constexpr size_t kStagingBytes = size_t(64) << 20;

Result<void> checkRange(const VulkanBuffer& b, size_t bytes, size_t offset, const char* call) {
  if (!b.state())
    return checkError(call, "the buffer is empty (default-constructed or moved from)");
  if (offset > b.bytes() || bytes > b.bytes() - offset)
    return checkError(call, "bytes [" + std::to_string(offset) + ", " +
                                std::to_string(offset + bytes) + ") are outside the buffer of " +
                                std::to_string(b.bytes()) + " bytes");
  return {};
}
} // namespace

Result<void> VulkanDevice::write(const VulkanBuffer& dst, const void* src, size_t bytes,
                                 size_t offset) {
  if (auto c = checkRange(dst, bytes, offset, "VulkanDevice::write"); !c) return c;
  if (bytes == 0) return {};
  BufferState& b = *dst.state();
  if (b.mapped) {
    std::memcpy(static_cast<char*>(b.mapped) + offset, src, bytes);
    return {};
  }
  // Through a staging buffer of at most kStagingBytes, chunk by chunk.
  auto staging = makeBuffer(s_, std::min(bytes, kStagingBytes), s_->stagingType, true);
  if (!staging) return std::move(staging).error();
  VkBuffer from = (*staging)->buffer, to = b.buffer;
  for (size_t done = 0; done < bytes;) {
    size_t n = std::min(bytes - done, kStagingBytes);
    std::memcpy((*staging)->mapped, static_cast<const char*>(src) + done, n);
    auto r = s_->submit("VulkanDevice::write", [&](VkCommandBuffer cmd) {
      VkBufferCopy region{0, offset + done, n};
      s_->fn.vkCmdCopyBuffer(cmd, from, to, 1, &region);
    });
    if (!r) return r;
    done += n;
  }
  return {};
}

Result<void> VulkanDevice::read(const VulkanBuffer& src, void* dst, size_t bytes, size_t offset) {
  if (auto c = checkRange(src, bytes, offset, "VulkanDevice::read"); !c) return c;
  if (bytes == 0) return {};
  BufferState& b = *src.state();
  if (b.mapped && s_->bufferCached) {
    std::memcpy(dst, static_cast<const char*>(b.mapped) + offset, bytes);
    return {};
  }
  auto staging = makeBuffer(s_, std::min(bytes, kStagingBytes), s_->stagingType, true);
  if (!staging) return std::move(staging).error();
  VkBuffer from = b.buffer, to = (*staging)->buffer;
  for (size_t done = 0; done < bytes;) {
    size_t n = std::min(bytes - done, kStagingBytes);
    auto r = s_->submit("VulkanDevice::read", [&](VkCommandBuffer cmd) {
      VkBufferCopy region{offset + done, 0, n};
      s_->fn.vkCmdCopyBuffer(cmd, from, to, 1, &region);
    });
    if (!r) return r;
    std::memcpy(static_cast<char*>(dst) + done, (*staging)->mapped, n);
    done += n;
  }
  return {};
}

Result<LaunchTiming> VulkanDevice::copy(const VulkanBuffer& src, const VulkanBuffer& dst,
                                        size_t bytes) {
  if (auto c = checkRange(src, bytes, 0, "VulkanDevice::copy"); !c) return std::move(c).error();
  if (auto c = checkRange(dst, bytes, 0, "VulkanDevice::copy"); !c) return std::move(c).error();
  VkQueryPool qp = s_->timestamps;
  const DeviceFunctions& fn = s_->fn;
  auto r = s_->submit("VulkanDevice::copy", [&](VkCommandBuffer cmd) {
    if (qp) {
      fn.vkCmdResetQueryPool(cmd, qp, 0, 2);
      fn.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, qp, 0);
    }
    VkBufferCopy region{0, 0, bytes};
    fn.vkCmdCopyBuffer(cmd, src.state()->buffer, dst.state()->buffer, 1, &region);
    if (qp) fn.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, qp, 1);
  });
  if (!r) return std::move(r).error();
  LaunchTiming t;
  if (qp) {
    uint64_t ts[2] = {0, 0};
    VkResult q = fn.vkGetQueryPoolResults(s_->device, qp, 0, 2, sizeof ts, ts, sizeof(uint64_t),
                                          VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
    if (q != VK_SUCCESS) return vkError(q, "vkGetQueryPoolResults", "the copy's timestamps");
    t.ns = uint64_t(double(ts[1] - ts[0]) * double(s_->info.timestampPeriodNs));
  }
  return t;
}

} // namespace spvkit::runtime
