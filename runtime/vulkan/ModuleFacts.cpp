// The in-process check of a Vulkan module and the scan of its words.
#include "runtime/vulkan/ModuleFacts.h"

#include "codegen/Reader.h"
#include "ir/Context.h"
#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Grammar.h"
#include "runtime/vulkan/VulkanApi.h"

#include <algorithm>
#include <map>

namespace spvkit::runtime::vk {

namespace {
// Opcodes, enumerants and decorations the scan reads (SPIR-V spec, section 3).
enum : uint32_t {
  OpExtension = 10,
  OpEntryPoint = 15,
  OpExecutionMode = 16,
  OpCapability = 17,
  OpTypeInt = 21,
  OpTypeFloat = 22,
  OpTypeVector = 23,
  OpTypeArray = 28,
  OpTypeStruct = 30,
  OpTypePointer = 32,
  OpConstant = 43,
  OpVariable = 59,
  OpMemberDecorate = 72,
  ModelGLCompute = 5,
  ModelKernel = 6,
  ModeLocalSize = 17,
  ScWorkgroup = 4,
  ScPushConstant = 9,
  ScPhysicalStorageBuffer = 5349,
  DecorationOffset = 35,
  CapKernel = 6,
};

struct Entry {
  uint32_t model;
  uint32_t id;
  std::string name;
  std::vector<uint32_t> interface;
};

std::string literalString(std::span<const uint32_t> w, size_t& at) {
  std::string s;
  for (; at < w.size(); ++at) {
    for (int b = 0; b < 4; ++b) {
      char c = char((w[at] >> (8 * b)) & 0xff);
      if (!c) {
        ++at;
        return s;
      }
      s += c;
    }
  }
  return s;
}
} // namespace

std::string capabilityName(uint32_t cap) {
  std::string_view n = spirv::enumerantName(spirv::Capability(cap));
  return n.empty() ? "capability " + std::to_string(cap) : std::string(n);
}

Result<ModuleFacts> checkModule(std::span<const uint32_t> words) {
  // spvkit's own check first: an invalid module never reaches the driver.
  {
    Context ctx;
    spirv::registerDialect(ctx);
    Module module(ctx);
    DiagnosticList diags;
    ReadOptions ro;
    ro.fileName = "<vulkan module>";
    if (!readBinary(module, words, diags, ro))
      return checkError("VulkanDevice::loadModule",
                        "the SPIR-V binary is malformed: " + diags.str());
    if (!verify(module, diags))
      return checkError("VulkanDevice::loadModule",
                        "the SPIR-V module does not verify: " + diags.str());
  }

  ModuleFacts f;
  f.version = words.size() > 1 ? words[1] : 0;
  std::vector<Entry> entries;
  std::map<uint32_t, std::array<uint32_t, 3>> localSize;
  std::map<uint32_t, std::map<uint32_t, uint32_t>> memberOffsets; // struct -> member -> offset
  std::map<uint32_t, uint64_t> typeBytes;                         // sized types
  std::map<uint32_t, uint32_t> constants;                         // 32-bit OpConstant values
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> pointers;     // ptr type -> (sc, pointee)
  std::map<uint32_t, std::vector<uint32_t>> structMembers;        // struct -> member types
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> variables;    // var -> (sc, ptr type)
  for (size_t at = 5; at < words.size();) {
    uint32_t count = words[at] >> 16, op = words[at] & 0xffff;
    if (count == 0 || at + count > words.size()) break; // the reader accepted it: cannot happen
    std::span<const uint32_t> in = words.subspan(at, count);
    switch (op) {
    case OpCapability:
      f.capabilities.push_back(in[1]);
      if (in[1] == CapKernel) f.kernelModel = true;
      break;
    case OpEntryPoint: {
      Entry e{in[1], in[2], {}, {}};
      size_t p = 3;
      e.name = literalString(in, p);
      e.interface.assign(in.begin() + long(p), in.end());
      if (e.model == ModelKernel) f.kernelModel = true;
      entries.push_back(std::move(e));
      break;
    }
    case OpExecutionMode:
      if (count >= 6 && in[2] == ModeLocalSize) localSize[in[1]] = {in[3], in[4], in[5]};
      break;
    case OpMemberDecorate:
      if (count >= 5 && in[3] == DecorationOffset) memberOffsets[in[1]][in[2]] = in[4];
      break;
    case OpTypeInt:
    case OpTypeFloat:
      typeBytes[in[1]] = in[2] / 8;
      break;
    case OpTypeVector:
      if (typeBytes.count(in[2])) typeBytes[in[1]] = typeBytes[in[2]] * in[3];
      break;
    case OpTypeArray:
      if (typeBytes.count(in[2]) && constants.count(in[3]))
        typeBytes[in[1]] = typeBytes[in[2]] * constants[in[3]];
      break;
    case OpTypeStruct: {
      uint64_t bytes = 0;
      for (size_t i = 2; i < count; ++i) bytes += typeBytes.count(in[i]) ? typeBytes[in[i]] : 0;
      typeBytes[in[1]] = bytes;
      structMembers[in[1]].assign(in.begin() + 2, in.end());
      break;
    }
    case OpTypePointer:
      pointers[in[1]] = {in[2], in[3]};
      if (in[2] == ScPhysicalStorageBuffer) typeBytes[in[1]] = 8;
      break;
    case OpConstant:
      if (count == 4) constants[in[2]] = in[3];
      break;
    case OpVariable:
      variables[in[2]] = {in[3], in[1]};
      break;
    default:
      break;
    }
    at += count;
  }
  // Before SPIR-V 1.4 an interface lists only Input / Output variables: take
  // every variable of the module then.
  bool fullInterface = f.version >= 0x00010400;
  for (const Entry& e : entries) {
    if (e.model != ModelGLCompute) continue;
    EntryFacts ef;
    ef.name = e.name;
    ef.id = e.id;
    if (auto it = localSize.find(e.id); it != localSize.end()) ef.localSize = it->second;
    std::vector<uint32_t> vars;
    if (fullInterface)
      vars = e.interface;
    else
      for (auto& [id, v] : variables) vars.push_back(id);
    for (uint32_t id : vars) {
      auto v = variables.find(id);
      if (v == variables.end()) continue;
      auto ptr = pointers.find(v->second.second);
      if (ptr == pointers.end()) continue;
      uint32_t pointee = ptr->second.second;
      if (v->second.first == ScWorkgroup)
        ef.workgroupBytes += typeBytes.count(pointee) ? typeBytes[pointee] : 0;
      if (v->second.first == ScPushConstant) {
        ef.hasPushBlock = true;
        const std::vector<uint32_t>& members = structMembers[pointee];
        for (uint32_t m = 0; m < members.size(); ++m) {
          ef.pushOffsets.push_back(memberOffsets[pointee].count(m) ? memberOffsets[pointee][m] : 0);
          ef.pushSizes.push_back(typeBytes.count(members[m]) ? uint32_t(typeBytes[members[m]]) : 0);
        }
      }
    }
    f.entries.push_back(std::move(ef));
  }
  return f;
}

} // namespace spvkit::runtime::vk
