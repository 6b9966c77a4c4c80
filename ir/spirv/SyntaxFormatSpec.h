// Bound declarative formats (internal to the format interpreter).
//
// A `Spec` is one seed format bound to our op: its elements (literals,
// operand groups, attributes, type directives, optional groups) with every
// `$name` resolved to an operand group (MLIR's operand order), an attribute
// mapping (our OperandMap name) or a result. SyntaxFormatBind.cpp builds the
// specs from AsmFormats.def once; SyntaxFormats.cpp prints and parses with them.
#pragma once

#include "ir/OpInfo.h"
#include "ir/spirv/OperandMap.h"

#include <string>
#include <string_view>
#include <vector>

namespace spvkit::spirv::syntax {

/// A reference inside type(...) / functional-type(...).
struct Ref {
  enum Kind { Group, Result, AllOperands, AllResults } kind;
  int index = 0;
};

struct Elem {
  enum Kind {
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
  std::string text;      // Literal
  int index = 0;         // Group / Attr / ImageOperands
  std::vector<Ref> refs; // TypeOf: one ref; FunctionalType: inputs, results
  std::vector<Elem> group;
  int anchorKind = 0; // Optional: 1 = group, 2 = attr
  int anchor = 0;
};

struct Spec {
  const OpInfo* info = nullptr;
  std::vector<std::string> operandNames;    // MLIR's, per operand group
  std::vector<bool> variable;               // per operand group: may hold != 1 values
  std::vector<bool> single;                 // per group: 0 or 1 value (grammar `?`)
  std::vector<bool> required;               // per group: MLIR's format needs a value
  std::vector<size_t> order;                // our k-th SSA operand is group order[k]
  std::vector<const OperandMapping*> attrs; // per MLIR attribute
  int resultBool = 0;                       // 1: shaped like operand 0, 2: scalar i1
  std::vector<Elem> elems;
  std::vector<std::string_view> consumedAttrs; // attributes the format prints itself
};

/// The bound format of op `opcode`, or null.
const Spec* specFor(uint32_t opcode);

/// Operand group sizes of an op with `total` operands: fixed groups take one,
/// the (single) variable group the rest.
std::vector<size_t> groupSizes(const Spec& spec, size_t total);

} // namespace spvkit::spirv::syntax
