// Where the pieces of each parsed instruction came from.
//
// The IR keeps one line:column per operation; the semantic checks need more
// to point at the offending token (an operand, the result type, a modifier, an
// integer constant, an attribute value, the `}` that lacks a yield) and to
// attach notes at a value's definition. The parser records these source
// ranges in a SourceMap next to the module it builds; the checker reads them.
// Passes that create ops need not fill it in: every lookup tolerates misses.
#pragma once

#include "frontend/SourceManager.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace spvkit {
class Operation;
class Value;
} // namespace spvkit

namespace spvkit::frontend {

/// One `name = value` entry of an attribute dictionary.
struct AttrSource {
  std::string name;
  SourceRange nameRange;
  SourceRange valueRange;
  /// For array values: each entry's range.
  std::vector<SourceRange> entries;
};

struct OpSource {
  /// The instruction name (for func: the function name).
  SourceRange name;
  /// One per SSA operand, in operand order.
  std::vector<SourceRange> operands;
  /// Result names left of `=`.
  std::vector<SourceRange> results;
  /// Types written after `:` or in `-> (...)`, in order (func: argument types).
  std::vector<SourceRange> types;
  /// Modifiers as written.
  std::vector<SourceRange> modifiers;
  /// Integer constants of the syntax (modes, indices, tile shapes, static
  /// subview/expand entries), in source order.
  std::vector<SourceRange> constants;
  /// The constant of `constant`.
  SourceRange value;
  /// `(` of a return-type list.
  SourceRange returnParen;
  /// `}` closing each region.
  std::vector<SourceRange> regionEnds;
  /// The attribute dictionary (func, for, alloca); for func, per-argument
  /// dictionaries follow in argAttrs.
  std::vector<AttrSource> attrs;
  std::vector<std::vector<AttrSource>> argAttrs;
  /// Region argument names (loop variables, ...).
  std::vector<SourceRange> regionArgs;
};

class SourceMap {
public:
  OpSource& add(const Operation* op) { return ops_[op]; }
  /// The op's record, or an empty one.
  const OpSource& get(const Operation* op) const {
    auto it = ops_.find(op);
    return it == ops_.end() ? empty_ : it->second;
  }
  void setDefinition(const Value* v, SourceRange r) { defs_[v] = r; }
  SourceRange definition(const Value* v) const {
    auto it = defs_.find(v);
    return it == defs_.end() ? SourceRange() : it->second;
  }

private:
  std::unordered_map<const Operation*, OpSource> ops_;
  std::unordered_map<const Value*, SourceRange> defs_;
  OpSource empty_;
};

} // namespace spvkit::frontend
