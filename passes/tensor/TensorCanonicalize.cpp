#include "passes/tensor/TensorCanonicalize.h"

#include "passes/Passes.h"
#include "passes/tensor/TensorBuilder.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace spvkit::tensor {

namespace {

/// The value of `kind` on two 64-bit constants; nullopt when it has none
/// (overflow, division by zero) or `kind` is not folded.
std::optional<int64_t> fold(OpKind kind, int64_t a, int64_t b) {
  int64_t r;
  switch (kind) {
  case OpKind::Add:
    return __builtin_add_overflow(a, b, &r) ? std::nullopt : std::optional(r);
  case OpKind::Sub:
    return __builtin_sub_overflow(a, b, &r) ? std::nullopt : std::optional(r);
  case OpKind::Mul:
    return __builtin_mul_overflow(a, b, &r) ? std::nullopt : std::optional(r);
  case OpKind::Div:
    if (b == 0 || (b == -1 && a == INT64_MIN)) return std::nullopt;
    return a / b;
  case OpKind::Rem:
    if (b == 0 || b == -1) return std::nullopt;
    return a % b;
  case OpKind::Min:
    return std::min(a, b);
  case OpKind::Max:
    return std::max(a, b);
  default:
    return std::nullopt;
  }
}

/// Folds the integer ops of `func` whose operands are constants (in program
/// order, so chains fold).
void foldConstants(TensorBuilder& b, Operation* func) {
  std::vector<Operation*> ops;
  // fold() knows binary arithmetic only.
  func->walk([&](Operation* op) {
    if (isa<ArithBinaryInterface>(op)) ops.push_back(op);
    return true;
  });
  for (Operation* op : ops) {
    Type t = op->result()->type();
    if (!t.isIndex() && !t.isInteger(64)) continue;
    auto x = TensorBuilder::intConstant(ArithBinaryInterface(op).a());
    auto y = TensorBuilder::intConstant(ArithBinaryInterface(op).b());
    if (!x || !y) continue;
    std::optional<int64_t> r = fold(kindOf(op), *x, *y);
    if (!r) continue;
    b.setInsertionPoint(op);
    b.setLoc(op->loc());
    op->result()->replaceAllUsesWith(b.constInt(t, *r));
    op->erase();
  }
}

class TensorCanonicalizePass : public ModulePass {
public:
  std::string_view name() const override { return "tensor-canonicalize"; }
  std::string_view description() const override {
    return "fold integer arithmetic on constants, then cse and dce on tensor IR";
  }
  bool runOnModule(Module& module, DiagnosticList& diags) override {
    TensorBuilder b(module);
    auto cse = createCommonSubexpressionEliminationPass();
    auto dce = createDeadCodeEliminationPass();
    for (Operation* func : *module.body()) {
      if (!is(func, OpKind::Func)) continue;
      foldConstants(b, func);
      if (!cse->run(func, diags) || !dce->run(func, diags)) return false;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createTensorCanonicalizePass() {
  return std::make_unique<TensorCanonicalizePass>();
}

} // namespace spvkit::tensor
