// openComputeDevice: the backend by name.
#include "runtime/ComputeDevice.h"

#include "runtime/OpenCLComputeDevice.h"
#ifdef SPVKIT_HAS_VULKAN
#include "runtime/vulkan/VulkanComputeDevice.h"
#endif

namespace spvkit::runtime {

Result<std::unique_ptr<ComputeDevice>> openComputeDevice(Backend backend,
                                                         std::string_view selector) {
  if (backend == Backend::OpenCL) return openOpenCLComputeDevice(selector);
#ifdef SPVKIT_HAS_VULKAN
  return openVulkanComputeDevice(selector);
#else
  Error e{-3 /* VK_ERROR_INITIALIZATION_FAILED */,
          "openComputeDevice",
          "this build of spvkit has no Vulkan runtime (Vulkan headers with "
          "VK_KHR_cooperative_matrix were missing: scripts/install-deps)",
          {}};
  e.api = Api::Vulkan;
  return e;
#endif
}

} // namespace spvkit::runtime
