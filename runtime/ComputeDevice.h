// ComputeDevice: the one interface of spvkit's two runtimes (OpenCL and
// Vulkan) for loading a kernel, marshalling its arguments and launching it.
//
// Run mode (`tensor-lang-cc run`), the C API and the device tests drive
// either backend through it:
//
//   auto dev = openComputeDevice(Backend::Vulkan, "llvmpipe");
//   DataRef x = (*dev)->allocate(bytes).value();         // memref memory
//   (*dev)->write(x, host.data(), bytes).value();
//   size_t k = (*dev)->loadKernel(words, "axpy", meta).value();
//   uint64_t ns = (*dev)->launch(k, args, {groups, 1, 1}).value();
//
// Memory is named by DataRef (CallingConvention.h) and owned by the device
// until release() or the device's end: an OpenCL Buffer (or SvmBuffer for
// group members, which kernels reach through pointer tables), a Vulkan buffer
// with a device address. Arguments are the typed Args of the calling
// convention; each backend lowers them its way (OpenCL kernel arguments, the
// Vulkan push-constant block). launch() waits for the kernel and returns its
// device time. The backends' own classes (Device, VulkanDevice) remain for
// what is particular to one of them.
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/Error.h"
#include "runtime/KernelMetadata.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace spvkit::runtime {

enum class Backend : uint8_t { OpenCL, Vulkan };
std::string_view backendName(Backend b); // "OpenCL", "Vulkan"

class ComputeDevice {
public:
  virtual ~ComputeDevice() = default;
  virtual Backend backend() const = 0;
  /// The device's name as the backend reports it.
  virtual std::string name() const = 0;

  /// Device memory of `bytes`; `groupMember`: reachable through a group's
  /// pointer table (OpenCL: SVM).
  virtual Result<DataRef> allocate(size_t bytes, bool groupMember = false) = 0;
  /// Frees memory from allocate() (every allocation ends with the device).
  virtual Result<void> release(DataRef memory) = 0;
  virtual Result<void> write(DataRef dst, const void* src, size_t bytes, size_t offset = 0) = 0;
  virtual Result<void> read(DataRef src, void* dst, size_t bytes, size_t offset = 0) = 0;

  /// Loads a SPIR-V module (built / checked once per distinct module) and
  /// returns a handle to its kernel `name` with the compiler's metadata.
  virtual Result<size_t> loadKernel(std::span<const uint32_t> spirv, const std::string& name,
                                    const KernelMetadata& metadata = {}) = 0;
  /// Launches numGroups work-groups of the kernel's work-group size with
  /// `args`, waits, and returns the kernel's device time in nanoseconds.
  virtual Result<uint64_t> launch(size_t kernel, std::span<const Arg> args,
                                  std::array<size_t, 3> numGroups) = 0;
};

/// Opens a device of `backend`; `selector` as DeviceSelector::parse (OpenCL)
/// or VulkanSelector::parse (Vulkan) reads it ("" = the default device). A
/// backend this build lacks is an Error.
Result<std::unique_ptr<ComputeDevice>> openComputeDevice(Backend backend,
                                                         std::string_view selector = "");

} // namespace spvkit::runtime
