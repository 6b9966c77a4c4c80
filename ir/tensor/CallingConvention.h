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
/// `shape` and `strides` hold kDynamic for `?`.
std::vector<Slot> memrefSlots(std::span<const int64_t> shape, std::span<const int64_t> strides);
std::vector<Slot> groupSlots(std::span<const int64_t> shape, std::span<const int64_t> strides,
                             int64_t size, int64_t offset);

} // namespace spvkit::tensor::abi
