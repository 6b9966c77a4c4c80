// Blocks and regions: the containers of operations.
//
// A block is a list of operations with block arguments (the IR's replacement
// for OpPhi); a region is a list of blocks owned by an operation. Both live in
// the module's arena; iteration is over intrusive links.
#pragma once

#include "ir/Arena.h"
#include "ir/Operation.h"

#include <iterator>

namespace spvkit {

template <class Node>
class IntrusiveRange {
public:
  struct iterator {
    using iterator_category = std::forward_iterator_tag;
    using value_type = Node*;
    using difference_type = std::ptrdiff_t;
    using pointer = Node**;
    using reference = Node*;
    Node* n;
    Node* operator*() const { return n; }
    iterator& operator++() {
      n = n->nextNode();
      return *this;
    }
    iterator operator++(int) {
      iterator t = *this;
      ++*this;
      return t;
    }
    bool operator==(const iterator&) const = default;
  };
  explicit IntrusiveRange(Node* first) : first_(first) {}
  iterator begin() const { return {first_}; }
  iterator end() const { return {nullptr}; }
  bool empty() const { return first_ == nullptr; }

private:
  Node* first_;
};

class Block {
public:
  explicit Block(Arena& arena) : arena_(&arena) {}

  Region* parent() const { return parent_; }
  /// The op owning the region this block is in.
  Operation* parentOp() const;

  // --- operations ------------------------------------------------------------
  Operation* front() const { return first_; }
  Operation* back() const { return last_; }
  bool empty() const { return first_ == nullptr; }
  /// The last op if it is a terminator.
  Operation* terminator() const;
  void push_back(Operation* op) { insertBefore(op, nullptr); }
  void push_front(Operation* op) { insertBefore(op, first_); }
  /// Inserts `op` before `before` (at the end when null).
  void insertBefore(Operation* op, Operation* before);
  void remove(Operation* op);
  size_t size() const;

  struct OpIterator {
    using iterator_category = std::forward_iterator_tag;
    using value_type = Operation*;
    using difference_type = std::ptrdiff_t;
    using pointer = Operation**;
    using reference = Operation*;
    Operation* op;
    Operation* operator*() const { return op; }
    OpIterator& operator++() {
      op = op->nextOp();
      return *this;
    }
    OpIterator operator++(int) {
      OpIterator t = *this;
      ++*this;
      return t;
    }
    bool operator==(const OpIterator&) const = default;
  };
  OpIterator begin() const { return {first_}; }
  OpIterator end() const { return {nullptr}; }

  // --- arguments -------------------------------------------------------------
  unsigned numArguments() const { return numArgs_; }
  Value* argument(unsigned i) const { return args_[i]; }
  std::span<Value* const> arguments() const { return {args_, numArgs_}; }
  Value* addArgument(Type type);
  /// Room for `n` arguments in all, so that adding them allocates no
  /// intermediate arrays (readers know each block's argument count).
  void reserveArguments(unsigned n);
  /// Removes an argument that has no uses; later arguments shift down.
  void eraseArgument(unsigned i);

  // --- position in the region --------------------------------------------------
  Block* nextNode() const { return next_; }
  Block* prevNode() const { return prev_; }
  bool isEntryBlock() const;
  /// Successors of this block's terminator.
  unsigned numSuccessors() const;
  Block* successor(unsigned i) const;

  /// Keeps `Operation::isBeforeInBlock` O(1) amortized.
  void invalidateOrder() { orderValid_ = false; }
  void recomputeOrder() const;
  bool orderValid() const { return orderValid_; }

private:
  friend class Region;
  friend class Operation;
  Arena* arena_;
  Region* parent_ = nullptr;
  Block* prev_ = nullptr;
  Block* next_ = nullptr;
  Operation* first_ = nullptr;
  Operation* last_ = nullptr;
  Value** args_ = nullptr;
  uint32_t numArgs_ = 0;
  // The flag shares capArgs_'s word: a block is 64 bytes (one per basic
  // block of every function read from a binary).
  uint32_t capArgs_ : 31 = 0;
  mutable uint32_t orderValid_ : 1 = 0;
};

class Region {
public:
  Region() = default;
  Operation* parentOp() const { return parent_; }

  Block* front() const { return first_; }
  Block* back() const { return last_; }
  bool empty() const { return first_ == nullptr; }
  bool hasOneBlock() const { return first_ && first_ == last_; }
  size_t size() const;

  void push_back(Block* b) { insertBefore(b, nullptr); }
  void insertBefore(Block* b, Block* before);
  void remove(Block* b);
  /// Moves all blocks of `other` to the end of this region.
  void takeBody(Region& other);

  IntrusiveRange<Block> blocks() const { return IntrusiveRange<Block>(first_); }
  auto begin() const { return blocks().begin(); }
  auto end() const { return blocks().end(); }

  /// Creates an empty block at the end.
  Block* addBlock(Arena& arena);

  // For the owning op only.
  void setParent(Operation* op) { parent_ = op; }

private:
  Operation* parent_ = nullptr;
  Block* first_ = nullptr;
  Block* last_ = nullptr;
};

} // namespace spvkit
