// Loading checked modules, choosing kernels (feature checks) and making their
// pipelines.
#include "runtime/vulkan/VulkanKernel.h"

#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanState.h"

#include <algorithm>
#include <functional>

namespace spvkit::runtime {

using namespace vk;

namespace vk {
ModuleState::~ModuleState() {
  kernels.clear();
  if (shader) dev->fn.vkDestroyShaderModule(dev->device, shader, nullptr);
}

KernelState::~KernelState() {
  for (auto& [size, p] : pipelines) {
    if (p.pipeline) dev->fn.vkDestroyPipeline(dev->device, p.pipeline, nullptr);
    if (p.layout) dev->fn.vkDestroyPipelineLayout(dev->device, p.layout, nullptr);
  }
}
} // namespace vk

namespace {
// What a capability asks of the device; empty when nothing (or when the
// device has it). Numbers are the SPIR-V Capability enumerants.
std::string missingFeature(uint32_t cap, const VulkanDeviceInfo& d) {
  auto need = [](bool has, const char* feature) { return has ? std::string() : feature; };
  auto subgroupOp = [&](uint32_t bit, const char* name) {
    return (d.subgroupOperations & bit) ? std::string()
                                        : std::string("subgroup operations '") + name +
                                              "' in compute shaders (subgroupSupportedOperations)";
  };
  switch (cap) {
  case 6: // Kernel
    return "OpenCL kernels (the module has the Kernel capability: compile it for a Vulkan "
           "target, e.g. --target=vulkan)";
  case 10:
    return need(d.shaderFloat64, "shaderFloat64");
  case 11:
    return need(d.shaderInt64, "shaderInt64");
  case 12: // Int64Atomics
    return need(d.shaderBufferInt64Atomics, "shaderBufferInt64Atomics");
  case 22:
    return need(d.shaderInt16, "shaderInt16");
  case 39:
    return need(d.shaderInt8, "shaderInt8");
  case 9:
    return need(d.shaderFloat16, "shaderFloat16");
  case 4433:
    return need(d.storageBuffer16BitAccess, "storageBuffer16BitAccess");
  case 4435:
    return need(d.storagePushConstant16, "storagePushConstant16");
  case 4448:
    return need(d.storageBuffer8BitAccess, "storageBuffer8BitAccess");
  case 4450:
    return need(d.storagePushConstant8, "storagePushConstant8");
  case 5347:
    return need(d.bufferDeviceAddress, "bufferDeviceAddress");
  case 5345:
    return need(d.vulkanMemoryModel, "vulkanMemoryModel");
  case 5346:
    return need(d.vulkanMemoryModelDeviceScope, "vulkanMemoryModelDeviceScope");
  case 6022:
    return need(d.cooperativeMatrix, "cooperativeMatrix (VK_KHR_cooperative_matrix)");
  case 61:
    return subgroupOp(VK_SUBGROUP_FEATURE_BASIC_BIT, "basic");
  case 62:
    return subgroupOp(VK_SUBGROUP_FEATURE_VOTE_BIT, "vote");
  case 63:
    return subgroupOp(VK_SUBGROUP_FEATURE_ARITHMETIC_BIT, "arithmetic");
  case 64:
    return subgroupOp(VK_SUBGROUP_FEATURE_BALLOT_BIT, "ballot");
  case 65:
    return subgroupOp(VK_SUBGROUP_FEATURE_SHUFFLE_BIT, "shuffle");
  case 66:
    return subgroupOp(VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT, "shuffle relative");
  case 67:
    return subgroupOp(VK_SUBGROUP_FEATURE_CLUSTERED_BIT, "clustered");
  case 68:
    return subgroupOp(VK_SUBGROUP_FEATURE_QUAD_BIT, "quad");
  default:
    return {};
  }
}

std::string dims(const std::array<uint32_t, 3>& v) {
  return std::to_string(v[0]) + "x" + std::to_string(v[1]) + "x" + std::to_string(v[2]);
}
} // namespace

Result<VulkanModule> VulkanDevice::loadModule(std::span<const uint32_t> spirv) {
  std::vector<uint32_t> key(spirv.begin(), spirv.end());
  if (auto it = s_->modules.find(key); it != s_->modules.end())
    return VulkanModule(std::shared_ptr<ModuleState>(s_, it->second.get()));
  auto facts = checkModule(spirv);
  if (!facts) return std::move(facts).error();
  if (facts->entries.empty())
    return checkError("VulkanDevice::loadModule",
                      facts->kernelModel
                          ? "the module is an OpenCL kernel module (Kernel capability / entry "
                            "points); compile it for a Vulkan target (--target=vulkan)"
                          : "the module has no GLCompute entry point");
  auto m = std::make_unique<ModuleState>();
  m->dev = s_.get();
  m->facts = std::move(*facts);
  VkShaderModuleCreateInfo ci =
      make<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  ci.codeSize = spirv.size_bytes();
  ci.pCode = spirv.data();
  VkResult r = s_->fn.vkCreateShaderModule(s_->device, &ci, nullptr, &m->shader);
  if (r != VK_SUCCESS) return vkError(r, "vkCreateShaderModule", "a checked module");
  ModuleState* raw = m.get();
  s_->modules.emplace(std::move(key), std::move(m));
  return VulkanModule(std::shared_ptr<ModuleState>(s_, raw));
}

std::vector<std::string> VulkanModule::entryPoints() const {
  std::vector<std::string> out;
  if (s_)
    for (auto& e : s_->facts.entries) out.push_back(e.name);
  return out;
}

Result<VulkanKernel> VulkanModule::kernel(const std::string& name, KernelMetadata meta) const {
  if (!s_) return checkError("VulkanModule::kernel", "the module is empty");
  const ModuleFacts& facts = s_->facts;
  auto e = std::find_if(facts.entries.begin(), facts.entries.end(),
                        [&](const EntryFacts& f) { return f.name == name; });
  if (e == facts.entries.end()) {
    std::string names;
    for (auto& f : facts.entries) names += (names.empty() ? "" : ", ") + f.name;
    return checkError("VulkanModule::kernel",
                      "no GLCompute entry point '" + name + "'; the module has: " + names);
  }
  std::string key = name;
  for (size_t v : meta.workGroupSize) key += "," + std::to_string(v);
  key += "/" + std::to_string(meta.subgroupSize);
  for (auto& p : meta.params) key += ";" + toString(p);
  if (auto it = s_->kernels.find(key); it != s_->kernels.end())
    return VulkanKernel(std::shared_ptr<KernelState>(s_, it->second.get()));

  const VulkanDeviceInfo& d = s_->dev->info;
  std::string who = "kernel " + name + " on " + d.name;
  // Every capability must be backed by a device feature: the error names it.
  for (uint32_t cap : facts.capabilities)
    if (std::string miss = missingFeature(cap, d); !miss.empty())
      return checkError("VulkanModule::kernel",
                        who + ": the module declares " + capabilityName(cap) +
                            ", which needs the device feature " + miss + "; the device lacks it",
                        VK_ERROR_FEATURE_NOT_PRESENT);
  auto ks = std::make_unique<KernelState>();
  ks->dev = s_->dev;
  ks->mod = s_.get();
  ks->entry = *e;
  ks->meta = meta;
  // The work-group size is the module's LocalSize; metadata may only repeat it.
  std::array<uint32_t, 3> wgs = e->localSize;
  bool metaWgs = meta.workGroupSize[0] != 0;
  if (metaWgs) {
    std::array<uint32_t, 3> m{uint32_t(meta.workGroupSize[0]), uint32_t(meta.workGroupSize[1]),
                              uint32_t(meta.workGroupSize[2])};
    if (wgs[0] != 0 && m != wgs)
      return checkError("VulkanModule::kernel", who + ": the metadata says work-group size " +
                                                    dims(m) + ", the module's LocalSize is " +
                                                    dims(wgs));
    wgs = m;
  }
  if (wgs[0] == 0)
    return checkError("VulkanModule::kernel",
                      who + ": the module has no LocalSize execution mode and no metadata");
  uint64_t invocations = uint64_t(wgs[0]) * wgs[1] * wgs[2];
  for (size_t k = 0; k < 3; ++k)
    if (wgs[k] > d.maxComputeWorkGroupSize[k] || invocations > d.maxComputeWorkGroupInvocations)
      return checkError("VulkanModule::kernel",
                        who + ": work-group size " + dims(wgs) + " exceeds the device's limits (" +
                            dims(d.maxComputeWorkGroupSize) + ", " +
                            std::to_string(d.maxComputeWorkGroupInvocations) + " invocations)",
                        VK_ERROR_FEATURE_NOT_PRESENT);
  if (e->workgroupBytes > d.maxComputeSharedMemorySize)
    return checkError("VulkanModule::kernel",
                      who + ": " + std::to_string(e->workgroupBytes) +
                          " bytes of workgroup memory exceed maxComputeSharedMemorySize (" +
                          std::to_string(d.maxComputeSharedMemorySize) + ")",
                      VK_ERROR_FEATURE_NOT_PRESENT);
  if (uint32_t sg = meta.subgroupSize) {
    if (!d.subgroupSizeControl || !d.requiredSubgroupSizeInCompute) {
      if (sg != d.subgroupSize)
        return checkError("VulkanModule::kernel",
                          who + ": subgroup size " + std::to_string(sg) +
                              " is required but the device cannot set one (subgroupSizeControl) "
                              "and its subgroup size is " +
                              std::to_string(d.subgroupSize),
                          VK_ERROR_FEATURE_NOT_PRESENT);
    } else if (sg < d.minSubgroupSize || sg > d.maxSubgroupSize) {
      return checkError("VulkanModule::kernel",
                        who + ": required subgroup size " + std::to_string(sg) +
                            " is outside the device's range [" + std::to_string(d.minSubgroupSize) +
                            ", " + std::to_string(d.maxSubgroupSize) + "]",
                        VK_ERROR_FEATURE_NOT_PRESENT);
    }
  }
  ks->wgs = wgs;
  KernelState* raw = ks.get();
  s_->kernels.emplace(key, std::move(ks));
  return VulkanKernel(std::shared_ptr<KernelState>(s_, raw));
}

const std::string& VulkanKernel::name() const {
  return s_->entry.name;
}
std::array<uint32_t, 3> VulkanKernel::workGroupSize() const {
  return s_->wgs;
}
const KernelMetadata& VulkanKernel::metadata() const {
  return s_->meta;
}

namespace vk {
/// The kernel's pipeline for a push-constant block of `pushBytes`, made once.
Result<const Pipeline*> pipelineFor(KernelState& k, uint32_t pushBytes) {
  if (auto it = k.pipelines.find(pushBytes); it != k.pipelines.end()) return &it->second;
  DeviceState& dev = *k.dev;
  std::string who = "kernel " + k.entry.name;
  Pipeline p;
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, pushBytes};
  VkPipelineLayoutCreateInfo lci =
      make<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  lci.pushConstantRangeCount = pushBytes ? 1 : 0;
  lci.pPushConstantRanges = &range;
  VkResult r = dev.fn.vkCreatePipelineLayout(dev.device, &lci, nullptr, &p.layout);
  if (r != VK_SUCCESS) return vkError(r, "vkCreatePipelineLayout", who);
  VkPipelineShaderStageRequiredSubgroupSizeCreateInfo sg =
      make<VkPipelineShaderStageRequiredSubgroupSizeCreateInfo>(
          VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO);
  VkComputePipelineCreateInfo ci =
      make<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  ci.stage.module = k.mod->shader;
  ci.stage.pName = k.entry.name.c_str();
  ci.layout = p.layout;
  const VulkanDeviceInfo& d = dev.info;
  if (uint32_t size = k.meta.subgroupSize; size && d.subgroupSizeControl) {
    sg.requiredSubgroupSize = size;
    ci.stage.pNext = &sg;
    // Kernels written per subgroup assume every subgroup is full.
    if (d.computeFullSubgroups && k.wgs[0] % size == 0)
      ci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
  }
  r = dev.fn.vkCreateComputePipelines(dev.device, VK_NULL_HANDLE, 1, &ci, nullptr, &p.pipeline);
  if (r != VK_SUCCESS) {
    dev.fn.vkDestroyPipelineLayout(dev.device, p.layout, nullptr);
    return vkError(r, "vkCreateComputePipelines", who);
  }
  return &k.pipelines.emplace(pushBytes, p).first->second;
}
} // namespace vk

} // namespace spvkit::runtime
