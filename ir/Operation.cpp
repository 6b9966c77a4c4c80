#include "ir/Arena.h"
#include "ir/Block.h"
#include "ir/Context.h"

#include <algorithm>
#include <cstring>

namespace spvkit {

unsigned OpOperand::index() const {
  return unsigned(this - &owner_->operandSlot(0));
}

Block* Value::parentBlock() const {
  return isArg_ ? static_cast<Block*>(owner_) : static_cast<Operation*>(owner_)->block();
}

unsigned Value::numUses() const {
  unsigned n = 0;
  for (OpOperand* u = firstUse_; u; u = u->next_) ++n;
  return n;
}

void Value::replaceAllUsesWith(Value* other) {
  if (other == this) return;
  while (firstUse_) firstUse_->set(other);
}

Operation* Operation::create(Arena& arena, const State& st) {
  auto* op = new (arena.allocate(sizeof(Operation), alignof(Operation))) Operation();
  op->info_ = st.info;
  op->loc_ = st.loc;
  op->arena_ = &arena;
  op->numResults_ = uint32_t(st.resultTypes.size());
  op->results_ = arena.makeArray<Value>(op->numResults_);
  for (uint32_t i = 0; i < op->numResults_; ++i)
    op->results_[i].init(st.resultTypes[i], op, i, false);
  op->numOperands_ = uint32_t(st.operands.size());
  op->operands_ = arena.makeArray<OpOperand>(op->numOperands_);
  for (uint32_t i = 0; i < op->numOperands_; ++i) {
    op->operands_[i].owner_ = op;
    op->operands_[i].value_ = st.operands[i];
    op->operands_[i].link();
  }
  op->numSuccessors_ = uint32_t(st.successors.size());
  op->successors_ = arena.makeArray<Successor>(op->numSuccessors_);
  uint32_t succOperands = 0;
  for (uint32_t i = 0; i < op->numSuccessors_; ++i)
    succOperands += i < st.successorOperandCounts.size() ? st.successorOperandCounts[i] : 0;
  uint32_t next = op->numOperands_ - std::min(succOperands, op->numOperands_);
  for (uint32_t i = 0; i < op->numSuccessors_; ++i) {
    uint32_t n = i < st.successorOperandCounts.size() ? st.successorOperandCounts[i] : 0;
    op->successors_[i] = {st.successors[i], next, n};
    next += n;
  }
  op->numRegions_ = st.numRegions;
  op->regions_ = arena.makeArray<Region>(st.numRegions);
  for (uint32_t i = 0; i < st.numRegions; ++i) op->regions_[i].setParent(op);
  if (!st.attributes.empty()) {
    // Attribute names must be interned; the caller's names may not be.
    Context* ctx = st.attributes[0].value ? &st.attributes[0].value.context() : nullptr;
    op->ctx_ = ctx;
    op->capAttrs_ = op->numAttrs_ = uint32_t(st.attributes.size());
    op->attrs_ = arena.makeArray<NamedAttribute>(op->numAttrs_);
    for (uint32_t i = 0; i < op->numAttrs_; ++i) {
      op->attrs_[i] = st.attributes[i];
      if (ctx && !st.attributeNamesInterned)
        op->attrs_[i].name = ctx->intern(st.attributes[i].name);
    }
  }
  for (auto t : st.resultTypes)
    if (t) {
      op->ctx_ = &t.context();
      break;
    }
  return op;
}

Context& Operation::context() const {
  return *ctx_;
}

void Operation::setOperands(Arena& arena, std::span<Value* const> values) {
  for (uint32_t i = 0; i < numOperands_; ++i) operands_[i].unlink();
  if (values.size() > numOperands_) operands_ = arena.makeArray<OpOperand>(values.size());
  numOperands_ = uint32_t(values.size());
  for (uint32_t i = 0; i < numOperands_; ++i) {
    operands_[i] = OpOperand();
    operands_[i].owner_ = this;
    operands_[i].value_ = values[i];
    operands_[i].link();
  }
  for (uint32_t i = 0; i < numSuccessors_; ++i)
    successors_[i].firstOperand = numOperands_, successors_[i].numOperands = 0;
}

unsigned Operation::numNonSuccessorOperands() const {
  unsigned n = numOperands_;
  for (uint32_t i = 0; i < numSuccessors_; ++i) n -= successors_[i].numOperands;
  return n;
}

bool Operation::hasUsedResults() const {
  for (uint32_t i = 0; i < numResults_; ++i)
    if (results_[i].hasUses()) return true;
  return false;
}

Attribute Operation::attr(std::string_view name) const {
  for (uint32_t i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) return attrs_[i].value;
  return {};
}

void Operation::setAttr(std::string_view name, Attribute value) {
  for (uint32_t i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) {
      attrs_[i].value = value;
      return;
    }
  if (!ctx_) ctx_ = &value.context();
  if (numAttrs_ == capAttrs_) {
    uint32_t cap = std::max<uint32_t>(4, capAttrs_ * 2);
    auto* grown = arena_->makeArray<NamedAttribute>(cap);
    std::copy(attrs_, attrs_ + numAttrs_, grown);
    attrs_ = grown;
    capAttrs_ = cap;
  }
  attrs_[numAttrs_++] = {ctx_->intern(name), value};
}

bool Operation::removeAttr(std::string_view name) {
  for (uint32_t i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) {
      std::copy(attrs_ + i + 1, attrs_ + numAttrs_, attrs_ + i);
      --numAttrs_;
      return true;
    }
  return false;
}

Region& Operation::region(unsigned i) const {
  return regions_[i];
}

Operation* Operation::parentOp() const {
  return block_ ? block_->parentOp() : nullptr;
}

bool Operation::isBeforeInBlock(const Operation* other) const {
  if (!block_->orderValid()) block_->recomputeOrder();
  return order_ < other->order_;
}

bool Operation::isInside(const Operation* other) const {
  for (const Operation* p = this; p; p = p->parentOp())
    if (p == other) return true;
  return false;
}

void Operation::removeFromBlock() {
  if (block_) block_->remove(this);
}

void Operation::erase() {
  walkPostOrder([](Operation* op) {
    for (uint32_t i = 0; i < op->numOperands_; ++i) op->operands_[i].set(nullptr);
  });
  removeFromBlock();
}

void Operation::moveBefore(Operation* other) {
  removeFromBlock();
  other->block()->insertBefore(this, other);
}

void Operation::walk(const std::function<bool(Operation*)>& fn) {
  if (!fn(this)) return;
  for (uint32_t r = 0; r < numRegions_; ++r)
    for (Block* b : regions_[r].blocks())
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        op->walk(fn);
        op = next;
      }
}

void Operation::walkPostOrder(const std::function<void(Operation*)>& fn) {
  for (uint32_t r = 0; r < numRegions_; ++r)
    for (Block* b : regions_[r].blocks())
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        op->walkPostOrder(fn);
        op = next;
      }
  fn(this);
}

} // namespace spvkit
