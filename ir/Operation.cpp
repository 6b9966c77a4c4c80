#include "ir/Arena.h"
#include "ir/Block.h"
#include "ir/Context.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <cstring>

namespace spvkit {

Block* Value::parentBlock() const {
  if (isBlockArgument()) return ownerBlock();
  Operation* op = definingOp();
  return op ? op->block() : nullptr;
}

unsigned Value::numUses() const {
  unsigned n = 0;
  for (OpOperand* u = firstUse(); u; u = u->nextUse()) ++n;
  return n;
}

void Value::replaceAllUsesWith(Value* other) {
  if (other == this) return;
  while (firstUse_) firstUse()->set(other);
}

static_assert(sizeof(Operation) == 80, "the op header is part of every op: keep it small");
static_assert(sizeof(Value) == 32, "every result and block argument is a Value");
static_assert(sizeof(OpOperand) == 24, "every operand is an OpOperand");

Operation* Operation::create(Arena& arena, const State& st) {
  const auto numResults = uint32_t(st.resultTypes.size());
  const auto numOperands = uint32_t(st.operands.size());
  const auto numSuccessors = uint32_t(st.successors.size());
  const auto numAttrs = uint32_t(st.attributes.size());
  // The parser and the reader report inputs beyond the limits; no caller
  // reaches this with more.
  if (!fitsLimits(st)) std::abort();
  static_assert(alignof(Value) <= alignof(Operation) && alignof(OpOperand) <= alignof(Operation) &&
                alignof(Successor) <= alignof(Operation) && alignof(Region) <= alignof(Operation) &&
                alignof(NamedAttribute) <= alignof(Operation));
  static_assert(
      sizeof(Operation) % alignof(Operation) == 0 && sizeof(Value) % alignof(Operation) == 0 &&
      sizeof(OpOperand) % alignof(Operation) == 0 && sizeof(Successor) % alignof(Operation) == 0 &&
      sizeof(Region) % alignof(Operation) == 0 && sizeof(NamedAttribute) % alignof(Operation) == 0);
  static_assert(offsetof(Operation, info_) + sizeof(info_) == sizeof(Operation) &&
                    sizeof(OperandArrayHeader) == 2 * sizeof(uintptr_t),
                "OpOperand::owner reads the word before the first slot");
  const size_t before = numAttrs * sizeof(NamedAttribute) + st.numRegions * sizeof(Region) +
                        numSuccessors * sizeof(Successor) + numResults * sizeof(Value);
  const size_t bytes = before + sizeof(Operation) + numOperands * sizeof(OpOperand);
  char* mem = static_cast<char*>(arena.allocate(bytes, alignof(Operation)));
  auto* op = new (mem + before) Operation(st.info, arena.origin(st.loc.file), st.loc, numResults,
                                          numOperands, numSuccessors, st.numRegions);

  Value* results = op->results();
  const Type* resultTypes = st.resultTypes.data();
  // Each value is made whole and copied in one piece: initialized field by
  // field in place, GCC's loop distribution splits this loop into four with
  // alias checks, which cost more than the one result most ops have.
  for (uint32_t i = 0; i < numResults; ++i) {
    Value v;
    v.init(resultTypes[i], op, i, false);
    new (results + i) Value(v);
  }
  Successor* successors = op->successors();
  uint32_t succOperands = 0;
  for (uint32_t i = 0; i < numSuccessors; ++i)
    succOperands += i < st.successorOperandCounts.size() ? st.successorOperandCounts[i] : 0;
  uint32_t next = numOperands - std::min(succOperands, numOperands);
  for (uint32_t i = 0; i < numSuccessors; ++i) {
    uint32_t n = i < st.successorOperandCounts.size() ? st.successorOperandCounts[i] : 0;
    new (successors + i) Successor{st.successors[i], next, n};
    next += n;
  }
  // op->regions(), without the call (it is out of line: Region is complete here only).
  Region* regions = reinterpret_cast<Region*>(successors) - st.numRegions;
  for (uint32_t i = 0; i < st.numRegions; ++i) {
    new (regions + i) Region();
    regions[i].setParent(op);
  }
  if (numAttrs) {
    auto* attrs = reinterpret_cast<NamedAttribute*>(mem);
    // Attribute names must be interned; the caller's names may not be.
    Context* ctx = arena.context();
    if (!ctx && st.attributes[0].value) ctx = &st.attributes[0].value.context();
    op->attrs_ = attrs;
    op->numAttrs_ = numAttrs;
    for (uint32_t i = 0; i < numAttrs; ++i) {
      new (attrs + i) NamedAttribute(st.attributes[i]);
      if (ctx && !st.attributeNamesInterned) attrs[i].name = ctx->intern(st.attributes[i].name);
    }
  }
  OpOperand* slots = op->operands_;
  for (uint32_t i = 0; i < numOperands; ++i) {
    OpOperand* slot = new (slots + i) OpOperand();
    slot->init(i);
    slot->value_ = st.operands[i];
    slot->link();
  }
  return op;
}

void Operation::setLoc(Location l) {
  origin_ = origin_->arena->origin(l.file);
  locLine_ = l.line;
  locCol_ = l.col & 0x7fffffffu;
  locIsBinary_ = l.isBinary;
}

unsigned Value::index() const {
  if (isBlockArgument())
    return unsigned(reinterpret_cast<const BlockArgumentStorage*>(this)->index);
  const Operation* op = definingOp();
  return op ? unsigned(this - op->result(0)) : 0;
}

Context& Operation::context() const {
  if (Context* ctx = origin_->arena->context()) return *ctx;
  // An op made in an arena of no module: its types or attributes know it.
  for (uint32_t i = 0; i < numResults_; ++i)
    if (Type t = results()[i].type()) return t.context();
  for (uint32_t i = 0; i < numAttrs_; ++i)
    if (attrs_[i].value) return attrs_[i].value.context();
  assert(false && "an op outside any module and without types or attributes has no context");
  std::abort();
}

void Operation::setOperands(Arena& arena, std::span<Value* const> values) {
  for (uint32_t i = 0; i < numOperands_; ++i) operands_[i].unlink();
  // Shrinking reuses the slots; growing moves the operands to a new array
  // behind a record naming this op (the old slots stay unused).
  if (values.size() > numOperands_) {
    auto* header = static_cast<OperandArrayHeader*>(
        arena.allocate(sizeof(OperandArrayHeader) + values.size() * sizeof(OpOperand),
                       alignof(OperandArrayHeader)));
    new (header) OperandArrayHeader{this};
    operands_ = reinterpret_cast<OpOperand*>(header + 1);
  }
  numOperands_ = uint32_t(values.size());
  for (uint32_t i = 0; i < numOperands_; ++i) {
    OpOperand* slot = new (operands_ + i) OpOperand();
    slot->init(i);
    slot->value_ = values[i];
    slot->link();
  }
  for (uint32_t i = 0; i < numSuccessors_; ++i)
    successors()[i].firstOperand = numOperands_, successors()[i].numOperands = 0;
}

unsigned Operation::numNonSuccessorOperands() const {
  unsigned n = numOperands_;
  for (uint32_t i = 0; i < numSuccessors_; ++i) n -= successors()[i].numOperands;
  return n;
}

bool Operation::hasUsedResults() const {
  for (uint32_t i = 0; i < numResults_; ++i)
    if (results()[i].hasUses()) return true;
  return false;
}

void Operation::setAttr(std::string_view name, Attribute value) {
  for (uint32_t i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) {
      attrs_[i].value = value;
      return;
    }
  if (numAttrs_ == attrCapacity()) {
    // numAttrs_ has 23 bits; no input makes an op with millions of attributes.
    if (numAttrs_ >= kMaxAttributes) std::abort();
    auto cap = std::max<uint32_t>(4, std::bit_ceil(uint32_t(numAttrs_) + 1u));
    auto* grown = origin_->arena->makeArray<NamedAttribute>(cap);
    std::copy(attrs_, attrs_ + numAttrs_, grown);
    attrs_ = grown;
    attrsInline_ = 0;
  }
  Arena& arena = *origin_->arena;
  Context& ctx = arena.context() ? *arena.context() : value.context();
  attrs_[numAttrs_++] = {ctx.intern(name), value};
}

uint32_t Operation::attrCapacity() const {
  if (attrsInline_) return numAttrs_;
  return std::max<uint32_t>(4, std::bit_ceil(uint32_t(numAttrs_)));
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

inline Region* Operation::regions() const {
  return reinterpret_cast<Region*>(successors()) - numRegions_;
}

Region& Operation::region(unsigned i) const {
  return regions()[i];
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
    for (Block* b : regions()[r].blocks())
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        op->walk(fn);
        op = next;
      }
}

void Operation::walkPostOrder(const std::function<void(Operation*)>& fn) {
  for (uint32_t r = 0; r < numRegions_; ++r)
    for (Block* b : regions()[r].blocks())
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        op->walkPostOrder(fn);
        op = next;
      }
  fn(this);
}

} // namespace spvkit
