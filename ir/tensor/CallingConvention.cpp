#include "ir/tensor/CallingConvention.h"

namespace spvkit::tensor::abi {

std::string Slot::name() const {
  switch (role) {
  case Role::Value:
    return "value";
  case Role::Data:
    return "data";
  case Role::Pointers:
    return "pointers";
  case Role::Shape:
    return "shape[" + std::to_string(mode) + "]";
  case Role::Stride:
    return "stride[" + std::to_string(mode) + "]";
  case Role::Size:
    return "size";
  case Role::Offset:
    return "offset";
  }
  return "value";
}

namespace {

/// The dynamic shape entries, then the dynamic stride entries, as `kind`.
void appendDynamic(std::vector<Slot>& out, Slot::Kind kind, std::span<const int64_t> shape,
                   std::span<const int64_t> strides) {
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] == kDynamic) out.push_back({kind, Slot::Role::Shape, unsigned(i)});
  for (size_t i = 0; i < strides.size(); ++i)
    if (strides[i] == kDynamic) out.push_back({kind, Slot::Role::Stride, unsigned(i)});
}

} // namespace

std::vector<Slot> scalarSlots() {
  return {{Slot::Kind::Value, Slot::Role::Value, 0}};
}

std::vector<Slot> memrefSlots(std::span<const int64_t> shape, std::span<const int64_t> strides) {
  std::vector<Slot> out = {{Slot::Kind::Pointer, Slot::Role::Data, 0}};
  appendDynamic(out, Slot::Kind::Value, shape, strides);
  return out;
}

std::vector<Slot> groupSlots(std::span<const int64_t> shape, std::span<const int64_t> strides,
                             int64_t size, int64_t offset) {
  std::vector<Slot> out = {{Slot::Kind::PointerToPointer, Slot::Role::Pointers, 0}};
  appendDynamic(out, Slot::Kind::Pointer, shape, strides);
  if (size == kDynamic) out.push_back({Slot::Kind::Value, Slot::Role::Size, 0});
  if (offset == kDynamic) out.push_back({Slot::Kind::Value, Slot::Role::Offset, 0});
  return out;
}

} // namespace spvkit::tensor::abi
