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

  bool isBlockArgument() const { return isArg_; }
  /// The defining operation, or null for a block argument.
  Operation* definingOp() const { return isArg_ ? nullptr : static_cast<Operation*>(owner_); }
  /// The block that owns the argument, or null for a result.
  Block* ownerBlock() const { return isArg_ ? static_cast<Block*>(owner_) : nullptr; }
  /// The block where the value becomes available.
  Block* parentBlock() const;
  /// Result number or argument number.
  unsigned index() const { return index_; }

  /// A name hint kept for the text form and OpName (interned; may be empty).
  std::string_view name() const { return {nameData_, nameSize_}; }
  void setName(std::string_view interned) {
    nameData_ = interned.data();
    nameSize_ = uint32_t(interned.size());
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

  // For the owners only.
  void init(Type type, void* owner, unsigned index, bool isArg) {
    type_ = type;
    owner_ = owner;
    index_ = index;
    isArg_ = isArg;
  }

private:
  friend class OpOperand;
  Type type_;
  OpOperand* firstUse_ = nullptr;
  void* owner_ = nullptr;
  // The name hint as pointer + 32-bit size: 8 bytes less than a string_view
  // in every value, which adds up over millions of results.
  const char* nameData_ = nullptr;
  uint32_t index_ : 31 = 0;
  uint32_t isArg_ : 1 = 0;
  uint32_t nameSize_ = 0;
};

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
