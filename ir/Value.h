// SSA values and their uses.
//
// A value is either an operation result or a block argument. It knows its
// type, its definition and every use: uses form an intrusive doubly linked list
// threaded through the operand slots of the using operations, so adding or
// removing a use and replacing all uses cost O(1) per use with no side tables.
#pragma once

#include "ir/Types.h"

#include <cassert>
#include <cstdint>
#include <string_view>

namespace spvkit {

class Operation;
class Block;
class Value;

/// One operand slot of an operation; it is also a node in its value's use list.
///
/// 24 bytes: there is no owner pointer. The slots of an op are an array that
/// follows the op's header (or, once they outgrow it, an array behind a
/// record naming the op, see Operation::setOperands), and each slot knows its
/// index in that array: so the owner is found from the slot's position, as
/// MLIR finds an op from its results. The index lives in the top 16 bits of
/// the two link words (user-space addresses have 48 bits on the 64-bit
/// targets spvkit builds for; `link` checks it).
class OpOperand {
public:
  Value* get() const { return value_; }
  Operation* owner() const;
  OpOperand* nextUse() const { return reinterpret_cast<OpOperand*>(next_ & kAddressMask); }
  unsigned index() const { return unsigned((prev_ >> 48) << 16 | (next_ >> 48)); }
  void set(Value* v);

private:
  friend class Value;
  friend class Operation;
  static constexpr uintptr_t kAddressMask = (uintptr_t(1) << 48) - 1;
  /// A slot with no value and no links at position `index` of its array.
  void init(unsigned index) {
    value_ = nullptr;
    next_ = uintptr_t(index & 0xFFFFu) << 48;
    prev_ = uintptr_t(index >> 16) << 48;
  }
  void link();
  void unlink();

  Value* value_ = nullptr;
  // The next use (an OpOperand*) and the address of the link word that
  // points here (a Value's firstUse_ or the previous use's next_), each with
  // half of the index above bit 48.
  uintptr_t next_ = 0;
  uintptr_t prev_ = 0;
};
static_assert(sizeof(void*) == 8, "OpOperand keeps its index in the top bits of 64-bit links");

class Value {
public:
  Type type() const { return type_; }
  void setType(Type t) { type_ = t; }

  bool isBlockArgument() const { return (owner_ & 1) != 0; }
  /// The defining operation, or null for a block argument.
  Operation* definingOp() const {
    return isBlockArgument() ? nullptr : reinterpret_cast<Operation*>(owner_);
  }
  /// The block that owns the argument, or null for a result.
  Block* ownerBlock() const {
    return isBlockArgument() ? reinterpret_cast<Block*>(owner_ & ~uintptr_t(1)) : nullptr;
  }
  /// The block where the value becomes available.
  Block* parentBlock() const;
  /// Result number (from the value's place among its op's results) or
  /// argument number (kept after the value, see BlockArgumentStorage).
  unsigned index() const;

  /// A name hint kept for the text form and OpName (interned; may be empty).
  std::string_view name() const { return name_ ? std::string_view(name_) : std::string_view(); }
  /// `interned` must be NUL-terminated where it ends, as the context's
  /// interned strings are: the value keeps only the pointer.
  void setName(std::string_view interned) {
    assert((interned.empty() || interned.data()[interned.size()] == 0) &&
           "Value::setName needs an interned (NUL-terminated) string");
    name_ = interned.empty() ? nullptr : interned.data();
  }

  bool hasUses() const { return firstUse_ != 0; }
  bool hasOneUse() const { return firstUse_ && !firstUse()->nextUse(); }
  unsigned numUses() const;
  OpOperand* firstUse() const { return reinterpret_cast<OpOperand*>(firstUse_); }
  void replaceAllUsesWith(Value* other);

  struct UseIterator {
    OpOperand* u;
    OpOperand& operator*() const { return *u; }
    UseIterator& operator++() {
      u = u->nextUse();
      return *this;
    }
    bool operator!=(const UseIterator& o) const { return u != o.u; }
  };
  struct UseRange {
    OpOperand* first;
    UseIterator begin() const { return {first}; }
    UseIterator end() const { return {nullptr}; }
  };
  UseRange uses() const { return {firstUse()}; }

  // For the owners only. A block argument must live in a BlockArgumentStorage.
  void init(Type type, void* owner, unsigned index, bool isArg);

private:
  friend class OpOperand;
  // 32 bytes: every result and block argument is one, so there is no index
  // or name size here (see index() and name()).
  Type type_;
  uintptr_t firstUse_ = 0;     // OpOperand*, a link word like OpOperand::next_ (no index bits)
  uintptr_t owner_ = 0;        // Operation*, or Block* | 1 for a block argument
  const char* name_ = nullptr; // interned, NUL-terminated; null: no name
};

/// How a block allocates an argument: the value, then its argument number.
struct BlockArgumentStorage {
  Value value;
  uint64_t index = 0;
};

inline void Value::init(Type type, void* owner, unsigned index, bool isArg) {
  type_ = type;
  owner_ = reinterpret_cast<uintptr_t>(owner) | (isArg ? 1 : 0);
  if (isArg) reinterpret_cast<BlockArgumentStorage*>(this)->index = index;
}

inline void OpOperand::link() {
  if (!value_) return;
  const uintptr_t first = value_->firstUse_;
  assert((reinterpret_cast<uintptr_t>(this) & ~kAddressMask) == 0 &&
         "operand slots need 48-bit addresses");
  next_ = (next_ & ~kAddressMask) | first;
  if (first) {
    auto* n = reinterpret_cast<OpOperand*>(first);
    n->prev_ = (n->prev_ & ~kAddressMask) | reinterpret_cast<uintptr_t>(&next_);
  }
  prev_ = (prev_ & ~kAddressMask) | reinterpret_cast<uintptr_t>(&value_->firstUse_);
  value_->firstUse_ = reinterpret_cast<uintptr_t>(this);
}

inline void OpOperand::unlink() {
  if (!value_) return;
  auto* prev = reinterpret_cast<uintptr_t*>(prev_ & kAddressMask);
  const uintptr_t next = next_ & kAddressMask;
  // The link words keep their own index bits (a Value's firstUse_ has none).
  *prev = (*prev & ~kAddressMask) | next;
  if (next) {
    auto* n = reinterpret_cast<OpOperand*>(next);
    n->prev_ = (n->prev_ & ~kAddressMask) | reinterpret_cast<uintptr_t>(prev);
  }
  next_ &= ~kAddressMask;
  prev_ &= ~kAddressMask;
}

inline void OpOperand::set(Value* v) {
  unlink();
  value_ = v;
  link();
}

} // namespace spvkit
