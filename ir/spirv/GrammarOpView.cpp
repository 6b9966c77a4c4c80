#include "ir/spirv/GrammarOpView.h"

#include "ir/spirv/OperandMap.h"

namespace spvkit::spirv::detail {

namespace {
/// The SSA operand index of mapping entry `k` (counting value entries before it).
unsigned valueIndex(std::span<const OperandMapping> map, unsigned k) {
  unsigned i = 0;
  for (unsigned j = 0; j < k && j < map.size(); ++j) i += map[j].role == OperandRole::Value;
  return i;
}
} // namespace

std::span<const OperandMapping> mappingOf(Op opcode) {
  return operandMapping(opcode);
}
std::span<const OperandMapping> mappingOf(CLOp opcode) {
  return operandMapping(opcode);
}

Value* grammarValue(Operation* op, std::span<const OperandMapping> map, unsigned k) {
  unsigned i = valueIndex(map, k);
  return i < op->numNonSuccessorOperands() ? op->operand(i) : nullptr;
}

std::span<OpOperand> grammarValues(Operation* op, std::span<const OperandMapping> map, unsigned k) {
  unsigned i = valueIndex(map, k);
  unsigned n = op->numNonSuccessorOperands();
  if (i >= n) return {};
  return op->operandSlots().subspan(i, n - i);
}

Attribute grammarAttr(Operation* op, std::span<const OperandMapping> map, unsigned k) {
  if (k >= map.size()) return {};
  if (map[k].role == OperandRole::Callee) return op->attr("callee");
  return map[k].attrName.empty() ? Attribute() : op->attr(map[k].attrName);
}

Block* grammarSuccessor(Operation* op, std::span<const OperandMapping> map, unsigned k) {
  unsigned i = 0;
  for (unsigned j = 0; j < k && j < map.size(); ++j) i += map[j].role == OperandRole::Successor;
  return i < op->numSuccessors() ? op->successor(i) : nullptr;
}

} // namespace spvkit::spirv::detail
