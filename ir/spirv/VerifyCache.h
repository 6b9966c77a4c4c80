// What the SPIR-V rules learn once per verification run (internal to
// ir/spirv/Verify*.cpp).
//
// Types and attributes are uniqued, and a module uses few of them many times
// (54,437 ops of the 400-kernel clang module have a dozen result types), so a
// rule that depends only on a type or attribute need run once per distinct
// one. The answers are kept for one run (verifierRunId) only: a later context
// may reuse the storage of a freed one for another type. Only successes are
// kept, so every op that breaks a rule is still reported at that op with the
// same message. Lookups are direct-mapped tables of pointers (a miss runs the
// rule again, which is always correct), so nothing here allocates.
#pragma once

#include "ir/Attributes.h"
#include "ir/Types.h"
#include "ir/spirv/AttributeListMemo.h"

#include <cstdint>
#include <cstring>

namespace spvkit::spirv::detail {

/// A direct-mapped set of up to N keys (N a power of two) of one or two
/// pointer-sized words; a new key may evict an old one.
template <unsigned N>
class RecentSet {
public:
  bool contains(uintptr_t a, uintptr_t b = 0) const {
    const Slot& s = slots_[index(a, b)];
    return s.a == a && s.b == b && a != 0;
  }
  void insert(uintptr_t a, uintptr_t b = 0) { slots_[index(a, b)] = {a, b}; }
  void clear() { std::memset(slots_, 0, sizeof slots_); }

private:
  static unsigned index(uintptr_t a, uintptr_t b) {
    uint64_t h = (uint64_t(a) ^ (uint64_t(b) * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    return unsigned(h >> 40) & (N - 1);
  }
  struct Slot {
    uintptr_t a, b;
  };
  Slot slots_[N] = {};
};

struct VerifyCache {
  /// Types that passed the SPIR-V type rules (Verify.cpp, invalidType).
  RecentSet<256> validTypes;
  /// (OperandKind, value) pairs that name known enumerants.
  RecentSet<64> knownEnums;
  /// (opcode, attribute name pointer): an operand attribute of the op or a
  /// discardable one, whatever the op's other attributes are
  /// (VerifyAttributes.cpp).
  RecentSet<256> plainAttributes;
  /// (opcode, attribute name pointer): a decoration whose target rule the
  /// result of such an op passed (not NonWritable, whose rule also depends on
  /// the module's version). For ops with a result that are not wrapped by
  /// spirv.SpecConstantOperation (VerifyAttributes.cpp, decoratesResult).
  RecentSet<64> resultDecorations;
  /// (parameter attribute dictionary, parameter type) pairs of spirv.func
  /// that passed its argument-attribute rules.
  RecentSet<64> parameterDicts;
  /// Arrays and dictionaries without a NUL character in any string.
  RecentSet<64> noNul;
  /// Ops whose attribute rules (VerifyAttributes.cpp and the grammar's
  /// attribute operands) passed, with whether the op has a result (bit 0)
  /// and whether spirv.SpecConstantOperation wraps it (bit 1) as flags:
  /// those rules read that too.
  AttributeListMemo attributeLists;
  /// The run the cache belongs to (0: none, nothing is kept then).
  uint64_t run = 0;
  /// False outside a verification run: nothing is kept then.
  bool active = false;
};

/// The cache of the run in progress on this thread (cleared when a new run
/// starts; inactive outside a run).
VerifyCache& verifyCache();

inline uintptr_t key(Type t) {
  return uintptr_t(t.storage());
}
inline uintptr_t key(Attribute a) {
  return uintptr_t(a.storage());
}

} // namespace spvkit::spirv::detail
