// The push-constant layout of the Vulkan calling convention.
#include "runtime/PushConstants.h"

#include <CL/cl.h>

#include <cstring>

namespace spvkit::runtime {

namespace {
uint32_t alignUp(uint32_t v, uint32_t a) {
  return (v + a - 1) / a * a;
}

// The tensor-language value kind of a member: scalars keep their type,
// everything else (pointers, i64 extents) is 8 bytes.
ScalarType memberType(const AbiArg& a) {
  return a.kind == AbiArg::Kind::Value ? a.type : ScalarType::I64;
}

// Writes a scalar's host bytes (ScalarValue layout, sizeOf(t) bytes) as the
// member's slot: 8- and 16-bit values widen to 4 bytes.
void putScalar(std::byte* dst, ScalarType t, const std::vector<std::byte>& src) {
  switch (t) {
  case ScalarType::I8: {
    int8_t v;
    std::memcpy(&v, src.data(), 1);
    int32_t w = v; // sign-extended
    std::memcpy(dst, &w, 4);
    return;
  }
  case ScalarType::I16: {
    int16_t v;
    std::memcpy(&v, src.data(), 2);
    int32_t w = v;
    std::memcpy(dst, &w, 4);
    return;
  }
  case ScalarType::Bool: {
    uint32_t w = src.empty() || src[0] == std::byte(0) ? 0 : 1;
    std::memcpy(dst, &w, 4);
    return;
  }
  case ScalarType::F16:
  case ScalarType::BF16: {
    uint32_t w = 0;
    uint16_t bits;
    std::memcpy(&bits, src.data(), 2);
    w = bits; // the raw bits in the low half
    std::memcpy(dst, &w, 4);
    return;
  }
  default:
    std::memcpy(dst, src.data(), src.size());
    return;
  }
}
} // namespace

uint32_t pushSize(const AbiArg& a) {
  switch (memberType(a)) {
  case ScalarType::C64:
    return 16;
  case ScalarType::I64:
  case ScalarType::Index:
  case ScalarType::F64:
  case ScalarType::C32:
    return 8;
  default:
    return 4;
  }
}

uint32_t pushAlignment(const AbiArg& a) {
  return pushSize(a); // every member is aligned to its size
}

std::vector<PushMember> pushLayout(std::span<const ParamType> params, uint32_t* size) {
  std::vector<PushMember> out;
  uint32_t at = 0;
  for (size_t i = 0; i < params.size(); ++i)
    for (const AbiArg& a : lowerParam(params[i])) {
      // lowerParam reports a bool scalar as the OpenCL i8; here it keeps its own slot rule
      // (4 bytes either way).
      at = alignUp(at, pushAlignment(a));
      out.push_back({at, pushSize(a), "arg " + std::to_string(i) + " " + a.role});
      at += pushSize(a);
    }
  if (size) *size = alignUp(at, 4);
  return out;
}

Result<PushBlock> marshalPushConstants(std::span<const Arg> args) {
  PushBlock block;
  uint32_t at = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    Marshalled m;
    if (auto r = marshalArg(args[i], i, m); !r) return std::move(r).error();
    std::vector<AbiArg> abi = lowerParam(args[i].type);
    if (abi.size() != m.args.size())
      return Error{CL_INVALID_ARG_VALUE,
                   "marshalPushConstants",
                   "argument " + std::to_string(i) + ": lowering and marshalling disagree",
                   {}};
    for (size_t k = 0; k < abi.size(); ++k) {
      const AbiArg& a = abi[k];
      HostArg& h = m.args[k];
      uint32_t size = pushSize(a);
      at = alignUp(at, pushAlignment(a));
      block.bytes.resize(alignUp(at + size, 4));
      std::byte* dst = block.bytes.data() + at;
      switch (h.kind) {
      case HostArg::Kind::Value:
        // A bool scalar is lowered as i8 for OpenCL; its value is 0 or 1 either way.
        putScalar(dst, a.kind == AbiArg::Kind::Value ? a.type : ScalarType::I64, h.bytes);
        break;
      case HostArg::Kind::DeviceAddress: {
        uint64_t addr = reinterpret_cast<uintptr_t>(h.handle);
        std::memcpy(dst, &addr, 8);
        break;
      }
      case HostArg::Kind::NewBuffer:
        block.tables.push_back({at, std::move(h.bytes), h.role});
        break;
      case HostArg::Kind::Buffer:
      case HostArg::Kind::Svm:
        return Error{CL_INVALID_ARG_VALUE,
                     "marshalPushConstants",
                     "argument " + std::to_string(i) + " (" + h.role +
                         "): OpenCL memory passed to a Vulkan kernel (it needs a VulkanBuffer)",
                     {}};
      }
      block.members.push_back({at, size, h.role});
      at += size;
    }
  }
  block.bytes.resize(alignUp(at, 4));
  return block;
}

} // namespace spvkit::runtime
