// The device of the tensor-language device tests, on either runtime.
//
// The tests were written against the OpenCL runtime's classes (Device,
// Buffer, SvmBuffer, Program, Kernel, Event). This header offers the same
// names and the calls the tests make, over runtime::ComputeDevice, so that
// one test program runs on PoCL (OpenCL) and on lavapipe (Vulkan):
// SPVKIT_TEST_BACKEND=vulkan picks the Vulkan device (SPVKIT_VULKAN_DEVICE
// selects one), anything else the OpenCL device (SPVKIT_DEVICE). testTarget()
// is the compile target that goes with it (pocl, or lavapipe), and
// excluded() records a case the backend cannot run: printed with its reason
// and counted, never passed silently.
#pragma once

#include "passes/tensor/Target.h"
#include "runtime/ComputeDevice.h"
#include "runtime/Error.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace spvkit::testdev {

// What the tests use of the runtime besides the device classes.
using runtime::Arg;
using runtime::BadResultAccess;
using runtime::DataRef;
using runtime::Error;
using runtime::GroupType;
using runtime::GroupValue;
using runtime::kDynamic;
using runtime::KernelMetadata;
using runtime::memref;
using runtime::MemRefType;
using runtime::MemRefValue;
using runtime::ParamType;
using runtime::parseGroupType;
using runtime::parseMemRefType;
using runtime::parseParamType;
using runtime::Result;
using runtime::ScalarType;
using runtime::ScalarValue;

using Range3 = std::array<size_t, 3>;

inline runtime::Backend testBackend() {
  const char* b = std::getenv("SPVKIT_TEST_BACKEND");
  return b && std::strcmp(b, "vulkan") == 0 ? runtime::Backend::Vulkan : runtime::Backend::OpenCL;
}
inline bool onVulkan() {
  return testBackend() == runtime::Backend::Vulkan;
}
/// The compile target of the test device: pocl, or lavapipe on Vulkan.
inline const char* testTargetName() {
  return onVulkan() ? "lavapipe" : "pocl";
}
inline const tensor::Target& testTarget() {
  static const tensor::Target t = *tensor::findTarget(testTargetName());
  return t;
}

inline int exclusions = 0;
/// A case this backend cannot run (the reason is printed; the count is
/// reported at the end of the run).
inline void excluded(const std::string& what, const std::string& reason) {
  std::printf("EXCLUDED on %s: %s: %s\n", onVulkan() ? "Vulkan" : "OpenCL", what.c_str(),
              reason.c_str());
  ++exclusions;
}
inline void reportExclusions() {
  std::printf("%d case(s) excluded on %s\n", exclusions, onVulkan() ? "Vulkan" : "OpenCL");
}

struct Shared {
  std::unique_ptr<runtime::ComputeDevice> dev;
};

/// Device memory (memref memory or a group member); shared copies name the
/// same allocation, which is released with the last of them.
class Buffer {
public:
  Buffer() = default;
  Buffer(std::shared_ptr<Shared> s, DataRef r) : m_(std::make_shared<Mem>(std::move(s), r)) {}
  DataRef ref() const { return m_ ? m_->ref : DataRef{}; }
  operator DataRef() const { return ref(); }
  size_t bytes() const { return ref().bytes; }
  void* get() const { return ref().handle; }

private:
  struct Mem {
    std::shared_ptr<Shared> s;
    DataRef ref;
    Mem(std::shared_ptr<Shared> sh, DataRef r) : s(std::move(sh)), ref(r) {}
    ~Mem() { (void)s->dev->release(ref); }
    Mem(const Mem&) = delete;
    Mem& operator=(const Mem&) = delete;
  };
  std::shared_ptr<Mem> m_;
};
using SvmBuffer = Buffer;

/// A finished launch or copy (everything here is synchronous).
class Event {
public:
  Event() = default;
  explicit Event(uint64_t ns) : ns_(ns) {}
  Result<void> wait() const { return {}; }
  Result<uint64_t> durationNs() const { return ns_; }

private:
  uint64_t ns_ = 0;
};

class Kernel {
public:
  Kernel() = default;
  Kernel(std::shared_ptr<Shared> s, size_t h, std::string name)
      : s_(std::move(s)), handle_(h), name_(std::move(name)) {}
  const std::string& name() const { return name_; }
  /// Keeps the arguments for the next launch; the runtime checks them there.
  Result<void> setArgs(std::span<const Arg> args) {
    args_.assign(args.begin(), args.end());
    return {};
  }
  Result<void> setArgs(std::initializer_list<Arg> args) {
    return setArgs(std::span<const Arg>(args.begin(), args.size()));
  }
  size_t handle() const { return handle_; }
  const std::vector<Arg>& args() const { return args_; }

private:
  std::shared_ptr<Shared> s_;
  size_t handle_ = 0;
  std::string name_;
  std::vector<Arg> args_;
};

class Program {
public:
  Program() = default;
  Program(std::shared_ptr<Shared> s, std::vector<uint32_t> w)
      : s_(std::move(s)), words_(std::move(w)) {}
  Result<Kernel> kernel(const std::string& name, KernelMetadata meta = {}) const {
    auto k = s_->dev->loadKernel(words_, name, meta);
    if (!k) return std::move(k).error();
    return Kernel(s_, *k, name);
  }

private:
  std::shared_ptr<Shared> s_;
  std::vector<uint32_t> words_;
};

struct DeviceInfo {
  std::string name;
};

class Device {
public:
  /// The test backend's device (see the file comment).
  static Result<Device> open() {
    const char* sel = std::getenv(onVulkan() ? "SPVKIT_VULKAN_DEVICE" : "SPVKIT_DEVICE");
    auto d = runtime::openComputeDevice(testBackend(), sel ? sel : "");
    if (!d) return std::move(d).error();
    Device dev;
    dev.s_ = std::make_shared<Shared>();
    dev.s_->dev = std::move(*d);
    dev.info_.name = dev.s_->dev->name() + (onVulkan() ? " (Vulkan)" : " (OpenCL)");
    return dev;
  }
  const DeviceInfo& info() const { return info_; }

  Result<Buffer> createBuffer(size_t bytes) { return alloc(bytes, false); }
  template <class T>
  Result<Buffer> createBuffer(std::span<const T> init) {
    auto b = alloc(init.size_bytes(), false);
    if (!b) return b;
    if (auto w = s_->dev->write(*b, init.data(), init.size_bytes()); !w)
      return std::move(w).error();
    return b;
  }
  Result<Buffer> allocSvm(size_t bytes) { return alloc(bytes, true); }
  Result<Event> write(const Buffer& dst, const void* src, size_t bytes, size_t offset = 0) {
    if (auto r = s_->dev->write(dst, src, bytes, offset); !r) return std::move(r).error();
    return Event();
  }
  Result<Event> read(const Buffer& src, void* dst, size_t bytes, size_t offset = 0) {
    if (auto r = s_->dev->read(src, dst, bytes, offset); !r) return std::move(r).error();
    return Event();
  }
  template <class T>
  Result<std::vector<T>> readVector(const Buffer& src, size_t count) {
    std::vector<T> out(count);
    if (auto r = s_->dev->read(src, out.data(), count * sizeof(T)); !r) return std::move(r).error();
    return out;
  }
  Result<Program> buildProgram(std::span<const uint32_t> words) {
    return Program(s_, std::vector<uint32_t>(words.begin(), words.end()));
  }
  /// Launches numGroups work-groups with the arguments of the last setArgs.
  Result<Event> launch(const Kernel& k, Range3 numGroups) {
    auto t = s_->dev->launch(k.handle(), k.args(), numGroups);
    if (!t) return std::move(t).error();
    return Event(*t);
  }

private:
  Result<Buffer> alloc(size_t bytes, bool member) {
    auto r = s_->dev->allocate(bytes, member);
    if (!r) return std::move(r).error();
    return Buffer(s_, *r);
  }
  std::shared_ptr<Shared> s_;
  DeviceInfo info_;
};

} // namespace spvkit::testdev
