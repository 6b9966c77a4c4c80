// Typed views of SPIR-V grammar ops.
//
// `SpirvOpViews.h` (generated at build time) defines one class per grammar
// instruction, e.g. `spirv::AtomicIAddOp` with `pointer()`, `memory()`,
// `semantics()` and `value()`, named after the grammar's operands. They derive
// from the templates here, which find each grammar operand on the op through
// the one operand-mapping table (ir/spirv/OperandMap.h).
#pragma once

#include "ir/Operation.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include <span>

namespace spvkit::spirv {

namespace detail {
/// Operand `k` of the mapping of `opcode` (an SSA value), or null if absent.
Value* grammarValue(Operation* op, std::span<const OperandMapping> map, unsigned k);
std::span<OpOperand> grammarValues(Operation* op, std::span<const OperandMapping> map, unsigned k);
Attribute grammarAttr(Operation* op, std::span<const OperandMapping> map, unsigned k);
Block* grammarSuccessor(Operation* op, std::span<const OperandMapping> map, unsigned k);
std::span<const OperandMapping> mappingOf(Op opcode);
std::span<const OperandMapping> mappingOf(CLOp opcode);
} // namespace detail

/// The shared implementation: a view of the op with opcode `O` (an `Op` or a
/// `CLOp`), finding its grammar operands through the operand map.
template <auto O>
class OpcodeView : public OpView {
public:
  using OpView::OpView;
  OpcodeView() = default;
  static constexpr auto kOpcode = O;
  static bool classof(Operation* op) { return op->opcode() == opcodeOf(O); }

protected:
  Value* grammarValue(unsigned k) const {
    return detail::grammarValue(op_, detail::mappingOf(O), k);
  }
  std::span<OpOperand> grammarValues(unsigned k) const {
    return detail::grammarValues(op_, detail::mappingOf(O), k);
  }
  Attribute grammarAttr(unsigned k) const {
    return detail::grammarAttr(op_, detail::mappingOf(O), k);
  }
  Block* grammarSuccessor(unsigned k) const {
    return detail::grammarSuccessor(op_, detail::mappingOf(O), k);
  }
};

/// Base of the generated view of a core grammar instruction.
template <Op O>
class GrammarOpView : public OpcodeView<O> {
public:
  using OpcodeView<O>::OpcodeView;
};

/// Base of the generated view of an OpenCL.std instruction.
template <CLOp O>
class CLOpView : public OpcodeView<O> {
public:
  using OpcodeView<O>::OpcodeView;
};

} // namespace spvkit::spirv
