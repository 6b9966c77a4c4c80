// Bases of the typed SPIR-V op classes.
//
// `SpirvOps.h` (generated at build time by tools/gen/gen_spirv_dialect.py)
// defines one class per grammar op, e.g. `spirv::AtomicIAddOp` with
// `pointer()`, `memory()` (a `std::optional<Scope>`), `semantics()` and
// `value()`, named after the grammar's operands, plus a static `create`
// builder. The generator resolves each accessor to a fixed operand position,
// attribute name or successor index; the bases here only bound-check.
#pragma once

#include "ir/Operation.h"
#include "ir/spirv/Dialect.h"

#include <span>

namespace spvkit::spirv {

/// The shared implementation: a view of the op with opcode `O` (an `Op` or
/// an extended instruction set's enum such as `CLOp`).
template <auto O>
class OpcodeView : public OpView {
public:
  using OpView::OpView;
  OpcodeView() = default;
  static constexpr auto kOpcode = O;
  static bool classof(Operation* op) { return op->opcode() == opcodeOf(O); }

protected:
  /// SSA operand `i` (not counting successor arguments), or null if absent.
  Value* valueAt(unsigned i) const {
    return i < op_->numNonSuccessorOperands() ? op_->operand(i) : nullptr;
  }
  /// SSA operands from `i` on (a variadic grammar operand).
  std::span<OpOperand> valuesFrom(unsigned i) const {
    unsigned n = op_->numNonSuccessorOperands();
    return i < n ? op_->operandSlots().subspan(i, n - i) : std::span<OpOperand>();
  }
  Block* successorAt(unsigned i) const {
    return i < op_->numSuccessors() ? op_->successor(i) : nullptr;
  }
};

/// Base of the generated class of a core grammar op.
template <Op O>
class GrammarOp : public OpcodeView<O> {
public:
  using OpcodeView<O>::OpcodeView;
};

/// Base of the generated class of an extended instruction (spirv.CL.*).
template <auto O>
class ExtInstOp : public OpcodeView<O> {
public:
  using OpcodeView<O>::OpcodeView;
};

/// Base of the generated class of one of the dialect's own ops (spirv.func ...).
template <DialectOp O>
class DialectOpView : public OpcodeView<O> {
public:
  using OpcodeView<O>::OpcodeView;
};

} // namespace spvkit::spirv
