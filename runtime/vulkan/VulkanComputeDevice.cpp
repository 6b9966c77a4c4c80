// ComputeDevice over the Vulkan runtime (VulkanDevice, VulkanModule, VulkanKernel).
#include "runtime/vulkan/VulkanComputeDevice.h"

#include "runtime/vulkan/VulkanApi.h"
#include "runtime/vulkan/VulkanDevice.h"

#include <map>
#include <vector>

namespace spvkit::runtime {

namespace {
class VulkanComputeDevice final : public ComputeDevice {
public:
  explicit VulkanComputeDevice(VulkanDevice d) : dev_(std::move(d)) {}
  Backend backend() const override { return Backend::Vulkan; }
  std::string name() const override { return dev_.info().name; }

  Result<DataRef> allocate(size_t bytes, bool) override {
    auto b = dev_.createBuffer(bytes);
    if (!b) return std::move(b).error();
    DataRef r = b->ref();
    buffers_.emplace(r.handle, std::move(*b));
    return r;
  }
  Result<void> release(DataRef m) override {
    if (buffers_.erase(m.handle) == 0)
      return vk::checkError("ComputeDevice", "release: the memory is not from this device");
    return {};
  }
  Result<void> write(DataRef dst, const void* src, size_t bytes, size_t offset) override {
    auto b = buffers_.find(dst.handle);
    if (b == buffers_.end())
      return vk::checkError("ComputeDevice", "write: the memory is not from this device");
    return dev_.write(b->second, src, bytes, offset);
  }
  Result<void> read(DataRef src, void* dst, size_t bytes, size_t offset) override {
    auto b = buffers_.find(src.handle);
    if (b == buffers_.end())
      return vk::checkError("ComputeDevice", "read: the memory is not from this device");
    return dev_.read(b->second, dst, bytes, offset);
  }
  Result<size_t> loadKernel(std::span<const uint32_t> spirv, const std::string& name,
                            const KernelMetadata& meta) override {
    auto m = dev_.loadModule(spirv); // cached by content in the device
    if (!m) return std::move(m).error();
    auto k = m->kernel(name, meta);
    if (!k) return std::move(k).error();
    kernels_.push_back(std::move(*k));
    return kernels_.size() - 1;
  }
  Result<uint64_t> launch(size_t kernel, std::span<const Arg> args,
                          std::array<size_t, 3> groups) override {
    if (kernel >= kernels_.size())
      return vk::checkError("ComputeDevice", "launch: no such kernel handle");
    for (size_t g : groups)
      if (g > UINT32_MAX)
        return vk::checkError("ComputeDevice", "launch: " + std::to_string(g) +
                                                   " work-groups do not fit a Vulkan dispatch");
    auto t = dev_.launch(kernels_[kernel], args,
                         {uint32_t(groups[0]), uint32_t(groups[1]), uint32_t(groups[2])});
    if (!t) return std::move(t).error();
    return t->ns;
  }

private:
  VulkanDevice dev_;
  std::map<void*, VulkanBuffer> buffers_;
  std::vector<VulkanKernel> kernels_;
};
} // namespace

Result<std::unique_ptr<ComputeDevice>> openVulkanComputeDevice(std::string_view selector) {
  auto d = VulkanDevice::open(VulkanSelector::parse(selector));
  if (!d) return std::move(d).error();
  return std::unique_ptr<ComputeDevice>(new VulkanComputeDevice(std::move(*d)));
}

} // namespace spvkit::runtime
