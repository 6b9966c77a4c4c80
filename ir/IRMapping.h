// IRMapping: a map from values and blocks of one piece of IR to those of
// another, filled and read by `Operation::clone`.
//
// Cloning an op records every result, block and block argument of the
// original against its copy, and reads the map for the operands and
// successors of the copy; a caller pre-maps values (e.g. a loop body's
// induction variable to a constant) to substitute them while cloning.
#pragma once

#include <unordered_map>

namespace spvkit {

class Block;
class Value;

class IRMapping {
public:
  void map(const Value* from, Value* to) { values_[from] = to; }
  void map(const Block* from, Block* to) { blocks_[from] = to; }

  /// The mapped value or block, or null if there is none.
  Value* lookupOrNull(const Value* from) const {
    auto it = values_.find(from);
    return it == values_.end() ? nullptr : it->second;
  }
  Block* lookupOrNull(const Block* from) const {
    auto it = blocks_.find(from);
    return it == blocks_.end() ? nullptr : it->second;
  }
  /// The mapped value or block, or `from` itself if it has none.
  Value* lookupOrDefault(Value* from) const {
    Value* to = lookupOrNull(from);
    return to ? to : from;
  }
  Block* lookupOrDefault(Block* from) const {
    Block* to = lookupOrNull(from);
    return to ? to : from;
  }
  bool contains(const Value* from) const { return values_.count(from) != 0; }
  bool contains(const Block* from) const { return blocks_.count(from) != 0; }
  void clear() {
    values_.clear();
    blocks_.clear();
  }

private:
  std::unordered_map<const Value*, Value*> values_;
  std::unordered_map<const Block*, Block*> blocks_;
};

} // namespace spvkit
