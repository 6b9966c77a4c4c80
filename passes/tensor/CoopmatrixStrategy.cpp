// choose-coopmatrix-strategy: see the header.
#include "passes/tensor/CoopmatrixStrategy.h"

#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/CoopmatrixLayout.h"

#include <optional>

namespace spvkit::tensor {

using spirv::CoopComponent;
using spirv::CoopMatrixShape;

namespace {

constexpr std::string_view kStrategyAttr = "coopmatrix_strategy";

/// The Vulkan component type of a tensor scalar type (the tensor language's
/// integers are signed).
std::optional<CoopComponent> componentOf(Type t) {
  if (auto f = t.dyn_cast<FloatType>()) {
    if (f.isBFloat()) return CoopComponent::BF16;
    if (f.width() == 16) return CoopComponent::F16;
    if (f.width() == 32) return CoopComponent::F32;
    if (f.width() == 64) return CoopComponent::F64;
  }
  if (auto i = t.dyn_cast<IntegerType>()) {
    if (i.width() == 8) return CoopComponent::I8;
    if (i.width() == 16) return CoopComponent::I16;
    if (i.width() == 32) return CoopComponent::I32;
    if (i.width() == 64) return CoopComponent::I64;
  }
  return std::nullopt;
}

/// Whether some listed combination has a matrix of type `t` in t's use.
bool listed(CoopmatrixType t, const std::vector<CoopMatrixShape>& shapes) {
  auto c = componentOf(t.componentType());
  if (!c) return false;
  for (const CoopMatrixShape& s : shapes) {
    switch (t.use()) {
    case MatrixUse::A:
      if (s.m == t.rows() && s.k == t.columns() && s.a == *c) return true;
      break;
    case MatrixUse::B:
      if (s.k == t.rows() && s.n == t.columns() && s.b == *c) return true;
      break;
    case MatrixUse::Acc:
      if (s.m == t.rows() && s.n == t.columns() && (s.c == *c || s.result == *c)) return true;
      break;
    }
  }
  return false;
}

bool isCoop(Value* v) {
  return v->type().isa<CoopmatrixType>();
}

/// A memref a KHR load / store can address: unit first stride, two modes.
bool khrAddressable(Value* memref, CoopmatrixType ct) {
  auto m = memref->type().dyn_cast<MemrefType>();
  return m && m.order() == 2 && m.stride(0) == 1 && m.elementType() == ct.componentType();
}

/// Why `op` keeps the function on the register lowering; empty if the KHR
/// lowering handles it.
std::string refusal(Operation* op, const std::vector<CoopMatrixShape>& shapes) {
  bool touches = false;
  for (unsigned i = 0; i < op->numOperands(); ++i) touches |= isCoop(op->operand(i));
  for (unsigned i = 0; i < op->numResults(); ++i) touches |= isCoop(op->result(i));
  if (!touches) return {};
  for (unsigned i = 0; i < op->numResults(); ++i)
    if (auto t = op->result(i)->type().dyn_cast<CoopmatrixType>(); t && !listed(t, shapes))
      return typeToString(t) + " is in no combination the device lists";
  const std::string name(instructionName(kindOf(op)));
  if (auto load = dyn_cast<CooperativeMatrixLoadOp>(op)) {
    if (!load.checked().empty()) return name + " with bounds checks";
    if (!khrAddressable(load.memref(), load.result()->type().cast<CoopmatrixType>()))
      return name + " from a memref without unit first stride (or of another element type)";
    return {};
  }
  if (auto store = dyn_cast<CooperativeMatrixStoreOp>(op)) {
    if (!store.checked().empty()) return name + " with bounds checks";
    auto ct = store.value()->type().cast<CoopmatrixType>();
    if (!listed(ct, shapes)) return typeToString(ct) + " is in no combination the device lists";
    if (!khrAddressable(store.memref(), ct))
      return name + " to a memref without unit first stride (or of another element type)";
    return {};
  }
  if (auto mulAdd = dyn_cast<CooperativeMatrixMulAddOp>(op)) {
    auto a = mulAdd.a()->type().cast<CoopmatrixType>();
    auto b = mulAdd.b()->type().cast<CoopmatrixType>();
    auto c = mulAdd.c()->type().cast<CoopmatrixType>();
    auto r = mulAdd.result()->type().cast<CoopmatrixType>();
    auto ca = componentOf(a.componentType()), cb = componentOf(b.componentType());
    auto cc = componentOf(c.componentType()), cr = componentOf(r.componentType());
    if (r != c) return name + " whose result type is not its accumulator's";
    for (const CoopMatrixShape& s : shapes)
      if (s.m == a.rows() && s.k == a.columns() && s.n == b.columns() && ca && s.a == *ca && cb &&
          s.b == *cb && cc && s.c == *cc && cr && s.result == *cr &&
          s.scope == spirv::Scope::Subgroup && !s.saturatingAccumulation)
        return {};
    return name + " " + std::to_string(a.rows()) + "x" + std::to_string(b.columns()) + "x" +
           std::to_string(a.columns()) + " of these types is in no combination the device lists";
  }
  switch (kindOf(op)) {
  case OpKind::CooperativeMatrixScale:
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Mul:
  case OpKind::Div:
  case OpKind::Constant:
  case OpKind::For:
  case OpKind::If:
  case OpKind::Yield:
    return {};
  case OpKind::Cast: {
    auto from = CastOp(op).a()->type().dyn_cast<CoopmatrixType>();
    auto to = op->result(0)->type().dyn_cast<CoopmatrixType>();
    if (from && to && from.use() == to.use() && from.componentType().isFloat() &&
        to.componentType().isFloat())
      return {};
    return name + " other than between float matrices of one use";
  }
  default:
    return name + " has no KHR cooperative-matrix instruction";
  }
}

class ChooseCoopmatrixStrategyPass : public Pass {
public:
  explicit ChooseCoopmatrixStrategyPass(const Target& target) : target_(target) {}
  std::string_view name() const override { return "choose-coopmatrix-strategy"; }
  std::string_view description() const override {
    return "choose how each kernel's cooperative matrices are lowered: KHR cooperative-matrix "
           "instructions where the target lists them, else registers and subgroup operations";
  }
  bool run(Operation* root, DiagnosticList&) override {
    // OpenCL targets have one strategy: their IR stays as it is.
    if (!target_.env.isVulkan() || !is(root, OpKind::Func) || !usesCoopmatrix(root)) return true;
    CoopStrategyChoice choice = chooseCoopmatrixStrategy(root, target_);
    Context& ctx = root->context();
    std::vector<NamedAttribute> entries;
    if (auto attrs = FuncOp(root).attributes())
      for (const NamedAttribute& e : attrs.entries())
        if (e.name != kStrategyAttr) entries.push_back(e);
    entries.push_back(
        {ctx.intern(kStrategyAttr),
         StringAttr::get(ctx, choice.strategy == CoopStrategy::Khr ? "khr" : "registers")});
    FuncOp(root).setAttributesAttr(DictionaryAttr::get(ctx, entries));
    return true;
  }

private:
  const Target& target_;
};

} // namespace

CoopStrategyChoice chooseCoopmatrixStrategy(Operation* func, const Target& target) {
  CoopStrategyChoice out;
  const spirv::TargetEnv& env = target.env;
  if (!env.isVulkan() || env.coopMatrixShapes.empty() ||
      !env.hasCapability(spirv::Capability::CooperativeMatrixKHR)) {
    out.reason = "target '" + target.name + "' lists no KHR cooperative-matrix combination";
    return out;
  }
  func->walk([&](Operation* op) {
    if (out.reason.empty()) out.reason = refusal(op, env.coopMatrixShapes);
    return out.reason.empty();
  });
  if (out.reason.empty()) out.strategy = CoopStrategy::Khr;
  return out;
}

CoopStrategy coopmatrixStrategyOf(Operation* func) {
  if (auto attrs = FuncOp(func).attributes())
    if (auto s = attrs.get(kStrategyAttr).dyn_cast<StringAttr>(); s && s.value() == "khr")
      return CoopStrategy::Khr;
  return CoopStrategy::Registers;
}

std::unique_ptr<Pass> createChooseCoopmatrixStrategyPass(const Target& target) {
  return std::make_unique<ChooseCoopmatrixStrategyPass>(target);
}

} // namespace spvkit::tensor
