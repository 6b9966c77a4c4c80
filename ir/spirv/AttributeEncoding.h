// What the SPIR-V writer does with each attribute of a SPIR-V op.
//
// The IR, like MLIR's dialect, lets an op carry any attribute, but a binary
// has a place only for some: the operands of the op's instruction (and the
// parameters of its enum operands, `alignment` for MemoryAccess Aligned),
// the inherent attributes of the dialect ops (`sym_name`, `function_type`,
// ...) and decorations of the op's result (`restrict`, `built_in`). This is
// the one answer to "is this attribute written", derived from the generated
// operand tables (ir/spirv/OperandMap.h) and the Decoration enum. The writer
// (codegen/) encodes exactly what it says; the verifier rejects an attribute
// it calls Unknown or Unused, so a verified module is written without losing
// anything; the writer's differential fuzz check (tests/fuzz/WriterCheck.h)
// compares only what it says is written (docs/verifier.md, docs/binary.md).
#pragma once

#include "ir/Operation.h"
#include "ir/spirv/Grammar.h"

#include <string_view>

namespace spvkit::spirv {

enum class AttributeEncoding : uint8_t {
  /// An operand of the op's instruction, a parameter of one of its enum
  /// operands, or an inherent attribute of a dialect op: written.
  Operand,
  /// A decoration of the op's result, global, spec constant or function
  /// (`linkage_attributes`): written as OpDecorate (a BoolAttr `false` is
  /// "absent" and writes nothing).
  Decoration,
  /// A discardable attribute with a dialect prefix (`name.x`), or any
  /// attribute of spirv.module (MLIR's doc example `module_2` has
  /// `some_additional_attr`; MLIR's serializer ignores them too): carries no
  /// SPIR-V meaning and is not written.
  Discardable,
  /// The parameter of an enumerant (`alignment`, `image_operands_lod`) whose
  /// enum operand does not have that enumerant: the writer does not read it.
  UnusedParameter,
  /// The other spelling of an operand attribute (`indexes` for `indices`)
  /// next to the first: the writer reads only the first.
  Shadowed,
  /// None of these: nothing in the binary would hold it.
  Unknown,
};

/// How the writer treats attribute `name` of `op` (a SPIR-V op: grammar,
/// OpenCL.std or dialect op; anything else is Unknown).
AttributeEncoding attributeEncoding(const Operation* op, std::string_view name);

/// True if the writer writes attribute `name` with value `value` of `op`:
/// Operand, or a Decoration other than `false`.
bool isWrittenAttribute(const Operation* op, std::string_view name, Attribute value);

/// True if the writer treats `name` as an operand of `op`'s instruction
/// (Operand, UnusedParameter or Shadowed for a grammar / OpenCL.std op): such
/// a name is never a decoration there (`alignment` on spirv.Load).
bool isOperandAttributeName(const Operation* op, std::string_view name);

/// The Decoration an attribute name stands for: the snake_case of the
/// enumerant (`fpfast_math_mode`) or with acronyms split as MLIR spells them
/// (`fp_fast_math_mode`); null if none.
const EnumerantInfo* decorationForAttrName(std::string_view name);

/// True if `name` has a dialect prefix (`name.x`): a discardable attribute.
inline bool isDiscardableAttrName(std::string_view name) {
  return name.find('.') != std::string_view::npos;
}

} // namespace spvkit::spirv
