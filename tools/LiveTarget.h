// `--target=device`: the compiler's target built from the live OpenCL device
// (runtime/DeviceTarget.h maps the device query to a SPIR-V target
// environment), so that a program is compiled for, and checked against, what
// the device the run mode will use actually announces.
#pragma once

#include "passes/tensor/Target.h"

#include <optional>
#include <string>

namespace spvkit::tools {

/// How --target=help describes `device`.
inline constexpr const char* kDeviceTargetDescription =
    "the first SPIR-V capable OpenCL device, as it describes itself";

/// The first SPIR-V capable OpenCL device as a target named "device", or
/// nothing with `error` set when there is no such device.
std::optional<tensor::Target> liveDeviceTarget(std::string& error);

} // namespace spvkit::tools
