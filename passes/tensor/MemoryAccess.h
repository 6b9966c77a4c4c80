// Memory accesses of tensor-dialect ops and the aliasing rules between memref
// values, for passes that order accesses (insert-barriers).
//
// An op's accesses are the memrefs it reads or writes itself (not those of
// ops nested in its regions): `load` / `atomic_load` /
// `cooperative_matrix_load` read their memref, `store` / `atomic_store` /
// `cooperative_matrix_store` write it, the atomic updates update it, and the
// collective linear-algebra ops (gemm, gemv, ger, axpby, sum, cumsum,
// hadamard) read every memref operand but the last, which they write (or
// update atomically). Loading a memref from a group reads only the group's
// pointer table, which a kernel never writes: no access.
//
// Aliasing (docs/language.md, "Barriers"): every memref value is a view of a
// root, found by following subview / expand / fuse to their operand and a
// memref loaded from a group to the group:
//   * two views of one root alias, unless both derive from two different
//     subviews of the same memref whose constant index ranges are disjoint in
//     some mode (the strided layout is one-to-one, so disjoint index boxes are
//     disjoint memory);
//   * two allocas never alias (each has its own work-group memory), and an
//     alloca never aliases a kernel argument;
//   * two kernel arguments (memrefs or groups) alias only if they can be the
//     same buffer: the same element type and the same address space. A
//     buffer is never accessed through two element types.
// mayOverlap refines this for single-element accesses of one memref value at
// different constant indices.
#pragma once

#include "ir/Operation.h"
#include "ir/tensor/Types.h"

#include <cstdint>
#include <vector>

namespace spvkit::tensor {

enum class AccessKind : uint8_t {
  Read,
  Write,
  /// Atomic read-modify-write updates. Two updates of the same kind commute,
  /// so they need no ordering between them.
  AtomicAdd,
  AtomicMin,
  AtomicMax,
};

struct MemoryAccess {
  Value* memref = nullptr;
  AccessKind kind = AccessKind::Read;
  /// The op that makes the access.
  Operation* op = nullptr;
  /// Made by a collective instruction, which spreads it over the
  /// work-items (otherwise each work-item that runs `op` makes it whole).
  bool collective = false;
};

/// The memory accesses `op` makes itself (empty for ops without any).
std::vector<MemoryAccess> accessesOf(Operation* op);

/// Whether two accesses of possibly the same memory must stay ordered: at
/// least one writes, and they are not updates of the same commuting kind.
bool accessesConflict(AccessKind a, AccessKind b);

/// The value a memref view derives from: a function argument, an alloca
/// result, or (for anything else) the view itself.
Value* memoryRoot(Value* memref);

/// The address space of a memref value (a group's members are global).
AddressSpace addressSpaceOf(Value* memref);

/// Whether the memrefs `a` and `b` may refer to overlapping memory.
bool mayAlias(Value* a, Value* b);

/// Whether two accesses may touch the same element: mayAlias, except that
/// two single-element accesses (load, store, atomics) of the same memref
/// value at constant indices that differ in some mode do not.
bool mayOverlap(const MemoryAccess& a, const MemoryAccess& b);

} // namespace spvkit::tensor
