// Device: an OpenCL device opened for running spvkit kernels.
//
// Device::open() picks a device (by default the first one whose
// CL_DEVICE_IL_VERSION names SPIR-V) and owns a context and an in-order
// command queue with profiling enabled. Through it one allocates memory
// (Buffer: cl_mem; SvmBuffer: coarse-grained SVM, needed for group members),
// copies data, builds programs from SPIR-V words (Program.h) and launches
// kernels; every enqueue returns an Event that can be waited on and timed.
// All calls return Result<T> (Error.h); none prints, throws or exits.
// Objects are not thread-safe; distinct Devices may be used from distinct
// threads.
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/DeviceInfo.h"
#include "runtime/Error.h"
#include "runtime/Handle.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace spvkit::runtime {

class Kernel;
class Program;

/// Which device Device::open() takes: the first device matching every field
/// that is set, in platform order then device order.
struct DeviceSelector {
  int platform = -1;        ///< platform index, -1: any
  int device = -1;          ///< device index within the platform, -1: any
  std::string nameContains; ///< substring of the device or platform name, "": any
  bool requireIL = true;    ///< CL_DEVICE_IL_VERSION must name SPIR-V

  /// "" (default), "P:D" (indices), "P:" (a platform) or a name substring.
  static DeviceSelector parse(std::string_view text);
};

/// Every device of every platform (empty list if no platform is installed).
Result<std::vector<DeviceInfo>> listDevices();

/// An enqueued command; copies are shared references to the same cl_event.
class Event {
public:
  Event() = default;
  explicit Event(Handle<cl_event> e) : e_(std::move(e)) {}
  cl_event get() const { return e_.get(); }
  Result<void> wait() const;
  /// Device time between the command's start and end (waits for it first).
  /// Needs a queue with profiling (Device's default).
  Result<uint64_t> durationNs() const;

private:
  Handle<cl_event> e_;
};

/// Device memory owned through a cl_mem.
class Buffer {
public:
  Buffer() = default;
  Buffer(Handle<cl_mem> m, size_t bytes) : m_(std::move(m)), bytes_(bytes) {}
  cl_mem get() const { return m_.get(); }
  size_t bytes() const { return bytes_; }
  DataRef ref() const { return {DataRef::Kind::Buffer, m_.get(), bytes_}; }
  operator DataRef() const { return ref(); }

private:
  Handle<cl_mem> m_;
  size_t bytes_ = 0;
};

/// Coarse-grained shared virtual memory (clSVMAlloc). Its pointer is valid on
/// the device, so it can be stored in tables (groups). Freed with clSVMFree
/// on destruction: keep it alive until the commands using it have finished.
class SvmBuffer {
public:
  SvmBuffer() = default;
  SvmBuffer(Handle<cl_context> ctx, void* p, size_t bytes)
      : ctx_(std::move(ctx)), p_(p), bytes_(bytes) {}
  SvmBuffer(SvmBuffer&& o) noexcept;
  SvmBuffer& operator=(SvmBuffer&& o) noexcept;
  SvmBuffer(const SvmBuffer&) = delete;
  SvmBuffer& operator=(const SvmBuffer&) = delete;
  ~SvmBuffer();
  void* get() const { return p_; }
  size_t bytes() const { return bytes_; }
  DataRef ref() const { return {DataRef::Kind::Svm, p_, bytes_}; }
  operator DataRef() const { return ref(); }

private:
  Handle<cl_context> ctx_;
  void* p_ = nullptr;
  size_t bytes_ = 0;
};

/// Number of work-groups (or work-items) in up to three dimensions.
using Range3 = std::array<size_t, 3>;

class Device {
public:
  static Result<Device> open(const DeviceSelector& selector = {});

  const DeviceInfo& info() const { return info_; }
  cl_platform_id platform() const { return platform_; }
  cl_device_id device() const { return device_; }
  cl_context context() const { return ctx_.get(); }
  cl_command_queue queue() const { return queue_.get(); }

  // --- memory -------------------------------------------------------------------
  Result<Buffer> createBuffer(size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE);
  /// A buffer holding a copy of `init`.
  template <class T>
  Result<Buffer> createBuffer(std::span<const T> init, cl_mem_flags flags = CL_MEM_READ_WRITE) {
    return createBufferFrom(init.data(), init.size_bytes(), flags);
  }
  Result<SvmBuffer> allocSvm(size_t bytes);

  /// Copies host -> device. blocking=false requires `src` to stay valid until
  /// the returned event completes.
  Result<Event> write(const Buffer& dst, const void* src, size_t bytes, size_t offset = 0,
                      bool blocking = true);
  Result<Event> read(const Buffer& src, void* dst, size_t bytes, size_t offset = 0,
                     bool blocking = true);
  Result<Event> write(const SvmBuffer& dst, const void* src, size_t bytes, size_t offset = 0,
                      bool blocking = true);
  Result<Event> read(const SvmBuffer& src, void* dst, size_t bytes, size_t offset = 0,
                     bool blocking = true);
  Result<Event> copy(const Buffer& src, const Buffer& dst, size_t bytes, size_t srcOffset = 0,
                     size_t dstOffset = 0);
  Result<Event> fill(const Buffer& dst, const void* pattern, size_t patternBytes, size_t bytes,
                     size_t offset = 0);

  template <class Mem, class T>
  Result<Event> write(const Mem& dst, std::span<const T> src) {
    return write(dst, src.data(), src.size_bytes());
  }
  template <class Mem, class T>
  Result<Event> write(const Mem& dst, const std::vector<T>& src) {
    return write(dst, src.data(), src.size() * sizeof(T));
  }
  template <class T, class Mem>
  Result<std::vector<T>> readVector(const Mem& src, size_t count) {
    std::vector<T> out(count);
    auto e = read(src, out.data(), count * sizeof(T));
    if (!e) return std::move(e).error();
    return out;
  }

  // --- programs and launches ----------------------------------------------------
  /// Creates a program from SPIR-V words (clCreateProgramWithIL, or
  /// clCreateProgramWithILKHR) and builds it; a failed build returns
  /// CL_BUILD_PROGRAM_FAILURE with the build log in Error::log.
  Result<Program> buildProgram(std::span<const uint32_t> spirv, const std::string& options = "");

  /// Launches numGroups work-groups of the kernel's work-group size (from its
  /// KernelMetadata or the module's LocalSize): global size = numGroups x
  /// work-group size, per dimension.
  Result<Event> launch(const Kernel& kernel, Range3 numGroups, std::span<const Event> waitFor = {});
  /// Plain NDRange launch; local = {0,0,0} lets the implementation choose.
  Result<Event> launchNd(const Kernel& kernel, Range3 global, Range3 local = {0, 0, 0},
                         std::span<const Event> waitFor = {});

  Result<void> finish();

private:
  Result<Buffer> createBufferFrom(const void* data, size_t bytes, cl_mem_flags flags);

  cl_platform_id platform_ = nullptr;
  cl_device_id device_ = nullptr;
  Handle<cl_context> ctx_;
  Handle<cl_command_queue> queue_;
  DeviceInfo info_;
};

} // namespace spvkit::runtime
