// VulkanDeviceInfo: what a Vulkan physical device offers a compute kernel, as
// a plain struct (no Vulkan headers).
//
// VulkanDevice::info() and listVulkanDevices() fill it from
// vkGetPhysicalDeviceProperties2 / Features2 and
// vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR; the launch checks a
// kernel's needs against it before anything reaches the driver, and
// vulkanTarget() (VulkanTarget.h) turns it into a compiler target.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::runtime {

/// One entry of vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR (subgroup
/// scope entries only are kept): an MxNxK product A(MxK) * B(KxN) + C -> R.
struct CoopMatrixShape {
  uint32_t m = 0, n = 0, k = 0;
  std::string a, b, c, result; ///< tensor-language type names: "f16", "f32", "i8", ...
  bool saturating = false;
};

struct VulkanDeviceInfo {
  unsigned index = 0;      ///< position in vkEnumeratePhysicalDevices
  std::string name;        ///< deviceName
  std::string type;        ///< "discrete GPU", "integrated GPU", "CPU", ...
  std::string driverName;  ///< VkPhysicalDeviceDriverProperties::driverName
  std::string driverInfo;  ///< driverInfo (e.g. the Mesa version)
  uint32_t apiVersion = 0; ///< VK_MAKE_API_VERSION of the device
  uint32_t vendorId = 0;
  bool cpu = false; ///< VK_PHYSICAL_DEVICE_TYPE_CPU (lavapipe)

  // Features the launch and the compiler care about.
  bool shaderFloat64 = false, shaderInt64 = false, shaderInt16 = false, shaderInt8 = false;
  bool shaderFloat16 = false;
  bool storageBuffer8BitAccess = false, storageBuffer16BitAccess = false;
  bool storagePushConstant8 = false, storagePushConstant16 = false;
  bool bufferDeviceAddress = false;
  bool vulkanMemoryModel = false, vulkanMemoryModelDeviceScope = false;
  bool shaderBufferInt64Atomics = false, shaderSharedInt64Atomics = false;
  bool subgroupSizeControl = false, computeFullSubgroups = false;
  bool cooperativeMatrix = false; ///< VK_KHR_cooperative_matrix with the feature on
  bool timestamps = false;        ///< the compute queue has timestamp bits

  // Limits.
  uint32_t subgroupSize = 0; ///< the default subgroup size
  uint32_t minSubgroupSize = 0, maxSubgroupSize = 0;
  bool requiredSubgroupSizeInCompute = false; ///< requiredSubgroupSizeStages has compute
  uint32_t subgroupOperations = 0;            ///< VkSubgroupFeatureFlags in compute
  uint32_t maxPushConstantsSize = 0;
  uint32_t maxComputeSharedMemorySize = 0;
  uint32_t maxComputeWorkGroupInvocations = 0;
  std::array<uint32_t, 3> maxComputeWorkGroupSize{0, 0, 0};
  std::array<uint32_t, 3> maxComputeWorkGroupCount{0, 0, 0};
  float timestampPeriodNs = 1.0f;
  uint64_t deviceLocalBytes = 0;
  uint64_t maxMemoryAllocationSize = 0; ///< 0: not reported
  std::vector<CoopMatrixShape> coopMatrixShapes;
  std::vector<std::string> extensions;

  bool hasExtension(std::string_view e) const;
  /// "1.4.309"
  std::string apiVersionString() const;
};

} // namespace spvkit::runtime
