#include "tools/LiveTarget.h"

#include "runtime/DeviceTarget.h"
#include "runtime/Runtime.h"

#include <algorithm>

namespace spvkit::tools {

std::optional<tensor::Target> liveDeviceTarget(std::string& error) {
  runtime::Result<runtime::Device> dev = runtime::Device::open();
  if (!dev) {
    error = "no OpenCL device: " + dev.error().str();
    return std::nullopt;
  }
  const runtime::DeviceInfo& info = dev->info();
  tensor::Target t;
  t.name = "device";
  t.description = "the OpenCL device " + info.name;
  t.env = runtime::targetFromDevice(info);
  t.env.name = "device (" + info.name + ")";
  // The work-group default must fit the device; subgroup sizes stay the
  // device's choice unless a function asks for one.
  t.defaultWorkGroupSize = {std::min<uint32_t>(64, t.env.limits.maxWorkGroupSize), 1};
  return t;
}

} // namespace spvkit::tools
