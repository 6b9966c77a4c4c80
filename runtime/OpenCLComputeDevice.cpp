// ComputeDevice over the OpenCL runtime (Device, Program, Kernel).
#include "runtime/OpenCLComputeDevice.h"

#include "runtime/Device.h"
#include "runtime/Program.h"

#include <map>
#include <vector>

namespace spvkit::runtime {

std::string_view backendName(Backend b) {
  return b == Backend::Vulkan ? "Vulkan" : "OpenCL";
}

namespace {
Error useError(std::string msg) {
  return Error{CL_INVALID_VALUE, "ComputeDevice", std::move(msg), {}};
}

class OpenCLComputeDevice final : public ComputeDevice {
public:
  explicit OpenCLComputeDevice(Device d) : dev_(std::move(d)) {}
  Backend backend() const override { return Backend::OpenCL; }
  std::string name() const override { return dev_.info().name; }

  Result<DataRef> allocate(size_t bytes, bool groupMember) override {
    if (groupMember) {
      auto s = dev_.allocSvm(bytes);
      if (!s) return std::move(s).error();
      DataRef r = s->ref();
      svm_.emplace(r.handle, std::move(*s));
      return r;
    }
    auto b = dev_.createBuffer(bytes);
    if (!b) return std::move(b).error();
    DataRef r = b->ref();
    buffers_.emplace(r.handle, std::move(*b));
    return r;
  }
  Result<void> release(DataRef m) override {
    if (buffers_.erase(m.handle) + svm_.erase(m.handle) == 0)
      return useError("release: the memory is not from this device");
    return {};
  }
  Result<void> write(DataRef dst, const void* src, size_t bytes, size_t offset) override {
    if (auto b = buffers_.find(dst.handle); b != buffers_.end())
      return done(dev_.write(b->second, src, bytes, offset));
    if (auto s = svm_.find(dst.handle); s != svm_.end())
      return done(dev_.write(s->second, src, bytes, offset));
    return useError("write: the memory is not from this device");
  }
  Result<void> read(DataRef src, void* dst, size_t bytes, size_t offset) override {
    if (auto b = buffers_.find(src.handle); b != buffers_.end())
      return done(dev_.read(b->second, dst, bytes, offset));
    if (auto s = svm_.find(src.handle); s != svm_.end())
      return done(dev_.read(s->second, dst, bytes, offset));
    return useError("read: the memory is not from this device");
  }
  Result<size_t> loadKernel(std::span<const uint32_t> spirv, const std::string& name,
                            const KernelMetadata& meta) override {
    std::vector<uint32_t> key(spirv.begin(), spirv.end());
    auto p = programs_.find(key);
    if (p == programs_.end()) {
      auto built = dev_.buildProgram(spirv);
      if (!built) return std::move(built).error();
      p = programs_.emplace(std::move(key), std::move(*built)).first;
    }
    auto k = p->second.kernel(name, meta);
    if (!k) return std::move(k).error();
    kernels_.push_back(std::move(*k));
    return kernels_.size() - 1;
  }
  Result<uint64_t> launch(size_t kernel, std::span<const Arg> args,
                          std::array<size_t, 3> groups) override {
    if (kernel >= kernels_.size()) return useError("launch: no such kernel handle");
    Kernel& k = kernels_[kernel];
    if (auto r = k.setArgs(args); !r) return std::move(r).error();
    auto e = dev_.launch(k, {groups[0], groups[1], groups[2]});
    if (!e) return std::move(e).error();
    if (auto w = e->wait(); !w) return std::move(w).error();
    return e->durationNs();
  }

private:
  static Result<void> done(Result<Event> e) {
    if (!e) return std::move(e).error();
    return {};
  }
  Device dev_;
  std::map<void*, Buffer> buffers_;
  std::map<void*, SvmBuffer> svm_;
  std::map<std::vector<uint32_t>, Program> programs_;
  std::vector<Kernel> kernels_;
};
} // namespace

Result<std::unique_ptr<ComputeDevice>> openOpenCLComputeDevice(std::string_view selector) {
  auto d = Device::open(DeviceSelector::parse(selector));
  if (!d) return std::move(d).error();
  return std::unique_ptr<ComputeDevice>(new OpenCLComputeDevice(std::move(*d)));
}

} // namespace spvkit::runtime
