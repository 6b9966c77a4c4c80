// Dominance: which blocks and operations dominate which, per region.
//
// The verifier needs it to check that every use of a value is dominated by
// its definition, and passes (CSE, hoisting) need the same question answered.
// A `DominatorTree` is computed for one region from the successors of its
// blocks' last operations with the iterative algorithm of Cooper, Harvey and
// Kennedy ("A Simple, Fast Dominance Algorithm"); every traversal uses an
// explicit stack, so arbitrarily long or deep CFGs cannot overflow the call
// stack. Queries are O(1) after construction (pre/post numbers of the tree).
// `DominanceInfo` caches trees per region and answers value/operation
// questions across nested regions: an op nested in a region is dominated by
// what dominates the op that holds the region.
#pragma once

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace spvkit {

class Block;
class Operation;
class Region;
class Value;

class DominatorTree {
public:
  explicit DominatorTree(const Region& region);

  /// True if `b` can be reached from the region's entry block.
  bool isReachable(const Block* b) const;
  /// True if every path from the entry to `b` passes through `a` (reflexive).
  /// An unreachable `b` is dominated by everything, as in MLIR; an
  /// unreachable `a` dominates only itself.
  bool dominates(const Block* a, const Block* b) const;
  bool properlyDominates(const Block* a, const Block* b) const { return a != b && dominates(a, b); }
  /// The immediate dominator of a reachable block; null for the entry block
  /// and for unreachable blocks.
  const Block* idom(const Block* b) const;
  /// Reachable blocks in reverse post-order (entry first).
  const std::vector<const Block*>& reversePostOrder() const { return rpo_; }

private:
  struct Node {
    int idom = -1;    // index into rpo_
    unsigned pre = 0; // pre/post numbers in the dominator tree
    unsigned post = 0;
  };
  int indexOf(const Block* b) const;

  std::vector<const Block*> rpo_;
  std::vector<Node> nodes_; // parallel to rpo_
  // Block -> rpo index: open addressing, a power-of-two number of slots at
  // least twice the reachable blocks, empty slots null (no sorting, one
  // probe for most lookups).
  std::vector<std::pair<const Block*, int>> index_;
};

class DominanceInfo {
public:
  DominanceInfo();
  ~DominanceInfo();

  /// The (cached) tree of `region`.
  const DominatorTree& tree(const Region& region);
  /// True if `a` is before `b` in the same block, or `a`'s block properly
  /// dominates `b`'s, after lifting `b` to the ancestor op in `a`'s region.
  /// False if `b` is not nested in `a`'s region or is `a` itself or is nested in `a`.
  bool properlyDominates(Operation* a, Operation* b);
  /// True if `v` is available at `user`: a block argument of a block
  /// dominating the user (or an ancestor of it), or the result of an op that
  /// properly dominates the user.
  bool dominates(Value* v, Operation* user);
  /// Forgets cached trees (call after changing the CFG).
  void invalidate() { trees_.clear(); }

private:
  std::unordered_map<const Region*, std::unique_ptr<DominatorTree>> trees_;
};

} // namespace spvkit
