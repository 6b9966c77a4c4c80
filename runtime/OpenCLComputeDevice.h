// The OpenCL backend of ComputeDevice (ComputeDevice.h): a Device, its
// programs (built once per distinct module) and kernels.
#pragma once

#include "runtime/ComputeDevice.h"

namespace spvkit::runtime {

/// An OpenCL device (DeviceSelector::parse(selector)) as a ComputeDevice.
Result<std::unique_ptr<ComputeDevice>> openOpenCLComputeDevice(std::string_view selector);

} // namespace spvkit::runtime
