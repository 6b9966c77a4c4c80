// Builder: creates operations at an insertion point.
//
// The builder remembers a block and a position in it; every operation it
// creates is inserted there. Dialects add typed `create` helpers on top of the
// generic `create(State)`. A scoped guard restores the insertion point.
#pragma once

#include "ir/Module.h"

#include <initializer_list>
#include <vector>

namespace spvkit {

class Builder {
public:
  explicit Builder(Module& module) : module_(&module) {}

  Module& module() const { return *module_; }
  Context& context() const { return module_->context(); }
  Arena& arena() const { return module_->arena(); }

  // --- insertion point -------------------------------------------------------
  void setInsertionPointToEnd(Block* b) { block_ = b, before_ = nullptr; }
  void setInsertionPointToStart(Block* b) { block_ = b, before_ = b->front(); }
  void setInsertionPoint(Operation* before) { block_ = before->block(), before_ = before; }
  void setInsertionPointAfter(Operation* op) { block_ = op->block(), before_ = op->nextOp(); }
  Block* insertionBlock() const { return block_; }
  Operation* insertionPoint() const { return before_; }

  struct Guard {
    explicit Guard(Builder& b) : b(b), block(b.block_), before(b.before_) {}
    ~Guard() { b.block_ = block, b.before_ = before; }
    Builder& b;
    Block* block;
    Operation* before;
  };

  void setLoc(Location loc) { loc_ = loc; }
  Location loc() const { return loc_; }

  // --- creation --------------------------------------------------------------
  /// Creates an op from `state` (using the builder's location when the state
  /// has none) and inserts it at the insertion point, if there is one.
  Operation* create(Operation::State state) {
    if (!state.loc.known()) state.loc = loc_;
    Operation* op = module_->create(state);
    if (block_) block_->insertBefore(op, before_);
    return op;
  }

  /// Generic form: `create(info, {resultTypes}, {operands}, {attrs})`.
  Operation* create(const OpInfo& info, std::initializer_list<Type> resultTypes,
                    std::initializer_list<Value*> operands,
                    std::initializer_list<NamedAttribute> attrs = {}, unsigned numRegions = 0) {
    Operation::State st;
    st.info = &info;
    st.resultTypes = {resultTypes.begin(), resultTypes.size()};
    st.operands = {operands.begin(), operands.size()};
    st.attributes = {attrs.begin(), attrs.size()};
    st.numRegions = numRegions;
    return create(st);
  }

  /// A new block at the end of `region`, with arguments of the given types.
  Block* createBlock(Region& region, std::initializer_list<Type> argTypes = {}) {
    Block* b = region.addBlock(arena());
    for (Type t : argTypes) b->addArgument(t);
    return b;
  }

  // --- common types and attributes ---------------------------------------------
  Type i1() const { return IntegerType::get(context(), 1); }
  Type i8() const { return IntegerType::get(context(), 8); }
  Type i16() const { return IntegerType::get(context(), 16); }
  Type i32() const { return IntegerType::get(context(), 32); }
  Type i64() const { return IntegerType::get(context(), 64); }
  Type f16() const { return FloatType::get(context(), 16); }
  Type f32() const { return FloatType::get(context(), 32); }
  Type f64() const { return FloatType::get(context(), 64); }
  Type voidType() const { return VoidType::get(context()); }
  NamedAttribute named(std::string_view name, Attribute value) const {
    return {context().intern(name), value};
  }
  Attribute intAttr(Type t, int64_t v) const { return IntegerAttr::get(t, v); }
  Attribute i32Attr(int64_t v) const { return IntegerAttr::get(i32(), v); }
  Attribute strAttr(std::string_view s) const { return StringAttr::get(context(), s); }
  Attribute unitAttr() const { return UnitAttr::get(context()); }

private:
  Module* module_;
  Block* block_ = nullptr;
  Operation* before_ = nullptr;
  Location loc_;
};

} // namespace spvkit
