// KernelMetadata: what the compiler records for a kernel next to its binary
// (work-group size, subgroup size, parameter types), shared by the OpenCL
// (Program.h) and Vulkan (vulkan/VulkanKernel.h) runtimes.
#pragma once

#include "runtime/CallingConvention.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace spvkit::runtime {

struct KernelMetadata {
  /// Work-group size; {0,0,0}: take the module's LocalSize
  /// (CL_KERNEL_COMPILE_WORK_GROUP_SIZE, or the Vulkan module's execution mode).
  std::array<size_t, 3> workGroupSize{0, 0, 0};
  /// Required subgroup size; 0: none. OpenCL: Program::kernel checks it
  /// against CL_DEVICE_SUB_GROUP_SIZES_INTEL when the device reports that.
  /// Vulkan: the pipeline is created with
  /// VkPipelineShaderStageRequiredSubgroupSizeCreateInfo.
  uint32_t subgroupSize = 0;
  /// Parameter types; when given, the arguments must have them.
  std::vector<ParamType> params;
};

} // namespace spvkit::runtime
