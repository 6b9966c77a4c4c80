// The tensor dialect's op definitions as data: what ir/tensor/TensorOps.toml
// says about each op (named operands with their constraints, memory accesses
// and variadic / optional segments, results, attributes with their kinds,
// regions and the region kind they open, effects, equal-type groups), in the
// form tools/gen/gen_tensor_ops.py generates.
//
// The IR verifier (Verifier.h) checks ops against it, the typed views
// (TensorOpViews.h, included here) find their operands through it, and the
// frontend and the passes ask it instead of restating per-op facts: which
// instructions are collective linear algebra, which regions are SPMD, which
// operand an op reads or writes.
#pragma once

#include "ir/tensor/Ops.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace spvkit::tensor {

/// What type an operand or result may have.
enum class Constraint : uint8_t {
  Any,
  Bool,   ///< i1
  Int,    ///< i8..i64 or index
  Index,  ///< index
  I32,    ///< i32
  Number, ///< integer, floating or complex
  Scalar, ///< bool or number
  Float,
  Memref,
  Group,
  MemrefOrGroup,
  Coopmatrix,
  ScalarOrCoop, ///< bool, number or coopmatrix
  /// The element type of the op's memref operand (the one with an access).
  MemrefElem,
  /// The component type of the op's first coopmatrix operand or result.
  CoopComponent,
};

/// The memory access an op makes through a memref operand.
enum class Access : uint8_t { None, Read, Write, AtomicAdd, AtomicMin, AtomicMax };

enum class AttrKind : uint8_t { Unit, Int, String, IntArray, Dict, Array, Value, Enum };

/// The region kind the ops of a region are in.
enum class RegionOpens : uint8_t { Collective, Spmd, Inherit };

/// Op effects besides computing results (an op without any is NoSideEffect).
namespace Effect {
enum : uint16_t {
  Read = 1u << 0,
  Write = 1u << 1,
  Alloc = 1u << 2,
  Sync = 1u << 3,
  Lifetime = 1u << 4,
  Prefetch = 1u << 5,
  Nested = 1u << 6, ///< those of the ops in its regions
  Control = 1u << 7,
};
}

struct OperandDef {
  std::string_view name;
  Constraint type;
  /// Memref operands: bit n set when order n is allowed (0: any order).
  uint32_t orders;
  /// Takes the operands left over by the fixed ones (split evenly between
  /// several variadic lists).
  bool variadic;
  /// Non-empty: the operand is present iff the op has this attribute.
  std::string_view presentIf;
  Access access;
};

struct ResultDef {
  std::string_view name;
  Constraint type;
  bool variadic;
};

struct AttrDef {
  std::string_view name;
  AttrKind kind;
  bool optional;
  /// The allowed strings of an Enum attribute.
  std::span<const std::string_view> values;
  /// Non-empty when the attribute is written as a modifier of the
  /// instruction (`gemm.atomic.t`), in the grammar order of the op's
  /// attributes: the spellings without the dot. An Enum's spellings are its
  /// values; a Unit attribute is set by the first spelling, and any further
  /// one is the default, which is not stored (`.t` / `.n`).
  std::span<const std::string_view> modifiers;
};

struct RegionDef {
  std::string_view name;
  RegionOpens opens;
  /// The region may have no block (if's else).
  bool mayBeEmpty;
  /// Its block may end in tensor.yield of the op's values.
  bool yields;
};

/// An operand (result = false) or result at a fixed position.
struct ValueRef {
  bool result;
  uint8_t index;
};

struct OpDef {
  OpKind kind;
  std::string_view name; ///< the instruction ("gemm")
  RegionKind regionKind;
  OpCategory category;
  uint16_t effects;
  std::span<const OperandDef> operands;
  std::span<const ResultDef> results;
  std::span<const AttrDef> attributes;
  std::span<const RegionDef> regions;
  /// Values whose types must be equal.
  std::span<const ValueRef> sameTypes;

  const OperandDef* operand(std::string_view n) const;
  const AttrDef* attribute(std::string_view n) const;
};

namespace detail {
extern const OpDef kOpDefs[];
extern const OpInfo kOpInfos[];
} // namespace detail

inline const OpDef& opDef(OpKind kind) {
  return detail::kOpDefs[size_t(kind)];
}
inline const OpDef& opDef(const Operation* op) {
  return opDef(kindOf(op));
}

/// Where each operand definition of `op` lies among its operands: `first`
/// and `count` per definition. False when the operand count does not fit
/// the definition (too few for the fixed ones, a remainder that variadic
/// lists cannot share evenly, or extra operands and no variadic list).
struct OperandSegment {
  unsigned first = 0, count = 0;
};
bool operandSegments(const Operation* op, std::span<OperandSegment> out);
/// The operands of definition `index` of `op` (empty when the op does not fit
/// its definition; the verifier reports that).
std::span<OpOperand> operandSegment(Operation* op, unsigned index);

/// The kind of region the ops of `region` are in: Collective for a function
/// body, Spmd inside parallel / foreach / foreach_tile /
/// cooperative_matrix_apply, inherited through for and if.
RegionKind regionKindOf(const Region& region);

} // namespace spvkit::tensor

#include "ir/tensor/TensorOpViews.h"
