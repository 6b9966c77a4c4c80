// ModuleFacts: what the Vulkan runtime needs to know about a SPIR-V module
// before it creates a pipeline, read from the binary's words: capabilities,
// GLCompute entry points with their LocalSize, the push-constant block each
// uses (member offsets) and its workgroup memory. checkModule() first runs
// spvkit's reader and IR verifier, so the scan only ever sees a module that
// is well-formed (internal to runtime/vulkan).
#pragma once

#include "runtime/Error.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace spvkit::runtime::vk {

struct EntryFacts {
  std::string name;
  uint32_t id = 0;
  std::array<uint32_t, 3> localSize{0, 0, 0}; ///< 0: no LocalSize mode
  bool hasPushBlock = false;
  /// Offsets of the push-constant block's members, in member order.
  std::vector<uint32_t> pushOffsets;
  /// Byte sizes of those members (0 where the scan cannot tell).
  std::vector<uint32_t> pushSizes;
  uint64_t workgroupBytes = 0; ///< Workgroup variables it can reach
};

struct ModuleFacts {
  uint32_t version = 0; ///< the header's version word
  std::vector<uint32_t> capabilities;
  std::vector<EntryFacts> entries; ///< GLCompute entry points
  bool kernelModel = false;        ///< has Kernel entry points or capability (OpenCL flavour)
};

/// Reads and verifies the module in-process (codegen/Reader.h + ir/Verifier.h)
/// and scans it. An Error (VK_ERROR_VALIDATION_FAILED_EXT, call
/// "VulkanDevice::loadModule") carries the first diagnostics.
Result<ModuleFacts> checkModule(std::span<const uint32_t> words);

/// The name of a capability number ("Float64"), for messages.
std::string capabilityName(uint32_t cap);

} // namespace spvkit::runtime::vk
