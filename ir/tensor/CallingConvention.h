// The kernel calling convention of spvkit (DESIGN.md, "Calling convention"),
// described once: which kernel arguments one parameter of a tensor function
// becomes, in order. The SPIR-V conversion declares a kernel's parameters by
// it (passes/tensor/ConvertToSpirv.cpp) and the runtime marshals arguments by
// it (runtime/CallingConvention.h), so the two cannot disagree.
//
//  * a scalar is one argument;
//  * a memref is a global pointer to its elements, then one i64 for each `?`
//    of its shape and then of its stride, left to right;
//  * a group is a global pointer to global pointers to the elements, then for
//    each `?` of the memref's shape and then stride a global pointer to an
//    array of i64 (one per member), then the size if it is `?`, then the
//    offset if it is `?`.
//
// How scalars travel (index as i64, bool as an i8 holding 0 or 1, complex
// numbers as 2-vectors, f16 / bf16 as their bits) is each side's business:
// the convention only says there is one argument of the scalar's kind.
//
// On Vulkan (docs/vulkan.md) the same arguments, in the same order, are the
// members of ONE push-constant block (a Block-decorated struct): argument i
// at the next offset aligned to its alignment (argBlockSlot): pointers
// (PhysicalStorageBuffer64 device addresses) and 64-bit scalars (i64, index,
// f64) 8 bytes aligned 8, i32 / f32 4 / 4, c32 8 / 8, c64 16 / 16, and the
// 8- and 16-bit scalars (i8, i16, bool, f16, bf16) a 4-byte slot holding the
// value sign-extended (i8, i16), 0 / 1 (bool) or its 16 bits in the low half
// (f16, bf16). When the block is larger than the device's push-constant
// limit, the push constants hold one 8-byte PhysicalStorageBuffer64 pointer
// to a read-only buffer with the same layout instead (layoutArgumentBlock).
// The layout part is header-only and uses the standard library alone: the
// SPIR-V kernel builder (ir/spirv/KernelVulkan.cpp) lays out its parameters
// by it without linking the tensor dialect, and runtime/ fills the block by it.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace spvkit::tensor::abi {

/// A `?` (the tensor dialect's and the runtime's kDynamic).
inline constexpr int64_t kDynamic = std::numeric_limits<int64_t>::min();

/// One kernel argument of a parameter.
struct Slot {
  enum class Kind : uint8_t {
    Value,           ///< a value: the scalar, or an i64
    Pointer,         ///< a global pointer: to the elements, or to an i64 array
    PointerToPointer ///< a global pointer to global pointers to the elements
  };
  enum class Role : uint8_t { Value, Data, Pointers, Shape, Stride, Size, Offset };
  Kind kind = Kind::Value;
  Role role = Role::Value;
  unsigned mode = 0; ///< Shape / Stride: which mode
  /// Whether the argument is (or points to) the parameter's scalar / element
  /// type; otherwise it is (or points to) i64.
  bool ofElement() const {
    return role == Role::Value || role == Role::Data || role == Role::Pointers;
  }
  /// "value", "data", "pointers", "shape[0]", "stride[1]", "size", "offset".
  std::string name() const;
};

std::vector<Slot> scalarSlots();

// --- the Vulkan argument block --------------------------------------------------------------

/// What one kernel argument is in the Vulkan argument block.
enum class BlockArg : uint8_t {
  Pointer,   ///< a PhysicalStorageBuffer64 address
  Small,     ///< i8, i16, bool, f16, bf16: a 4-byte slot
  Scalar32,  ///< i32, f32
  Scalar64,  ///< i64, index, f64
  Complex32, ///< c32: 2 x f32
  Complex64, ///< c64: 2 x f64
};

struct BlockSlot {
  uint32_t size = 0, alignment = 0;
};

/// Size and alignment of one argument in the block.
constexpr BlockSlot argBlockSlot(BlockArg a) {
  switch (a) {
  case BlockArg::Pointer:
  case BlockArg::Scalar64:
  case BlockArg::Complex32:
    return {8, 8};
  case BlockArg::Complex64:
    return {16, 16};
  case BlockArg::Small:
  case BlockArg::Scalar32:
    return {4, 4};
  }
  return {4, 4};
}

/// Where a kernel's arguments are: byte offsets in the argument block, the
/// block's size, and whether the push constants hold the block itself or an
/// 8-byte pointer to a buffer holding it.
struct ArgumentBlock {
  std::vector<uint32_t> offsets; ///< one per argument
  uint32_t size = 0;             ///< bytes of the block (end of the last member)
  bool indirect = false;         ///< size > push-constant limit
  /// Bytes the host pushes: `size`, or 8 when indirect.
  uint32_t pushConstantSize() const { return indirect ? 8 : size; }
};

/// Lays out `args` in order, each at the next offset aligned to its
/// alignment; indirect when the block exceeds `pushConstantLimit` bytes.
inline ArgumentBlock layoutArgumentBlock(std::span<const BlockArg> args,
                                         uint32_t pushConstantLimit) {
  ArgumentBlock out;
  for (BlockArg a : args) {
    BlockSlot s = argBlockSlot(a);
    out.size = (out.size + s.alignment - 1) / s.alignment * s.alignment;
    out.offsets.push_back(out.size);
    out.size += s.size;
  }
  out.indirect = out.size > pushConstantLimit;
  return out;
}
/// `shape` and `strides` hold kDynamic for `?`.
std::vector<Slot> memrefSlots(std::span<const int64_t> shape, std::span<const int64_t> strides);
std::vector<Slot> groupSlots(std::span<const int64_t> shape, std::span<const int64_t> strides,
                             int64_t size, int64_t offset);

} // namespace spvkit::tensor::abi
