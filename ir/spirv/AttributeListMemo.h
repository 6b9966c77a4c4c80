// A memo of ops' attribute lists (internal to ir/spirv).
//
// Ops repeat their attribute lists: the 4,400 loads of the 400-kernel clang
// module have a few distinct (`memory_access`, `alignment`) pairs, its 7,300
// constants a few hundred values. Rules that depend only on an op's opcode
// and attributes (the verifier's attribute rules, the capability inference's
// enum and decoration requirements) need to run once per distinct list; the
// names are interned or static and the values uniqued, so a list is compared
// by pointers.
#pragma once

#include "ir/Attributes.h"

#include <cstdint>

namespace spvkit::spirv::detail {

/// A direct-mapped set of (opcode, flags, attribute list) keys: the names
/// (pointer and size) and values (uniqued storage) of an op's attributes in
/// order, up to kMax of them. A slot holds the key whole, so a hit is exact;
/// a miss (never seen, or evicted) makes the caller do the work again. Slots
/// are valid for the `run` that wrote them, so a new run needs no clearing.
class AttributeListMemo {
public:
  static constexpr unsigned kMax = 4;
  struct Key {
    uint32_t opcode = 0, flags = 0, count = 0;
    const NamedAttribute* attrs = nullptr;
  };
  bool contains(uint64_t run, const Key& k) const {
    const Slot& s = slots_[slotOf(k)];
    if (s.run != run || s.opcode != k.opcode || s.flags != k.flags || s.count != k.count)
      return false;
    for (uint32_t i = 0; i < k.count; ++i)
      if (s.names[i] != k.attrs[i].name.data() || s.sizes[i] != k.attrs[i].name.size() ||
          s.values[i] != k.attrs[i].value.storage())
        return false;
    return true;
  }
  void insert(uint64_t run, const Key& k) {
    Slot& s = slots_[slotOf(k)];
    s.run = run;
    s.opcode = k.opcode;
    s.flags = k.flags;
    s.count = k.count;
    for (uint32_t i = 0; i < k.count; ++i) {
      s.names[i] = k.attrs[i].name.data();
      s.sizes[i] = uint32_t(k.attrs[i].name.size());
      s.values[i] = k.attrs[i].value.storage();
    }
  }

private:
  static constexpr unsigned kSlots = 256;
  struct Slot {
    uint64_t run = 0;
    uint32_t opcode = 0, flags = 0, count = 0;
    uint32_t sizes[kMax] = {};
    const char* names[kMax] = {};
    const void* values[kMax] = {};
  };
  static unsigned slotOf(const Key& k) {
    uint64_t h = k.opcode * 0x9E3779B97F4A7C15ull ^ k.count;
    for (uint32_t i = 0; i < k.count; ++i)
      h = (h ^ uint64_t(uintptr_t(k.attrs[i].value.storage()))) * 0xBF58476D1CE4E5B9ull ^
          uint64_t(uintptr_t(k.attrs[i].name.data()));
    return unsigned((h * 0x94D049BB133111EBull) >> 56) & (kSlots - 1);
  }
  Slot slots_[kSlots];
};

} // namespace spvkit::spirv::detail
