// VulkanDevice: a Vulkan device opened for running spvkit's Vulkan-flavour
// kernels (Shader capability, PhysicalStorageBuffer64 pointers, arguments in
// one push-constant block: runtime/PushConstants.h, docs/vulkan.md).
//
//   auto dev = VulkanDevice::open();                  // a GPU if any, else lavapipe
//   auto x = dev->createBuffer(std::span<const float>(host));
//   auto mod = dev->loadModule(words);               // checked in-process first
//   auto k = mod->kernel("vadd");                    // features checked here
//   auto t = dev->launch(*k, {2.0f, memref(type, *x, {n}), ...}, {groups, 1, 1});
//   dev->read(*x, host.data(), bytes);               // t->ns: timestamp time
//
// The device owns one compute queue, one command buffer and a timestamp
// query pool; every call records, submits and waits (synchronous, simple to
// reason about; a launch's time comes from timestamps, not the host clock).
// Buffers are created with VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT in
// device memory, mapped when that memory is host-visible (lavapipe, ReBAR)
// and copied through a staging buffer otherwise. Every module passes spvkit's
// reader and IR verifier before vkCreateShaderModule; a kernel that needs a
// device feature the device lacks, a launch beyond maxComputeWorkGroupCount
// and arguments that do not match the module's push-constant block are
// Errors before anything is submitted. Nothing prints, throws or exits; the
// loader is opened at run time (VulkanApi.h).
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/Error.h"
#include "runtime/vulkan/VulkanDeviceInfo.h"
#include "runtime/vulkan/VulkanKernel.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace spvkit::runtime {

namespace vk {
struct DeviceState;
struct BufferState;
} // namespace vk

/// Which device VulkanDevice::open() takes: "" (a GPU if any, else the first
/// device), "N" (index in vkEnumeratePhysicalDevices) or a name substring
/// ("llvmpipe", "H100").
struct VulkanSelector {
  int index = -1;
  std::string nameContains;
  static VulkanSelector parse(std::string_view text);
};

/// Every Vulkan device (an Error when there is no loader or no instance).
Result<std::vector<VulkanDeviceInfo>> listVulkanDevices();

/// Device memory with a buffer device address; move-only, freed on destruction.
class VulkanBuffer {
public:
  VulkanBuffer() = default;
  explicit VulkanBuffer(std::shared_ptr<vk::BufferState> s);
  uint64_t address() const;
  size_t bytes() const;
  /// A DataRef holding the device address (DataRef::Kind::DeviceAddress).
  DataRef ref() const;
  operator DataRef() const { return ref(); }
  const std::shared_ptr<vk::BufferState>& state() const { return s_; }

private:
  std::shared_ptr<vk::BufferState> s_;
};

/// What a launch measured.
struct LaunchTiming {
  uint64_t ns = 0; ///< device time between the timestamps around the dispatch
};

using Groups3 = std::array<uint32_t, 3>;

class VulkanDevice {
public:
  static Result<VulkanDevice> open(const VulkanSelector& selector = {});

  const VulkanDeviceInfo& info() const;

  Result<VulkanBuffer> createBuffer(size_t bytes);
  template <class T>
  Result<VulkanBuffer> createBuffer(std::span<const T> init) {
    auto b = createBuffer(init.size_bytes());
    if (!b) return b;
    if (auto w = write(*b, init.data(), init.size_bytes()); !w) return std::move(w).error();
    return b;
  }
  Result<void> write(const VulkanBuffer& dst, const void* src, size_t bytes, size_t offset = 0);
  Result<void> read(const VulkanBuffer& src, void* dst, size_t bytes, size_t offset = 0);
  template <class T>
  Result<std::vector<T>> readVector(const VulkanBuffer& src, size_t count) {
    std::vector<T> out(count);
    if (auto r = read(src, out.data(), count * sizeof(T)); !r) return std::move(r).error();
    return out;
  }

  /// Copies `bytes` on the device (vkCmdCopyBuffer), timed by timestamps: the
  /// device's copy bandwidth, the yardstick of memory-bound kernels.
  Result<LaunchTiming> copy(const VulkanBuffer& src, const VulkanBuffer& dst, size_t bytes);

  /// Checks the SPIR-V module in-process (reader + verifier, a GLCompute
  /// module) and creates its VkShaderModule; the same words give the same
  /// (cached) module. An invalid module never reaches the driver.
  Result<VulkanModule> loadModule(std::span<const uint32_t> spirv);

  /// Lays the arguments out as the kernel's push-constant block (group tables
  /// and an argument buffer are uploaded to buffers kept until the next
  /// launch of this device), gets the kernel's pipeline (created on first use
  /// and cached) and dispatches numGroups work-groups, timed by timestamps.
  Result<LaunchTiming> launch(const VulkanKernel& kernel, std::span<const Arg> args,
                              Groups3 numGroups);
  Result<LaunchTiming> launch(const VulkanKernel& kernel, std::initializer_list<Arg> args,
                              Groups3 numGroups) {
    return launch(kernel, std::span<const Arg>(args.begin(), args.size()), numGroups);
  }

private:
  std::shared_ptr<vk::DeviceState> s_;
  std::vector<VulkanBuffer> launchBuffers_; ///< tables of the last launch
  /// Their contents: an unchanged table is reused by the next launch (a batch
  /// of 10^5 is relaunched with the same tables; making them anew left the
  /// GPU idle long enough for its clock to drop, docs/performance.md).
  std::vector<std::vector<std::byte>> launchTables_;
};

} // namespace spvkit::runtime
