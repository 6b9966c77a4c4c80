// dce: erases side-effect-free ops whose results are unused, transitively.
#include "passes/Pass.h"
#include "passes/Passes.h"

#include <vector>

namespace spvkit {

namespace {

bool isTriviallyDead(Operation* op) {
  return op->has(OpTrait::NoSideEffect) && !op->has(OpTrait::Terminator) && op->numRegions() == 0 &&
         !op->hasUsedResults() && op->block();
}

class DeadCodeElimination : public Pass {
public:
  std::string_view name() const override { return "dce"; }
  std::string_view description() const override {
    return "erase side-effect-free operations whose results are unused";
  }
  bool run(Operation* root, DiagnosticList&) override {
    std::vector<Operation*> worklist;
    root->walkPostOrder([&](Operation* op) {
      if (op != root && isTriviallyDead(op)) worklist.push_back(op);
    });
    while (!worklist.empty()) {
      Operation* op = worklist.back();
      worklist.pop_back();
      if (!isTriviallyDead(op)) continue; // already erased or used again
      std::vector<Operation*> defs;
      for (unsigned i = 0; i < op->numOperands(); ++i)
        if (Operation* d = op->operand(i) ? op->operand(i)->definingOp() : nullptr)
          defs.push_back(d);
      op->erase();
      for (Operation* d : defs)
        if (isTriviallyDead(d)) worklist.push_back(d);
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createDeadCodeEliminationPass() {
  return std::make_unique<DeadCodeElimination>();
}

} // namespace spvkit
