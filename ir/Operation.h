// Operations: the nodes of the IR.
//
// An operation has an `OpInfo` (its kind), operands, results, an attribute
// list, successor blocks (whose arguments are a slice of the operands), nested
// regions and a location. It is one allocation in its module's arena:
// attributes, regions, successors and result values, then the 80-byte header,
// then the operand slots, so creating an op is one bump of the arena and the
// parts of an op are adjacent in memory. An operand slot finds its op from
// its own index (OpOperand::owner), a result from its place before the header
// (Value::index). Typed views
// such as `spirv::IAddOp` wrap an `Operation*` and add named accessors;
// generic code walks operations without knowing them.
#pragma once

#include "ir/Arena.h"
#include "ir/Attributes.h"
#include "ir/Location.h"
#include "ir/OpInfo.h"
#include "ir/Value.h"

#include <cstring>
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
  Location loc() const { return {origin_->file, locLine_, locCol_, bool(locIsBinary_)}; }
  void setLoc(Location l);
  /// The context of the module the op was created in (every op has one).
  Context& context() const;
  /// The arena of the module the op was created in.
  Arena& arena() const { return *origin_->arena; }

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
  /// The most results and successors an op can have (a SPIR-V instruction
  /// has at most one result and 32766 successors; the text parser and the
  /// reader's structurizer report more as an error), and attributes.
  static constexpr unsigned kMaxResults = 0xFFFF;
  static constexpr unsigned kMaxSuccessors = 0xFFFF;
  static constexpr unsigned kMaxAttributes = (1u << 23) - 1;
  /// Whether `state` fits the limits above (create() requires it).
  static bool fitsLimits(const State& state) {
    return state.resultTypes.size() <= kMaxResults && state.successors.size() <= kMaxSuccessors &&
           state.attributes.size() <= kMaxAttributes && state.numRegions <= kMaxRegions;
  }
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
  friend class OpOperand;
  // Every field is given: the header is written once, not zeroed first.
  Operation(const OpInfo* info, const Arena::Origin* origin, const Location& loc,
            uint32_t numResults, uint32_t numOperands, uint32_t numSuccessors, uint32_t numRegions)
      : block_(nullptr), prev_(nullptr), next_(nullptr), origin_(origin),
        operands_(reinterpret_cast<OpOperand*>(this + 1)), attrs_(nullptr), locLine_(loc.line),
        locCol_(loc.col & 0x7fffffffu), locIsBinary_(loc.isBinary), numOperands_(numOperands),
        numResults_(numResults), numSuccessors_(numSuccessors), numAttrs_(0), attrsInline_(1),
        numRegions_(numRegions), order_(0), info_(info) {}
  // Before the header, going down from it: results, successors, regions and
  // (first in the allocation) the attributes as created. Their places depend
  // on counts that never change, so none needs a pointer; the operand slots
  // follow the header, where their owner can be found from them.
  Value* results() const {
    return reinterpret_cast<Value*>(const_cast<Operation*>(this)) - numResults_;
  }
  Successor* successors() const { return reinterpret_cast<Successor*>(results()) - numSuccessors_; }
  Region* regions() const; // Region is incomplete here
  /// Room in attrs_: the array made with the op is full as created; a grown
  /// array has the power of two (at least 4) that setAttr gave it, which is
  /// never below the one computed here.
  uint32_t attrCapacity() const;

  // 80 bytes: seven pointers and four words of counts and location.
  Block* block_;
  Operation* prev_;
  Operation* next_;
  // The arena the op lives in (which also names the op's context) and the
  // location's file name, in one record per arena and file (Arena::origin).
  const Arena::Origin* origin_;
  // Operands and attributes start in the op's allocation and move to a new
  // arena array only when they outgrow it (setOperands, setAttr).
  OpOperand* operands_;
  NamedAttribute* attrs_;
  uint32_t locLine_;
  uint32_t locCol_ : 31;
  uint32_t locIsBinary_ : 1;
  uint32_t numOperands_;
  uint32_t numResults_ : 16;
  uint32_t numSuccessors_ : 16;
  uint32_t numAttrs_ : 23;
  uint32_t attrsInline_ : 1; // attrs_ is the array made with the op (or there are none)
  uint32_t numRegions_ : 8;  // the text parser allows 16; kMaxRegions
  mutable uint32_t order_;   // position cache for isBeforeInBlock
  // Last: the word just before the operand slots. An array of slots that
  // outgrew the op is preceded by an OperandArrayHeader whose `marker` (odd)
  // is never an OpInfo address; OpOperand::owner tells them apart by it.
  const OpInfo* info_;
};

/// What precedes an operand array allocated apart from its op (see
/// Operation::setOperands): the last word has the place of Operation::info_.
struct OperandArrayHeader {
  Operation* owner;
  uintptr_t marker = 1;
};

inline Operation* OpOperand::owner() const {
  const OpOperand* first = this - index();
  uintptr_t before;
  std::memcpy(&before, reinterpret_cast<const char*>(first) - sizeof(uintptr_t), sizeof before);
  if (before == OperandArrayHeader{}.marker)
    return reinterpret_cast<const OperandArrayHeader*>(first)[-1].owner;
  return reinterpret_cast<Operation*>(const_cast<OpOperand*>(first)) - 1;
}

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
