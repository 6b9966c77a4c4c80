// How the operands of a SPIR-V grammar instruction appear on its IR op.
//
// The writer, the reader, the printer/parser and the verifier all consult this
// one table instead of hard-coding per-op layouts, so an instruction the
// grammar knows works everywhere without hand-written code. It is also the one
// source of attribute names (MLIR's, e.g. `memory_scope`). The table is a flat
// constexpr array generated at build time by tools/gen/gen_spirv_dialect.py
// from the grammar and ir/spirv/dialect_overrides.json; nothing is computed at
// start-up.
#pragma once

#include "ir/spirv/Grammar.h"

#include <span>
#include <string_view>

namespace spvkit::spirv {

enum class OperandRole : uint8_t {
  Value,     // an SSA operand (IdRef)
  Attribute, // a literal, an enum, or an <id> operand kept as an attribute (IdAttr)
  Successor, // a label operand (branch target)
  Callee,    // OpFunctionCall's function: the `callee` symbol attribute
  Pairs,     // OpSwitch's (literal, label) pairs: `literals` + successors
};

/// How an <id> operand that the IR keeps as an attribute (as MLIR's dialect
/// does) becomes an id in the binary.
enum class IdAttr : uint8_t {
  None,     // not an <id> operand
  Constant, // an enum attribute, written as a 32-bit integer OpConstant:
            // IdScope, IdMemorySemantics, a cooperative matrix MemoryLayout
  Type,     // a type attribute, written as the type's id:
            // OpCooperativeMatrixLengthKHR's Type
};

struct OperandMapping {
  const OperandInfo* grammar;
  OperandRole role;
  /// For attributes: the attribute name (MLIR's; else the snake_case of the
  /// grammar's operand name, e.g. "memory_access"; static storage).
  std::string_view attrName;
  IdAttr idAttr = IdAttr::None;
  /// The kind of the attribute's value: the grammar's kind, except for
  /// IdAttr::Constant operands (IdScope -> Scope, IdMemorySemantics ->
  /// MemorySemantics, MemoryLayout -> CooperativeMatrixLayout).
  OperandKind attrKind = OperandKind::IdRef;
  /// The other spelling of the attribute that is accepted too (the grammar's
  /// where MLIR's differs, `indexes` for `indices`; an enum's kind name,
  /// `storage_class`); "" if none.
  std::string_view altAttrName;
};

/// Mapping of the operands after IdResultType / IdResult, in grammar order.
std::span<const OperandMapping> operandMapping(Op opcode);
/// O(1): the same for a table entry.
std::span<const OperandMapping> operandMapping(const InstructionInfo& inst);
/// The same for an extended instruction (all Id operands are values).
std::span<const OperandMapping> operandMapping(CLOp opcode);
std::span<const OperandMapping> operandMapping(GLOp opcode);
std::span<const OperandMapping> operandMapping(const ExtInstInfo& inst);
/// The position of `inst` among the extended instructions of all sets (the
/// generated per-instruction arrays are parallel to that order).
size_t extInstIndex(const ExtInstInfo& inst);

namespace detail {
/// Which table an op name of `DialectTables::opsByName` indexes.
enum class OpFamily : uint8_t {
  Core,        // instructions()
  ExtInst,     // the extended instructions of all sets (extInstIndex)
  Dialect,     // DialectOp
  VendorAlias, // instructions(): MLIR's spirv.KHR.X for the grammar's spirv.XKHR
};
struct OpNameEntry {
  std::string_view name;
  OpFamily family;
  uint16_t index;
};
/// A decoration's attribute name ("built_in") and its Decoration value.
struct DecorationName {
  std::string_view name;
  uint32_t decoration;
};

/// The generated tables behind this header and the dialect's op traits.
struct DialectTables {
  std::span<const OperandMapping> mappings;
  std::span<const Range> instructionMappings;           // parallel to instructions()
  std::span<const Range> extInstMappings;               // by extInstIndex()
  std::span<const uint32_t> instructionTraits;          // OpTrait bits, parallel to instructions()
  std::span<const uint32_t> extInstTraits;              // by extInstIndex()
  std::span<const bool> moduleStructure;                // parallel to instructions()
  std::span<const std::string_view> instructionOpNames; // "spirv.IAdd"; "" if no op
  std::span<const std::string_view> extInstOpNames;     // "spirv.CL.fma", by extInstIndex()
  std::span<const std::string_view> dialectOpNames;     // parallel to DialectOp
  std::span<const uint32_t> dialectOpTraits;            // parallel to DialectOp
  std::span<const OpNameEntry> opsByName;               // every op name, ascending
  std::span<const DecorationName> decorationNames;      // ascending name
};
extern const DialectTables kDialectTables;
} // namespace detail

/// The attribute holding the parameters of enumerant `e` of the operand whose
/// attribute is `attrName`: MemoryAccess Aligned is `alignment` (and
/// `source_alignment` for OpCopyMemory's second operand) as in MLIR, any
/// other `<attrName>_<enumerant>` (`memory_operand_aligned`).
std::string enumParamAttrName(std::string_view attrName, const EnumerantInfo& e);

/// snake_case of a name that is not in the tables ("Memory Access" ->
/// "memory_access"); grammar names have theirs generated (snakeName()).
std::string snakeCase(std::string_view name);

} // namespace spvkit::spirv
