// cse: replaces a side-effect-free op by an identical one that dominates it.
//
// Scopes follow structure: an op is available in the rest of its block and in
// the regions nested after it; blocks of a multi-block region see their
// parent's scope but not their siblings' (no dominator tree needed, at the
// cost of missing cross-block redundancy inside one CFG region).
#include "passes/Pass.h"
#include "passes/Passes.h"

#include "ir/Block.h"

#include <cstdint>
#include <vector>

namespace spvkit {

namespace {

size_t hashOp(Operation* op) {
  size_t h = std::hash<const void*>()(&op->info());
  auto mix = [&](const void* p) {
    h ^= std::hash<const void*>()(p) + 0x9e3779b9 + (h << 6) + (h >> 2);
  };
  for (unsigned i = 0; i < op->numOperands(); ++i) mix(op->operand(i));
  for (auto& a : op->attributes()) mix(a.value.storage());
  for (unsigned i = 0; i < op->numResults(); ++i) mix(op->result(i)->type().storage());
  // The table indexes by the low bits, which aligned pointers leave zero:
  // finish with a mixer (splitmix64's) that moves every bit into them.
  uint64_t x = h;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return size_t(x ^ (x >> 31));
}

bool sameOp(Operation* x, Operation* y) {
  if (&x->info() != &y->info() || x->numOperands() != y->numOperands() ||
      x->numResults() != y->numResults() || x->attributes().size() != y->attributes().size())
    return false;
  for (unsigned i = 0; i < x->numOperands(); ++i)
    if (x->operand(i) != y->operand(i)) return false;
  for (unsigned i = 0; i < x->numResults(); ++i)
    if (x->result(i)->type() != y->result(i)->type()) return false;
  for (auto& attr : x->attributes())
    if (y->attr(attr.name) != attr.value) return false;
  return true;
}

bool eligible(Operation* op) {
  return op->has(OpTrait::NoSideEffect) && op->numRegions() == 0 && op->numSuccessors() == 0 &&
         op->numResults() > 0 && !op->has(OpTrait::Terminator);
}

/// The ops available at the current point, all scopes in one open-addressing
/// table: an op is entered only when no equal op is available, so the table
/// never holds two equal ops, and leaving a scope removes what it entered.
/// One hash per op and one table per function instead of a hash map per
/// block that every lookup probed in turn (cse was ~30% of the
/// flash-attention kernel's compile).
class AvailableOps {
public:
  AvailableOps() : slots_(64) {}

  Operation* find(Operation* op, size_t hash) const {
    for (size_t i = hash & mask();; i = (i + 1) & mask()) {
      const Slot& s = slots_[i];
      if (!s.op) return nullptr;
      if (s.hash == hash && sameOp(s.op, op)) return s.op;
    }
  }
  void insert(Operation* op, size_t hash) {
    if (2 * (entered_.size() + 1) > slots_.size()) grow();
    size_t i = place(op, hash);
    entered_.push_back(i);
  }
  size_t depth() const { return entered_.size(); }
  /// Removes the ops entered since depth() was `depth`, newest first.
  void leave(size_t depth) {
    // Newest first, so a plain clear is a correct linear-probing deletion: no
    // op still in the table was placed past a slot that was taken later.
    while (entered_.size() > depth) {
      slots_[entered_.back()] = {};
      entered_.pop_back();
    }
  }

private:
  struct Slot {
    Operation* op = nullptr;
    size_t hash = 0;
  };
  size_t mask() const { return slots_.size() - 1; }
  size_t place(Operation* op, size_t hash) {
    size_t i = hash & mask();
    while (slots_[i].op) i = (i + 1) & mask();
    slots_[i] = {op, hash};
    return i;
  }
  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    // Re-entered in the order they were entered, so `entered_` stays a stack.
    std::vector<size_t> order;
    order.swap(entered_);
    for (size_t i : order) entered_.push_back(place(old[i].op, old[i].hash));
  }

  std::vector<Slot> slots_;
  /// The slot of each entered op, in entry order (the scopes' undo log).
  std::vector<size_t> entered_;
};

class CommonSubexpressionElimination : public Pass {
public:
  std::string_view name() const override { return "cse"; }
  std::string_view description() const override {
    return "replace side-effect-free operations by identical dominating ones";
  }
  bool run(Operation* root, DiagnosticList&) override {
    AvailableOps available;
    for (unsigned r = 0; r < root->numRegions(); ++r) processRegion(root->region(r), available);
    return true;
  }

private:
  void processRegion(Region& region, AvailableOps& available) {
    for (Block* b : region.blocks()) {
      const size_t depth = available.depth();
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        if (op->has(OpTrait::IsolatedFromAbove)) {
          AvailableOps fresh;
          for (unsigned r = 0; r < op->numRegions(); ++r) processRegion(op->region(r), fresh);
        } else if (op->numRegions()) {
          for (unsigned r = 0; r < op->numRegions(); ++r) processRegion(op->region(r), available);
        } else if (eligible(op)) {
          const size_t hash = hashOp(op);
          if (Operation* existing = available.find(op, hash)) {
            for (unsigned i = 0; i < op->numResults(); ++i)
              op->result(i)->replaceAllUsesWith(existing->result(i));
            op->erase();
          } else {
            available.insert(op, hash);
          }
        }
        op = next;
      }
      available.leave(depth);
    }
  }
};

} // namespace

std::unique_ptr<Pass> createCommonSubexpressionEliminationPass() {
  return std::make_unique<CommonSubexpressionElimination>();
}

} // namespace spvkit
