// Operation::clone: deep copies of ops with their regions.
#include "ir/Block.h"
#include "ir/IRMapping.h"

#include <vector>

namespace spvkit {

namespace {

// Operand slots of the copy that still hold an original value because the
// value's definition had not been cloned yet when the slot was filled (uses
// before definitions in block order, e.g. in loops); they are resolved once
// the whole op is cloned.
using PendingOperands = std::vector<OpOperand*>;

Operation* cloneOp(const Operation& op, IRMapping& mapping, PendingOperands& pending);

void cloneRegion(Region& from, Region& to, Arena& arena, IRMapping& mapping,
                 PendingOperands& pending) {
  // Blocks and their arguments first: branches may target later blocks.
  for (Block* b : from.blocks()) {
    Block* copy = to.addBlock(arena);
    mapping.map(b, copy);
    for (Value* arg : b->arguments()) {
      Value* argCopy = copy->addArgument(arg->type());
      argCopy->setName(arg->name());
      mapping.map(arg, argCopy);
    }
  }
  for (Block* b : from.blocks()) {
    Block* copy = mapping.lookupOrNull(b);
    for (Operation* op : *b) copy->push_back(cloneOp(*op, mapping, pending));
  }
}

Operation* cloneOp(const Operation& op, IRMapping& mapping, PendingOperands& pending) {
  std::vector<Type> resultTypes(op.numResults());
  for (unsigned i = 0; i < op.numResults(); ++i) resultTypes[i] = op.result(i)->type();
  std::vector<Value*> operands(op.numOperands());
  std::vector<bool> unresolved(op.numOperands());
  for (unsigned i = 0; i < op.numOperands(); ++i) {
    Value* v = op.operand(i);
    Value* mapped = v ? mapping.lookupOrNull(v) : nullptr;
    operands[i] = mapped ? mapped : v;
    unresolved[i] = v && !mapped;
  }
  std::vector<Block*> successors(op.numSuccessors());
  std::vector<uint32_t> successorOperandCounts(op.numSuccessors());
  for (unsigned i = 0; i < op.numSuccessors(); ++i) {
    successors[i] = mapping.lookupOrDefault(op.successor(i));
    successorOperandCounts[i] = op.successorInfo(i).numOperands;
  }
  Operation::State st;
  st.info = &op.info();
  st.loc = op.loc();
  st.resultTypes = resultTypes;
  st.operands = operands;
  st.attributes = op.attributes();
  st.attributeNamesInterned = true;
  st.successors = successors;
  st.successorOperandCounts = successorOperandCounts;
  st.numRegions = op.numRegions();
  Operation* copy = Operation::create(op.arena(), st);
  for (unsigned i = 0; i < op.numOperands(); ++i)
    if (unresolved[i]) pending.push_back(&copy->operandSlot(i));
  for (unsigned i = 0; i < op.numResults(); ++i) {
    copy->result(i)->setName(op.result(i)->name());
    mapping.map(op.result(i), copy->result(i));
  }
  for (unsigned r = 0; r < op.numRegions(); ++r)
    cloneRegion(op.region(r), copy->region(r), op.arena(), mapping, pending);
  return copy;
}

} // namespace

Operation* Operation::clone(IRMapping& mapping) const {
  PendingOperands pending;
  Operation* copy = cloneOp(*this, mapping, pending);
  for (OpOperand* slot : pending)
    if (Value* mapped = mapping.lookupOrNull(slot->get())) slot->set(mapped);
  return copy;
}

Operation* Operation::clone() const {
  IRMapping mapping;
  return clone(mapping);
}

} // namespace spvkit
