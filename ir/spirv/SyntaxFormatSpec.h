// Bound declarative formats (internal to the format printer / parser).
//
// A `Spec` is one MLIR declarative format bound to our op: its elements
// (literals, operand groups, attributes, type directives, optional groups)
// with every `$name` resolved to an operand group (MLIR's operand order), an
// attribute (an index into the op's operand mapping) or a result. The
// generator binds the formats of ir/spirv/dialect_overrides.json at build time
// (tools/gen/spirv_dialect/formats.py) into the constexpr tables below
// (SpirvFormats.cpp); SyntaxFormats.cpp prints and parses with them.
#pragma once

#include "ir/spirv/Grammar.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace spvkit::spirv::syntax {

/// A reference inside type(...) / functional-type(...).
struct Ref {
  enum Kind : uint8_t { Group, Result, AllOperands, AllResults } kind;
  uint8_t index;
};

struct Elem {
  enum Kind : uint8_t {
    Literal,
    Group,
    Attr,
    ImageOperands, // custom<ImageOperands>($attr): `["Bias|Lod"]` when present
    AllOperands,
    AttrDict,
    TypeOf,
    FunctionalType,
    Optional
  } kind;
  uint8_t index;      // Group / Attr / ImageOperands
  uint8_t anchorKind; // Optional: 1 = group, 2 = attr
  uint8_t anchor;
  std::string_view text; // Literal
  detail::Range refs;    // TypeOf: one ref; FunctionalType: inputs, results
  detail::Range group;   // Optional: its elements
};

struct Spec {
  uint32_t opcode;
  std::string_view name;      // our op's name
  bool atomic;                // a grammar op of class Atomic
  uint8_t resultBool;         // 1: shaped like operand 0, 2: scalar i1
  detail::Range operandNames; // MLIR's, per operand group
  uint32_t variable;          // bit per group: may hold != 1 values
  uint32_t single;            // bit per group: 0 or 1 value (grammar `?`)
  uint32_t required;          // bit per group: MLIR's format needs a value
  detail::Range order;        // bytes: our k-th SSA operand is group order[k]
  detail::Range attrs;        // bytes: per MLIR attribute, its operand-mapping index
  detail::Range elems;
  detail::Range consumedAttrs; // attributes the format prints itself

  size_t numGroups() const { return operandNames.count; }
  bool isVariable(size_t g) const { return variable >> g & 1; }
  bool isSingle(size_t g) const { return single >> g & 1; }
  bool isRequired(size_t g) const { return required >> g & 1; }
};

struct PrintedName {
  uint32_t opcode;
  std::string_view mlirName;
};

struct FormatStatusRow {
  std::string_view mlirName, ourName, format;
  bool bound;
  std::string_view why;
};

struct FormatTables {
  std::span<const std::string_view> strings;
  std::span<const uint8_t> bytes;
  std::span<const Ref> refs;
  std::span<const Elem> elems;
  std::span<const Spec> specs;                // ascending opcode
  std::span<const PrintedName> printedNames;  // ascending opcode
  std::span<const FormatStatusRow> status;    // in override-file order
  std::span<const PrintedName> vendorAliases; // spirv.KHR.X for spirv.XKHR, ascending opcode

  std::span<const std::string_view> stringsOf(detail::Range r) const {
    return strings.subspan(r.first, r.count);
  }
  std::span<const uint8_t> bytesOf(detail::Range r) const {
    return bytes.subspan(r.first, r.count);
  }
  std::span<const Ref> refsOf(detail::Range r) const { return refs.subspan(r.first, r.count); }
  std::span<const Elem> elemsOf(detail::Range r) const { return elems.subspan(r.first, r.count); }
};
extern const FormatTables kFormatTables;

/// The bound format of op `opcode`, or null. O(log n).
const Spec* specFor(uint32_t opcode);

/// Operand group sizes of an op with `total` operands: fixed groups take one,
/// the (single) variable group the rest.
void groupSizes(const Spec& spec, size_t total, std::span<size_t> sizes);

} // namespace spvkit::spirv::syntax
