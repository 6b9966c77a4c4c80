#include "runtime/vulkan/VulkanTarget.h"

#include <vulkan/vulkan_core.h>

#include <algorithm>

namespace spvkit::runtime {

using spirv::Capability;
using spirv::Extension;

spirv::TargetEnv vulkanTargetEnv(const VulkanDeviceInfo& info) {
  spirv::TargetEnv t;
  t.name = "vulkan-device:" + info.name;
  t.client = spirv::TargetClient::Vulkan;
  t.version =
      info.apiVersion >= VK_API_VERSION_1_3 ? spirv::makeVersion(1, 6) : spirv::makeVersion(1, 5);
  auto cap = [&](Capability c, bool has = true) {
    if (has && std::find(t.capabilities.begin(), t.capabilities.end(), c) == t.capabilities.end())
      t.capabilities.push_back(c);
  };
  cap(Capability::Shader);
  cap(Capability::PhysicalStorageBufferAddresses, info.bufferDeviceAddress);
  cap(Capability::VulkanMemoryModel, info.vulkanMemoryModel);
  cap(Capability::VulkanMemoryModelDeviceScope, info.vulkanMemoryModelDeviceScope);
  cap(Capability::Float64, info.shaderFloat64);
  cap(Capability::Int64, info.shaderInt64);
  cap(Capability::Int16, info.shaderInt16);
  cap(Capability::Int8, info.shaderInt8);
  cap(Capability::Float16, info.shaderFloat16);
  cap(Capability::StorageBuffer16BitAccess, info.storageBuffer16BitAccess);
  cap(Capability::StorageBuffer8BitAccess, info.storageBuffer8BitAccess);
  cap(Capability::StoragePushConstant16, info.storagePushConstant16);
  cap(Capability::StoragePushConstant8, info.storagePushConstant8);
  cap(Capability::Int64Atomics, info.shaderBufferInt64Atomics);
  uint32_t ops = info.subgroupOperations;
  cap(Capability::GroupNonUniform, ops & VK_SUBGROUP_FEATURE_BASIC_BIT);
  cap(Capability::GroupNonUniformVote, ops & VK_SUBGROUP_FEATURE_VOTE_BIT);
  cap(Capability::GroupNonUniformArithmetic, ops & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT);
  cap(Capability::GroupNonUniformBallot, ops & VK_SUBGROUP_FEATURE_BALLOT_BIT);
  cap(Capability::GroupNonUniformShuffle, ops & VK_SUBGROUP_FEATURE_SHUFFLE_BIT);
  cap(Capability::GroupNonUniformShuffleRelative, ops & VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT);
  cap(Capability::GroupNonUniformClustered, ops & VK_SUBGROUP_FEATURE_CLUSTERED_BIT);
  cap(Capability::GroupNonUniformQuad, ops & VK_SUBGROUP_FEATURE_QUAD_BIT);
  if (info.cooperativeMatrix) {
    cap(Capability::CooperativeMatrixKHR);
    t.extensions.push_back(Extension::SPV_KHR_cooperative_matrix);
    for (const CoopMatrixShape& s : info.coopMatrixShapes) {
      auto a = spirv::parseCoopComponent(s.a), b = spirv::parseCoopComponent(s.b),
           c = spirv::parseCoopComponent(s.c), r = spirv::parseCoopComponent(s.result);
      if (a && b && c && r)
        t.coopMatrixShapes.push_back(
            {s.m, s.n, s.k, *a, *b, *c, *r, spirv::Scope::Subgroup, s.saturating});
    }
  }
  // Without f16 arithmetic the compiler computes f16 in f32 (as for lavapipe).
  t.features.fp16Math = info.shaderFloat16;
  t.limits.maxWorkGroupSize = info.maxComputeWorkGroupInvocations;
  t.limits.pushConstantBytes = info.maxPushConstantsSize;
  t.limits.workgroupMemoryBytes = info.maxComputeSharedMemorySize;
  for (uint32_t s = std::max(1u, info.minSubgroupSize); s && s <= info.maxSubgroupSize; s *= 2)
    t.limits.subgroupSizes.push_back(s);
  return t;
}

} // namespace spvkit::runtime
