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
/// pointer-sized words; a new key may evict an old one. A slot counts only
/// in the run that wrote it, so a new run starts empty without clearing (a
/// small module's verification would pay more for the clearing than it
/// saves), and an all-zero set needs no initialization at run time.
template <unsigned N>
class RecentSet {
public:
  bool contains(uint64_t run, uintptr_t a, uintptr_t b = 0) const {
    const Slot& s = slots_[index(a, b)];
    return s.a == a && s.b == b && s.run == run;
  }
  void insert(uint64_t run, uintptr_t a, uintptr_t b = 0) { slots_[index(a, b)] = {a, b, run}; }

private:
  static unsigned index(uintptr_t a, uintptr_t b) {
    uint64_t h = (uint64_t(a) ^ (uint64_t(b) * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    return unsigned(h >> 40) & (N - 1);
  }
  struct Slot {
    uintptr_t a, b;
    uint64_t run;
  };
  Slot slots_[N] = {};
};

struct VerifyCache {
  /// The run the cache belongs to (0: none, nothing is kept then).
  uint64_t run = 0;
  /// False outside a verification run: nothing is kept then.
  bool active = false;
  /// Types that passed the SPIR-V type rules (Verify.cpp, invalidType).
  RecentSet<256> validTypes;
  /// (OperandKind, value) pairs that name known enumerants.
  RecentSet<64> knownEnums;
  /// (attribute name pointer, opcode and name size): an operand attribute of
  /// the op whatever the op's other attributes are (VerifyAttributes.cpp).
  RecentSet<256> plainAttributes;
  /// (attribute name pointer, opcode and name size): a decoration whose
  /// target rule the result of such an op passed (not NonWritable, whose
  /// rule also depends on the module's version). For ops with a result that
  /// are not wrapped by spirv.SpecConstantOperation (decoratesResult).
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
