#include "ir/Block.h"

#include <algorithm>
#include <cassert>

namespace spvkit {

static_assert(sizeof(Block) == 64, "one per basic block: keep it small");

Operation* Block::parentOp() const {
  return parent_ ? parent_->parentOp() : nullptr;
}

Operation* Block::terminator() const {
  return last_ && last_->has(OpTrait::Terminator) ? last_ : nullptr;
}

void Block::insertBefore(Operation* op, Operation* before) {
  assert(!op->block_ && "operation is already in a block");
  op->block_ = this;
  op->next_ = before;
  op->prev_ = before ? before->prev_ : last_;
  if (op->prev_)
    op->prev_->next_ = op;
  else
    first_ = op;
  if (before)
    before->prev_ = op;
  else
    last_ = op;
  // Appending keeps the order cache valid cheaply.
  if (orderValid_ && !before)
    op->order_ = op->prev_ ? op->prev_->order_ + 1 : 0;
  else
    orderValid_ = false;
}

void Block::remove(Operation* op) {
  assert(op->block_ == this);
  if (op->prev_)
    op->prev_->next_ = op->next_;
  else
    first_ = op->next_;
  if (op->next_)
    op->next_->prev_ = op->prev_;
  else
    last_ = op->prev_;
  op->prev_ = op->next_ = nullptr;
  op->block_ = nullptr;
}

size_t Block::size() const {
  size_t n = 0;
  for (Operation* op = first_; op; op = op->next_) ++n;
  return n;
}

void Block::recomputeOrder() const {
  uint32_t i = 0;
  for (Operation* op = first_; op; op = op->next_) op->order_ = i++;
  orderValid_ = 1;
}

void Block::reserveArguments(unsigned n) {
  if (n <= capArgs_) return;
  assert(n < (1u << 31));
  Value** grown = arena_->makeArray<Value*>(n);
  std::copy(args_, args_ + numArgs_, grown);
  args_ = grown;
  capArgs_ = n;
}

Value* Block::addArgument(Type type) {
  if (numArgs_ == capArgs_) reserveArguments(std::max<uint32_t>(4, capArgs_ * 2));
  Value* v = &arena_->make<BlockArgumentStorage>()->value;
  v->init(type, this, numArgs_, true);
  args_[numArgs_++] = v;
  return v;
}

void Block::eraseArgument(unsigned i) {
  assert(!args_[i]->hasUses() && "erasing a used block argument");
  std::copy(args_ + i + 1, args_ + numArgs_, args_ + i);
  --numArgs_;
  for (unsigned j = i; j < numArgs_; ++j) args_[j]->init(args_[j]->type(), this, j, true);
}

bool Block::isEntryBlock() const {
  return parent_ && parent_->front() == this;
}

unsigned Block::numSuccessors() const {
  Operation* t = last_;
  return t ? t->numSuccessors() : 0;
}

Block* Block::successor(unsigned i) const {
  return last_->successor(i);
}

size_t Region::size() const {
  size_t n = 0;
  for (Block* b = first_; b; b = b->next_) ++n;
  return n;
}

void Region::insertBefore(Block* b, Block* before) {
  b->parent_ = this;
  b->next_ = before;
  b->prev_ = before ? before->prev_ : last_;
  if (b->prev_)
    b->prev_->next_ = b;
  else
    first_ = b;
  if (before)
    before->prev_ = b;
  else
    last_ = b;
}

void Region::remove(Block* b) {
  if (b->prev_)
    b->prev_->next_ = b->next_;
  else
    first_ = b->next_;
  if (b->next_)
    b->next_->prev_ = b->prev_;
  else
    last_ = b->prev_;
  b->prev_ = b->next_ = nullptr;
  b->parent_ = nullptr;
}

void Region::takeBody(Region& other) {
  while (Block* b = other.front()) {
    other.remove(b);
    push_back(b);
  }
}

Block* Region::addBlock(Arena& arena) {
  Block* b = arena.make<Block>(arena);
  push_back(b);
  return b;
}

} // namespace spvkit
