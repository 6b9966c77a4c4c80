// Operations: the nodes of the IR.
//
// An operation has an `OpInfo` (its kind), operands, results, an attribute
// list, successor blocks (whose arguments are a slice of the operands), nested
// regions and a location. It is one allocation in its module's arena: the
// 96-byte header is followed by its result values, successors, regions,
// attributes and operand slots (trailing storage), so creating an op is one
// bump of the arena and the parts of an op are adjacent in memory. Typed views
// such as `spirv::IAddOp` wrap an `Operation*` and add named accessors;
// generic code walks operations without knowing them.
#pragma once

#include "ir/Attributes.h"
#include "ir/Location.h"
#include "ir/OpInfo.h"
#include "ir/Value.h"

#include <functional>
#include <span>
#include <string_view>

namespace spvkit {

class Arena;
class Block;
class IRMapping;
class Region;

struct Successor {
  Block* block = nullptr;
  uint32_t firstOperand = 0; // index into the op's operands
  uint32_t numOperands = 0;
};

class Operation {
public:
  /// Everything needed to create an operation. Successor operands follow the
  /// regular operands in `operands`; `successorOperandCounts` splits them.
  struct State {
    const OpInfo* info = nullptr;
    Location loc;
    std::span<const Type> resultTypes;
    std::span<Value* const> operands;
    std::span<const NamedAttribute> attributes;
    std::span<Block* const> successors;
    std::span<const uint32_t> successorOperandCounts;
    unsigned numRegions = 0;
    /// Set when every attribute name is already interned in the context (or
    /// outlives it, e.g. a string literal): create() then skips interning,
    /// which readers creating many ops from fixed name tables rely on.
    bool attributeNamesInterned = false;
  };
  static Operation* create(Arena& arena, const State& state);

  const OpInfo& info() const { return *info_; }
  uint32_t opcode() const { return info_->opcode; }
  std::string_view name() const { return info_->name; }
  bool has(uint32_t trait) const { return info_->has(trait); }
  Location loc() const {
    return {locFile_ ? *locFile_ : std::string_view(), locLine_, locCol_, bool(locIsBinary_)};
  }
  void setLoc(Location l);
  /// The context of the module the op was created in (every op has one).
  Context& context() const;
  /// The arena of the module the op was created in.
  Arena& arena() const { return *arena_; }

  // --- operands --------------------------------------------------------------
  unsigned numOperands() const { return numOperands_; }
  Value* operand(unsigned i) const { return operands_[i].get(); }
  OpOperand& operandSlot(unsigned i) { return operands_[i]; }
  void setOperand(unsigned i, Value* v) { operands_[i].set(v); }
  std::span<OpOperand> operandSlots() { return {operands_, numOperands_}; }
  /// Replaces all operands (successor operand ranges are cleared).
  void setOperands(Arena& arena, std::span<Value* const> values);
  /// Operands that are not successor arguments.
  unsigned numNonSuccessorOperands() const;

  // --- results ---------------------------------------------------------------
  unsigned numResults() const { return numResults_; }
  Value* result(unsigned i = 0) const { return results() + i; }
  bool hasUsedResults() const;

  // --- attributes ------------------------------------------------------------
  std::span<const NamedAttribute> attributes() const { return {attrs_, numAttrs_}; }
  Attribute attr(std::string_view name) const {
    for (uint32_t i = 0; i < numAttrs_; ++i) {
      std::string_view n = attrs_[i].name;
      // Names are interned or come from the generated tables, so the same
      // pointer is the same name (writer and verifier look up every operand
      // attribute): compare characters only for other pointers of that size.
      if (n.size() == name.size() && (n.data() == name.data() || n == name)) return attrs_[i].value;
    }
    return {};
  }
  bool hasAttr(std::string_view name) const { return bool(attr(name)); }
  /// `name` need not be interned; the context interns it.
  void setAttr(std::string_view name, Attribute value);
  bool removeAttr(std::string_view name);

  // --- successors ------------------------------------------------------------
  unsigned numSuccessors() const { return numSuccessors_; }
  Block* successor(unsigned i) const { return successors()[i].block; }
  void setSuccessor(unsigned i, Block* b) { successors()[i].block = b; }
  const Successor& successorInfo(unsigned i) const { return successors()[i]; }
  std::span<OpOperand> successorOperands(unsigned i) {
    return {operands_ + successors()[i].firstOperand, successors()[i].numOperands};
  }

  // --- regions ---------------------------------------------------------------
  /// The most regions an op can have (the text parser allows 16).
  static constexpr unsigned kMaxRegions = 255;
  unsigned numRegions() const { return numRegions_; }
  Region& region(unsigned i = 0) const;

  // --- position --------------------------------------------------------------
  Block* block() const { return block_; }
  Operation* nextOp() const { return next_; }
  Operation* prevOp() const { return prev_; }
  /// The operation whose region holds this one's block, or null.
  Operation* parentOp() const;
  /// True if `this` comes before `other` in the same block.
  bool isBeforeInBlock(const Operation* other) const;
  /// True if this op is `other` or nested anywhere inside it.
  bool isInside(const Operation* other) const;

  /// Unlinks the op from its block, drops its operand uses and those of the
  /// ops nested in it. Its results must have no uses left.
  void erase();
  /// Unlinks without dropping uses (to move the op elsewhere).
  void removeFromBlock();
  void moveBefore(Operation* other);

  /// A detached deep copy: attributes, result types, successors, regions with
  /// their blocks and block arguments. Operands and successors are looked up
  /// in `mapping` (unmapped ones are kept); every result, block and block
  /// argument of the original is mapped to its copy in `mapping`, so values
  /// defined inside the cloned regions are remapped in the copy.
  Operation* clone(IRMapping& mapping) const;
  Operation* clone() const;

  /// Visits this op and all nested ops, parents before children. Return false
  /// from `fn` to skip the children of that op.
  void walk(const std::function<bool(Operation*)>& fn);
  /// Visits nested ops children-first (safe for erasing the visited op).
  void walkPostOrder(const std::function<void(Operation*)>& fn);

private:
  friend class Block;
  Operation() = default;
  Value* results() const { return reinterpret_cast<Value*>(const_cast<Operation*>(this) + 1); }
  // The trailing storage is results, successors, regions, attributes, operand
  // slots: operands come last so that where the others are does not depend on
  // whether the operands still live there.
  Successor* successors() const { return reinterpret_cast<Successor*>(results() + numResults_); }
  Region* regions() const { return reinterpret_cast<Region*>(successors() + numSuccessors_); }

  const OpInfo* info_ = nullptr;
  Block* block_ = nullptr;
  Operation* prev_ = nullptr;
  Operation* next_ = nullptr;
  // The arena the op lives in; it also names the op's context.
  Arena* arena_ = nullptr;
  // Operands and attributes start in the trailing storage and move to a new
  // arena array only when they outgrow it (setOperands, setAttr).
  OpOperand* operands_ = nullptr;
  NamedAttribute* attrs_ = nullptr;
  // The location's file name, kept once per arena (Arena::fileName): 8 bytes
  // here instead of a 12-byte pointer and size.
  const std::string_view* locFile_ = nullptr;
  uint32_t locLine_ = 0;
  uint32_t locCol_ : 31 = 0;
  uint32_t locIsBinary_ : 1 = 0;
  uint32_t numResults_ = 0;
  uint32_t numOperands_ = 0;
  uint32_t numSuccessors_ = 0;
  uint32_t numAttrs_ = 0;
  uint32_t capAttrs_ : 24 = 0;
  uint32_t numRegions_ : 8 = 0; // the text parser allows 16; kMaxRegions
  mutable uint32_t order_ = 0;  // position cache for isBeforeInBlock
};

/// Base of typed operation views: a nullable wrapper around an Operation*.
class OpView {
public:
  OpView() = default;
  explicit OpView(Operation* op) : op_(op) {}
  Operation* op() const { return op_; }
  Operation* operator->() const { return op_; }
  explicit operator bool() const { return op_ != nullptr; }

protected:
  Operation* op_ = nullptr;
};

template <class View>
View dyn_cast(Operation* op) {
  return op && View::classof(op) ? View(op) : View();
}
template <class View>
bool isa(Operation* op) {
  return op && View::classof(op);
}

} // namespace spvkit
