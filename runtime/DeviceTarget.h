// A live OpenCL device described as a SPIR-V target environment.
//
// targetFromDevice() maps what Device::info() read from the device
// (DeviceInfo: CL_DEVICE_IL_VERSION, extensions, fp16/fp64, subgroup sizes,
// maximum work-group size) to a spirv::TargetEnv, the same description the
// compiler's presets (`generic`, `pvc`, `bmg`, `dg2`, `pocl`) give, so that
// availability inference and checkAgainst can be run against the device a
// program will actually run on:
//
//   Device dev = Device::open().value();
//   spirv::TargetEnv target = targetFromDevice(dev.info());
//   spirv::checkAgainst(spirv::inferRequirements(module, &target, diags), target, diags);
//
// Only what the device announces is listed: OpenCL extensions become SPIR-V
// capabilities and extensions by the table in docs/runtime.md.
#pragma once

#include "ir/spirv/TargetEnv.h"
#include "runtime/DeviceInfo.h"

namespace spvkit::runtime {

/// The target environment of a device; its name is "device:<CL_DEVICE_NAME>".
spirv::TargetEnv targetFromDevice(const DeviceInfo& info);

} // namespace spvkit::runtime
