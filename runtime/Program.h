// Program and Kernel: a built SPIR-V module and its entry points.
//
// Device::buildProgram() returns a Program; Program::kernel() returns a Kernel
// for an entry point, optionally with the KernelMetadata the compiler
// recorded for it (work-group size, subgroup size, parameter types).
// Kernel::setArgs() takes one Arg per kernel parameter (a scalar, memref or
// group value with its type), lowers them by the calling convention
// (CallingConvention.h) and sets the OpenCL arguments; Device::launch() runs a
// number of work-groups.
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/Error.h"
#include "runtime/Handle.h"
#include "runtime/KernelMetadata.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace spvkit::runtime {

class Kernel {
public:
  Kernel() = default;

  cl_kernel get() const { return k_.get(); }
  const std::string& name() const { return name_; }
  const KernelMetadata& metadata() const { return meta_; }
  /// The work-group size launches use; {0,0,0} if unknown.
  std::array<size_t, 3> workGroupSize() const { return wgs_; }
  /// Number of OpenCL arguments of the entry point (CL_KERNEL_NUM_ARGS).
  unsigned numArgs() const { return numArgs_; }

  /// Sets every argument: one Arg per kernel parameter, lowered by the
  /// calling convention. Checks the lowered count against the entry point
  /// (CL_INVALID_KERNEL_ARGS), value sizes (CL_INVALID_ARG_SIZE from
  /// clSetKernelArg) and, with metadata params, the parameter types
  /// (CL_INVALID_ARG_VALUE). Groups get auxiliary buffers that this Kernel
  /// keeps until the next setArgs.
  Result<void> setArgs(std::span<const Arg> args);
  Result<void> setArgs(std::initializer_list<Arg> args) {
    return setArgs(std::span<const Arg>(args.begin(), args.size()));
  }

private:
  friend class Program;
  Handle<cl_kernel> k_;
  Handle<cl_context> ctx_;
  std::string name_;
  KernelMetadata meta_;
  std::array<size_t, 3> wgs_{0, 0, 0};
  unsigned numArgs_ = 0;
  unsigned addressBits_ = 64;
  std::vector<Handle<cl_mem>> aux_;
};

class Program {
public:
  Program() = default;
  Program(Handle<cl_program> p, cl_device_id device, unsigned addressBits)
      : p_(std::move(p)), device_(device), addressBits_(addressBits) {}

  cl_program get() const { return p_.get(); }
  /// The build log (may be empty, or hold warnings, after a successful build).
  Result<std::string> buildLog() const;
  /// Entry point names (CL_PROGRAM_KERNEL_NAMES).
  Result<std::vector<std::string>> kernelNames() const;
  /// The kernel `name`; an unknown name gives CL_INVALID_KERNEL_NAME listing
  /// the names the module has.
  Result<Kernel> kernel(const std::string& name, KernelMetadata metadata = {}) const;

private:
  Handle<cl_program> p_;
  cl_device_id device_ = nullptr;
  unsigned addressBits_ = 64;
};

} // namespace spvkit::runtime
