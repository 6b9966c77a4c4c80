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
class OpOperand {
public:
  Value* get() const { return value_; }
  Operation* owner() const { return owner_; }
  OpOperand* nextUse() const { return next_; }
  unsigned index() const;
  void set(Value* v);

private:
  friend class Value;
  friend class Operation;
  void link();
  void unlink();

  Value* value_ = nullptr;
  OpOperand* next_ = nullptr;
  OpOperand** prev_ = nullptr;
  Operation* owner_ = nullptr;
};

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

  bool hasUses() const { return firstUse_ != nullptr; }
  bool hasOneUse() const { return firstUse_ && !firstUse_->next_; }
  unsigned numUses() const;
  OpOperand* firstUse() const { return firstUse_; }
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
  UseRange uses() const { return {firstUse_}; }

  // For the owners only. A block argument must live in a BlockArgumentStorage.
  void init(Type type, void* owner, unsigned index, bool isArg);

private:
  friend class OpOperand;
  // 32 bytes: every result and block argument is one, so there is no index
  // or name size here (see index() and name()).
  Type type_;
  OpOperand* firstUse_ = nullptr;
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
  next_ = value_->firstUse_;
  if (next_) next_->prev_ = &next_;
  prev_ = &value_->firstUse_;
  value_->firstUse_ = this;
}

inline void OpOperand::unlink() {
  if (!value_) return;
  *prev_ = next_;
  if (next_) next_->prev_ = prev_;
  next_ = nullptr;
  prev_ = nullptr;
}

inline void OpOperand::set(Value* v) {
  unlink();
  value_ = v;
  link();
}

} // namespace spvkit
