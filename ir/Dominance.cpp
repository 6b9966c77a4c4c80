#include "ir/Dominance.h"

#include "ir/Block.h"

#include <utility>

namespace spvkit {

namespace {

// Successors come from the last op only: a well-formed block ends in its
// terminator, and for a malformed one the verifier reports that separately.
unsigned numSuccs(const Block* b) {
  return b->back() ? b->back()->numSuccessors() : 0;
}
const Block* succ(const Block* b, unsigned i) {
  return b->back()->successor(i);
}

} // namespace

DominatorTree::DominatorTree(const Region& region) {
  const Block* entry = region.front();
  if (!entry) return;

  // Iterative DFS for the post-order; (block, next successor index) frames.
  std::vector<const Block*> post;
  std::unordered_map<const Block*, bool> seen;
  std::vector<std::pair<const Block*, unsigned>> stack;
  stack.push_back({entry, 0});
  seen[entry] = true;
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    if (next < numSuccs(b)) {
      const Block* s = succ(b, next++);
      // Successors in other regions are a verifier error, not a CFG edge.
      if (s && s->parent() == &region && !seen[s]) {
        seen[s] = true;
        stack.push_back({s, 0});
      }
      continue;
    }
    post.push_back(b);
    stack.pop_back();
  }
  rpo_.assign(post.rbegin(), post.rend());
  nodes_.resize(rpo_.size());
  for (size_t i = 0; i < rpo_.size(); ++i) index_[rpo_[i]] = int(i);

  // Predecessors restricted to reachable blocks, as rpo indices.
  std::vector<std::vector<int>> preds(rpo_.size());
  for (size_t i = 0; i < rpo_.size(); ++i)
    for (unsigned s = 0; s < numSuccs(rpo_[i]); ++s) {
      auto it = index_.find(succ(rpo_[i], s));
      if (it != index_.end()) preds[it->second].push_back(int(i));
    }

  // Cooper-Harvey-Kennedy: rpo index order makes "post-order number" the
  // reverse, so the finger walking up is the one with the larger rpo index.
  nodes_[0].idom = 0;
  auto intersect = [&](int a, int b) {
    while (a != b) {
      while (a > b) a = nodes_[a].idom;
      while (b > a) b = nodes_[b].idom;
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < rpo_.size(); ++i) {
      int newIdom = -1;
      for (int p : preds[i]) {
        if (nodes_[p].idom < 0) continue;
        newIdom = newIdom < 0 ? p : intersect(p, newIdom);
      }
      if (newIdom >= 0 && nodes_[i].idom != newIdom) {
        nodes_[i].idom = newIdom;
        changed = true;
      }
    }
  }

  // Pre/post numbering of the dominator tree for O(1) queries.
  std::vector<std::vector<int>> children(rpo_.size());
  for (size_t i = 1; i < rpo_.size(); ++i) children[nodes_[i].idom].push_back(int(i));
  unsigned counter = 0;
  std::vector<std::pair<int, size_t>> walk;
  walk.push_back({0, 0});
  nodes_[0].pre = counter++;
  while (!walk.empty()) {
    auto& [n, next] = walk.back();
    if (next < children[n].size()) {
      int c = children[n][next++];
      nodes_[c].pre = counter++;
      walk.push_back({c, 0});
      continue;
    }
    nodes_[n].post = counter++;
    walk.pop_back();
  }
}

int DominatorTree::indexOf(const Block* b) const {
  auto it = index_.find(b);
  return it == index_.end() ? -1 : it->second;
}

bool DominatorTree::isReachable(const Block* b) const {
  return indexOf(b) >= 0;
}

bool DominatorTree::dominates(const Block* a, const Block* b) const {
  if (a == b) return true;
  int ib = indexOf(b);
  if (ib < 0) return true;
  int ia = indexOf(a);
  if (ia < 0) return false;
  return nodes_[ia].pre <= nodes_[ib].pre && nodes_[ib].post <= nodes_[ia].post;
}

const Block* DominatorTree::idom(const Block* b) const {
  int i = indexOf(b);
  if (i <= 0) return nullptr;
  return rpo_[nodes_[i].idom];
}

DominanceInfo::DominanceInfo() = default;
DominanceInfo::~DominanceInfo() = default;

const DominatorTree& DominanceInfo::tree(const Region& region) {
  auto& slot = trees_[&region];
  if (!slot) slot = std::make_unique<DominatorTree>(region);
  return *slot;
}

bool DominanceInfo::properlyDominates(Operation* a, Operation* b) {
  Block* blockA = a->block();
  if (!blockA) return false;
  Region* regionA = blockA->parent();
  // Lift b to its ancestor that lives in a's region.
  Operation* liftedB = b;
  while (liftedB && (!liftedB->block() || liftedB->block()->parent() != regionA))
    liftedB = liftedB->parentOp();
  if (!liftedB || liftedB == a) return false;
  if (liftedB->block() == blockA) return a->isBeforeInBlock(liftedB);
  return tree(*regionA).properlyDominates(blockA, liftedB->block());
}

bool DominanceInfo::dominates(Value* v, Operation* user) {
  if (Operation* def = v->definingOp()) return properlyDominates(def, user);
  Block* defBlock = v->ownerBlock();
  if (!defBlock || !defBlock->parent()) return false;
  Region* region = defBlock->parent();
  Operation* lifted = user;
  while (lifted && (!lifted->block() || lifted->block()->parent() != region))
    lifted = lifted->parentOp();
  if (!lifted) return false;
  return tree(*region).dominates(defBlock, lifted->block());
}

} // namespace spvkit
