#include "ir/Dominance.h"

#include "ir/Block.h"

#include <algorithm>
#include <bit>
#include <climits>
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

namespace {

/// The constructor's working arrays, kept per thread between trees: the
/// verifier builds one tree per function with a cross-block use (800 in the
/// 400-kernel module), and a dozen small allocations per tree were most of
/// its cost. Released after a tree too large to keep around.
struct Scratch {
  std::vector<std::pair<const Block*, int>> all;
  std::vector<const Block*> post;
  std::vector<char> seen;
  std::vector<std::pair<const Block*, unsigned>> stack;
  std::vector<int> predStart, preds, fill, childStart, children;
  std::vector<std::pair<int, int>> walk;

  void releaseIfLarge() {
    if (all.capacity() > 8192) *this = Scratch();
  }
};

/// The slot of `b` in an open-addressing table of `slots.size()` (a power
/// of two, at least 4) slots: where it is, or the empty slot where it would
/// go. Fibonacci hashing takes the product's top bits: the middle bits taken
/// before clustered the blocks of a function (about five probes a lookup).
size_t slotOf(const std::vector<std::pair<const Block*, int>>& slots, const Block* b) {
  size_t mask = slots.size() - 1;
  int shift = 64 - std::countr_zero(slots.size());
  size_t i = size_t((uint64_t(uintptr_t(b)) * 0x9E3779B97F4A7C15ull) >> shift);
  while (slots[i].first && slots[i].first != b) i = (i + 1) & mask;
  return i;
}

/// An empty table for up to `n` blocks.
void resetTable(std::vector<std::pair<const Block*, int>>& slots, size_t n) {
  size_t size = 4;
  while (size < 2 * n) size *= 2;
  slots.assign(size, {nullptr, -1});
}

} // namespace

DominatorTree::DominatorTree(const Region& region) {
  const Block* entry = region.front();
  if (!entry) return;
  thread_local Scratch scratch;
  Scratch& sc = scratch;
  // Flat arrays only (the verifier builds a tree for every multi-block region
  // with a cross-block use, so node-based hash maps and per-block vectors
  // showed in profiles, and then sorting the blocks for binary search did):
  // blocks are found in open-addressing tables of (block, index) pairs.
  std::vector<std::pair<const Block*, int>>& all = sc.all;
  size_t numBlocks = 0;
  for (const Block* b = region.front(); b; b = b->nextNode()) ++numBlocks;
  resetTable(all, numBlocks);
  {
    int position = 0;
    for (const Block* b : region.blocks()) all[slotOf(all, b)] = {b, position++};
  }
  auto find = [](const std::vector<std::pair<const Block*, int>>& v, const Block* b) {
    return v[slotOf(v, b)].second; // -1 in an empty slot
  };

  // Iterative DFS for the post-order; (block, next successor index) frames.
  std::vector<const Block*>& post = sc.post;
  post.clear();
  sc.seen.assign(numBlocks, 0);
  std::vector<char>& seen = sc.seen;
  std::vector<std::pair<const Block*, unsigned>>& stack = sc.stack;
  stack.clear();
  stack.push_back({entry, 0});
  seen[size_t(find(all, entry))] = 1;
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    if (next < numSuccs(b)) {
      const Block* s = succ(b, next++);
      // Successors in other regions are a verifier error, not a CFG edge.
      if (s && s->parent() == &region) {
        int at = find(all, s);
        if (at >= 0 && !seen[size_t(at)]) {
          seen[size_t(at)] = 1;
          stack.push_back({s, 0});
        }
      }
      continue;
    }
    post.push_back(b);
    stack.pop_back();
  }
  rpo_.assign(post.rbegin(), post.rend());
  const size_t n = rpo_.size();
  nodes_.resize(n);
  resetTable(index_, n);
  for (size_t i = 0; i < n; ++i) index_[slotOf(index_, rpo_[i])] = {rpo_[i], int(i)};

  // Predecessors restricted to reachable blocks, as rpo indices (CSR).
  std::vector<int>& predStart = sc.predStart;
  std::vector<int>& preds = sc.preds;
  predStart.assign(n + 1, 0);
  for (size_t i = 0; i < n; ++i)
    for (unsigned s = 0; s < numSuccs(rpo_[i]); ++s) {
      int j = find(index_, succ(rpo_[i], s));
      if (j >= 0) ++predStart[size_t(j) + 1];
    }
  for (size_t i = 0; i < n; ++i) predStart[i + 1] += predStart[i];
  preds.resize(size_t(predStart[n]));
  {
    std::vector<int>& fill = sc.fill;
    fill.assign(predStart.begin(), predStart.end() - 1);
    for (size_t i = 0; i < n; ++i)
      for (unsigned s = 0; s < numSuccs(rpo_[i]); ++s) {
        int j = find(index_, succ(rpo_[i], s));
        if (j >= 0) preds[size_t(fill[size_t(j)]++)] = int(i);
      }
  }

  // Cooper-Harvey-Kennedy: rpo index order makes "post-order number" the
  // reverse, so the finger walking up is the one with the larger rpo index.
  nodes_[0].idom = 0;
  auto intersect = [&](int a, int b) {
    while (a != b) {
      while (a > b) a = nodes_[size_t(a)].idom;
      while (b > a) b = nodes_[size_t(b)].idom;
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < n; ++i) {
      int newIdom = -1;
      for (int k = predStart[i]; k < predStart[i + 1]; ++k) {
        int p = preds[size_t(k)];
        if (nodes_[size_t(p)].idom < 0) continue;
        newIdom = newIdom < 0 ? p : intersect(p, newIdom);
      }
      if (newIdom >= 0 && nodes_[i].idom != newIdom) {
        nodes_[i].idom = newIdom;
        changed = true;
      }
    }
  }

  // Pre/post numbering of the dominator tree for O(1) queries. Children in
  // CSR form, in increasing rpo index like the per-node lists they replace.
  std::vector<int>& childStart = sc.childStart;
  std::vector<int>& children = sc.children;
  childStart.assign(n + 1, 0);
  children.assign(n > 0 ? n - 1 : 0, 0);
  for (size_t i = 1; i < n; ++i) ++childStart[size_t(nodes_[i].idom) + 1];
  for (size_t i = 0; i < n; ++i) childStart[i + 1] += childStart[i];
  {
    std::vector<int>& fill = sc.fill;
    fill.assign(childStart.begin(), childStart.end() - 1);
    for (size_t i = 1; i < n; ++i) children[size_t(fill[size_t(nodes_[i].idom)]++)] = int(i);
  }
  unsigned counter = 0;
  std::vector<std::pair<int, int>>& walk = sc.walk;
  walk.clear();
  walk.push_back({0, childStart[0]});
  nodes_[0].pre = counter++;
  while (!walk.empty()) {
    auto& [node, next] = walk.back();
    if (next < childStart[size_t(node) + 1]) {
      int c = children[size_t(next++)];
      nodes_[size_t(c)].pre = counter++;
      walk.push_back({c, childStart[size_t(c)]});
      continue;
    }
    nodes_[size_t(node)].post = counter++;
    walk.pop_back();
  }
  sc.releaseIfLarge();
}

int DominatorTree::indexOf(const Block* b) const {
  return index_.empty() || !b ? -1 : index_[slotOf(index_, b)].second;
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
