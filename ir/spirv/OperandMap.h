// How the operands of a SPIR-V grammar instruction appear on its IR op.
//
// The writer, the reader, the printer/parser and the verifier all consult this
// one table instead of hard-coding per-op layouts, so an instruction the
// grammar knows works everywhere without hand-written code.
#pragma once

#include "ir/spirv/Grammar.h"

#include <span>
#include <string_view>

namespace spvkit::spirv {

enum class OperandRole : uint8_t {
  Value,     // an SSA operand (IdRef)
  Attribute, // a literal, an enum, or an IdScope / IdMemorySemantics constant
  Successor, // a label operand (branch target)
  Callee,    // OpFunctionCall's function: the `callee` symbol attribute
  Pairs,     // OpSwitch's (literal, label) pairs: `literals` + successors
};

struct OperandMapping {
  const OperandInfo* grammar;
  OperandRole role;
  /// For attributes: the attribute name (snake_case of the grammar's operand
  /// name, e.g. "memory_access"; interned in no context, static storage).
  std::string_view attrName;
};

/// Mapping of the operands after IdResultType / IdResult, in grammar order.
std::span<const OperandMapping> operandMapping(Op opcode);
/// The same for an OpenCL.std instruction (all Id operands are values).
std::span<const OperandMapping> operandMapping(CLOp opcode);

/// snake_case of a grammar operand or enumerant name ("Memory Access" -> "memory_access").
std::string snakeCase(std::string_view name);

} // namespace spvkit::spirv
