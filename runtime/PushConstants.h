// The Vulkan calling convention on the host side: the kernel arguments laid
// out as one push-constant block.
//
// The arguments are those of the OpenCL convention (CallingConvention.h), in
// the same order; each is a member of one block, at the next offset aligned
// to its alignment:
//
//   pointers (memref data, group tables), i64, index, f64,
//   the i64 shape / stride / size / offset values      8 bytes, aligned 8
//   i32, f32                                            4 bytes, aligned 4
//   c32 (2 x f32)                                       8 bytes, aligned 8
//   c64 (2 x f64)                                      16 bytes, aligned 16
//   i8, i16 (sign-extended), bool (0 or 1), f16 and
//   bf16 (the raw bits in the low half)                 4 bytes, aligned 4
//
// A memref's pointer is a buffer device address; a group is the address of a
// table of member addresses, then the per-'?' i64 tables, size and offset as
// in the OpenCL convention. When the block is larger than the target's
// push-constant limit the compiler declares a block holding one u64, the
// address of a buffer holding the block; the runtime then writes the block to
// such a buffer (PushBlock::indirect). Nothing here talks to a device: the
// group tables are returned as bytes with the offset their address goes to.
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/Error.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace spvkit::runtime {

/// One member of the block: where it is and what it holds.
struct PushMember {
  uint32_t offset = 0;
  uint32_t size = 0;
  std::string role; ///< "arg 1 data", "arg 2 shape[0]" (for messages)
};

struct PushBlock {
  /// The block's bytes (its size rounded up to 4, as Vulkan ranges need).
  std::vector<std::byte> bytes;
  std::vector<PushMember> members;
  /// A table (group pointers or per-member values) that must be uploaded to
  /// a buffer whose device address is written at `offset` of the block.
  struct Table {
    uint32_t offset = 0;
    std::vector<std::byte> data;
    std::string role;
  };
  std::vector<Table> tables;
};

/// Size and alignment of one member of the given kind (AbiArg, CallingConvention.h).
uint32_t pushSize(const AbiArg& arg);
uint32_t pushAlignment(const AbiArg& arg);

/// The block layout of a parameter list (offsets and sizes, no values): what
/// a compiler declares. The size is rounded up to 4.
std::vector<PushMember> pushLayout(std::span<const ParamType> params, uint32_t* size = nullptr);

/// Lays out the arguments (checked as marshal() checks them; memory must be
/// device addresses, DataRef::Kind::DeviceAddress). Errors name the parameter.
Result<PushBlock> marshalPushConstants(std::span<const Arg> args);

} // namespace spvkit::runtime
