// Launching a kernel: the push-constant block, its tables, the dispatch and
// its timestamps.
#include "runtime/PushConstants.h"
#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanState.h"

#include <cstring>

namespace spvkit::runtime {

namespace vk {
Result<const Pipeline*> pipelineFor(KernelState& k, uint32_t pushBytes);
}

using namespace vk;

namespace {
std::string signature(std::span<const Arg> args) {
  std::vector<ParamType> types;
  for (auto& a : args) types.push_back(a.type);
  return abiSignature(types);
}
} // namespace

Result<LaunchTiming> VulkanDevice::launch(const VulkanKernel& kernel, std::span<const Arg> args,
                                          Groups3 groups) {
  if (!kernel.state()) return checkError("VulkanDevice::launch", "the kernel is empty");
  KernelState& k = *kernel.state();
  if (k.dev != s_.get())
    return checkError("VulkanDevice::launch",
                      "kernel " + k.entry.name + " belongs to another device");
  const VulkanDeviceInfo& d = s_->info;
  std::string who = "kernel " + k.entry.name;
  for (size_t i = 0; i < 3; ++i)
    if (groups[i] > d.maxComputeWorkGroupCount[i])
      return checkError("VulkanDevice::launch",
                        who + ": " + std::to_string(groups[i]) + " work-groups in dimension " +
                            std::to_string(i) + " exceed maxComputeWorkGroupCount[" +
                            std::to_string(i) +
                            "] = " + std::to_string(d.maxComputeWorkGroupCount[i]));
  const auto& params = k.meta.params;
  if (!params.empty()) {
    if (params.size() != args.size())
      return checkError("VulkanDevice::launch", who + " takes " + std::to_string(params.size()) +
                                                    " parameters, " + std::to_string(args.size()) +
                                                    " arguments were given");
    for (size_t i = 0; i < args.size(); ++i)
      if (!(params[i] == args[i].type))
        return checkError("VulkanDevice::launch", who + " parameter " + std::to_string(i) + " is " +
                                                      toString(params[i]) + ", the argument is " +
                                                      toString(args[i].type));
  }
  auto block = marshalPushConstants(args);
  if (!block) {
    Error e = std::move(block).error();
    return checkError(e.call, who + ": " + e.message);
  }

  // The module's block decides how the arguments travel: one member per
  // argument slot (at the same offsets), or one u64 pointing at a buffer that
  // holds them (a block larger than the target's push-constant limit).
  const EntryFacts& entry = k.entry;
  size_t n = block->members.size(), m = entry.pushOffsets.size();
  bool indirect = false;
  if (!entry.hasPushBlock || m == 0) {
    if (n != 0)
      return checkError("VulkanDevice::launch",
                        who + " declares no push-constant block but the arguments lower to " +
                            std::to_string(n) + " members (" + signature(args) + ")");
  } else if (m == n) {
    for (size_t i = 0; i < n; ++i)
      if (entry.pushOffsets[i] != block->members[i].offset)
        return checkError("VulkanDevice::launch",
                          who + ": push-constant member " + std::to_string(i) + " (" +
                              block->members[i].role + ") is at offset " +
                              std::to_string(entry.pushOffsets[i]) +
                              " in the module, the calling convention puts it at " +
                              std::to_string(block->members[i].offset));
      else if (entry.pushSizes[i] && entry.pushSizes[i] != block->members[i].size)
        return checkError(
            "VulkanDevice::launch",
            who + ": push-constant member " + std::to_string(i) + " (" + block->members[i].role +
                ") has " + std::to_string(entry.pushSizes[i]) +
                " bytes in the module, the argument " + std::to_string(block->members[i].size) +
                " (" + signature(args) + ")");
  } else if (m == 1 && n > 1) {
    indirect = true;
  } else {
    return checkError("VulkanDevice::launch",
                      who + "'s push-constant block has " + std::to_string(m) + " member" +
                          (m == 1 ? "" : "s") + " but the " + std::to_string(args.size()) +
                          " arguments given lower to " + std::to_string(n) + " (" +
                          signature(args) + ")");
  }

  // Group tables (and the argument buffer) live until the next launch.
  // Launches are synchronous, so the last launch's tables are free to reuse.
  std::vector<VulkanBuffer> keep;
  std::vector<std::vector<std::byte>> tables;
  for (size_t i = 0; i < block->tables.size(); ++i) {
    auto& t = block->tables[i];
    if (i < launchTables_.size() && launchTables_[i] == t.data) {
      keep.push_back(launchBuffers_[i]);
    } else {
      auto b = createBuffer(t.data.size());
      if (!b) return std::move(b).error();
      if (auto w = write(*b, t.data.data(), t.data.size()); !w) return std::move(w).error();
      keep.push_back(std::move(*b));
    }
    uint64_t addr = keep.back().address();
    std::memcpy(block->bytes.data() + t.offset, &addr, 8);
    tables.push_back(std::move(t.data));
  }
  std::vector<std::byte> push = std::move(block->bytes);
  if (indirect) {
    auto b = createBuffer(push.size());
    if (!b) return std::move(b).error();
    if (auto w = write(*b, push.data(), push.size()); !w) return std::move(w).error();
    uint64_t addr = b->address();
    push.assign(8, std::byte(0));
    std::memcpy(push.data(), &addr, 8);
    keep.push_back(std::move(*b));
  }
  if (push.size() > d.maxPushConstantsSize)
    return checkError("VulkanDevice::launch",
                      who + ": the push-constant block of " + std::to_string(push.size()) +
                          " bytes exceeds the device's maxPushConstantsSize (" +
                          std::to_string(d.maxPushConstantsSize) +
                          "); compile for a target with this device's limit (--target=device)",
                      VK_ERROR_FEATURE_NOT_PRESENT);
  auto pipe = pipelineFor(k, uint32_t(push.size()));
  if (!pipe) return std::move(pipe).error();
  const Pipeline& p = **pipe;
  const DeviceFunctions& fn = s_->fn;
  VkQueryPool qp = s_->timestamps;
  auto r = s_->submit("VulkanDevice::launch", [&](VkCommandBuffer cmd) {
    if (qp) {
      fn.vkCmdResetQueryPool(cmd, qp, 0, 2);
      fn.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, qp, 0);
    }
    fn.vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p.pipeline);
    if (!push.empty())
      fn.vkCmdPushConstants(cmd, p.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, uint32_t(push.size()),
                            push.data());
    fn.vkCmdDispatch(cmd, groups[0], groups[1], groups[2]);
    if (qp) fn.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, qp, 1);
    // The kernel's writes become visible to host reads and later copies.
    VkMemoryBarrier mb = make<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT | VK_ACCESS_TRANSFER_READ_BIT;
    fn.vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                            VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb,
                            0, nullptr, 0, nullptr);
  });
  if (!r) return std::move(r).error();
  launchBuffers_ = std::move(keep);
  launchTables_ = std::move(tables);
  LaunchTiming t;
  if (qp) {
    uint64_t ts[2] = {0, 0};
    VkResult q = fn.vkGetQueryPoolResults(s_->device, qp, 0, 2, sizeof ts, ts, sizeof(uint64_t),
                                          VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
    if (q != VK_SUCCESS) return vkError(q, "vkGetQueryPoolResults", who + ": the timestamps");
    t.ns = uint64_t(double(ts[1] - ts[0]) * double(d.timestampPeriodNs));
  }
  return t;
}

} // namespace spvkit::runtime
