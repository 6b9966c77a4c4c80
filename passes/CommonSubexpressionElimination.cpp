// cse: replaces a side-effect-free op by an identical one that dominates it.
//
// Scopes follow structure: an op is available in the rest of its block and in
// the regions nested after it; blocks of a multi-block region see their
// parent's scope but not their siblings' (no dominator tree needed, at the
// cost of missing cross-block redundancy inside one CFG region).
#include "passes/Pass.h"
#include "passes/Passes.h"

#include "ir/Block.h"

#include <unordered_map>
#include <vector>

namespace spvkit {

namespace {

struct OpKey {
  Operation* op;
};

struct OpKeyHash {
  size_t operator()(const OpKey& k) const {
    Operation* op = k.op;
    size_t h = std::hash<const void*>()(&op->info());
    auto mix = [&](const void* p) {
      h ^= std::hash<const void*>()(p) + 0x9e3779b9 + (h << 6) + (h >> 2);
    };
    for (unsigned i = 0; i < op->numOperands(); ++i) mix(op->operand(i));
    for (auto& a : op->attributes()) mix(a.value.storage());
    for (unsigned i = 0; i < op->numResults(); ++i) mix(op->result(i)->type().storage());
    return h;
  }
};

struct OpKeyEq {
  bool operator()(const OpKey& a, const OpKey& b) const {
    Operation *x = a.op, *y = b.op;
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
};

using Scope = std::unordered_map<OpKey, Operation*, OpKeyHash, OpKeyEq>;

bool eligible(Operation* op) {
  return op->has(OpTrait::NoSideEffect) && op->numRegions() == 0 && op->numSuccessors() == 0 &&
         op->numResults() > 0 && !op->has(OpTrait::Terminator);
}

class CommonSubexpressionElimination : public Pass {
public:
  std::string_view name() const override { return "cse"; }
  std::string_view description() const override {
    return "replace side-effect-free operations by identical dominating ones";
  }
  bool run(Operation* root, DiagnosticList&) override {
    std::vector<Scope> scopes;
    for (unsigned r = 0; r < root->numRegions(); ++r) processRegion(root->region(r), scopes);
    return true;
  }

private:
  Operation* lookup(std::vector<Scope>& scopes, Operation* op) {
    for (size_t i = scopes.size(); i-- > 0;) {
      auto it = scopes[i].find(OpKey{op});
      if (it != scopes[i].end()) return it->second;
    }
    return nullptr;
  }

  void processRegion(Region& region, std::vector<Scope>& scopes) {
    for (Block* b : region.blocks()) {
      scopes.emplace_back();
      for (Operation* op = b->front(); op;) {
        Operation* next = op->nextOp();
        if (op->has(OpTrait::IsolatedFromAbove)) {
          std::vector<Scope> fresh;
          for (unsigned r = 0; r < op->numRegions(); ++r) processRegion(op->region(r), fresh);
        } else if (op->numRegions()) {
          for (unsigned r = 0; r < op->numRegions(); ++r) processRegion(op->region(r), scopes);
        } else if (eligible(op)) {
          if (Operation* existing = lookup(scopes, op)) {
            for (unsigned i = 0; i < op->numResults(); ++i)
              op->result(i)->replaceAllUsesWith(existing->result(i));
            op->erase();
          } else {
            scopes.back().emplace(OpKey{op}, op);
          }
        }
        op = next;
      }
      scopes.pop_back();
    }
  }
};

} // namespace

std::unique_ptr<Pass> createCommonSubexpressionEliminationPass() {
  return std::make_unique<CommonSubexpressionElimination>();
}

} // namespace spvkit
