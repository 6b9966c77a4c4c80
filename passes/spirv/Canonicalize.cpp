// canonicalize (SPIR-V): folds grammar ops whose operands are scalar
// constants, applies integer identities (x+0, x*1, x*0, x&0, x|0, x^0), then
// removes what became dead. Floating-point folds are done in the operand's own
// precision and only when the result is finite, so no rounding-mode or
// exception behaviour changes; f16/bf16 are left alone.
#include "passes/Pass.h"
#include "passes/Passes.h"

#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/InternTable.h"
#include "ir/spirv/Dialect.h"

#include "SpirvOps.h"

#include <cmath>
#include <optional>

namespace spvkit {

namespace {

using spirv::Op;

Attribute constantValue(Value* v) {
  auto def = dyn_cast<spirv::ConstantOp>(v ? v->definingOp() : nullptr);
  if (!def) return {};
  Attribute a = def.valueAttr();
  return a && (a.isa<IntegerAttr>() || a.isa<FloatAttr>()) ? a : Attribute();
}

std::optional<uint64_t> intValue(Value* v) {
  if (auto a = constantValue(v).dyn_cast<IntegerAttr>()) return a.zextValue();
  return std::nullopt;
}

int64_t signExtend(uint64_t v, unsigned width) {
  if (width >= 64) return int64_t(v);
  uint64_t m = uint64_t(1) << (width - 1);
  v &= (m << 1) - 1;
  return int64_t((v ^ m) - m);
}

std::optional<int64_t> foldIntBinary(Op op, uint64_t a, uint64_t b, unsigned w) {
  uint64_t mask = w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  a &= mask, b &= mask;
  int64_t sa = signExtend(a, w), sb = signExtend(b, w);
  switch (op) {
  case Op::IAdd:
    return int64_t(a + b);
  case Op::ISub:
    return int64_t(a - b);
  case Op::IMul:
    return int64_t(a * b);
  case Op::UDiv:
    return b ? std::optional<int64_t>(int64_t(a / b)) : std::nullopt;
  case Op::UMod:
    return b ? std::optional<int64_t>(int64_t(a % b)) : std::nullopt;
  case Op::SDiv:
    if (!b || (sb == -1 && sa == signExtend(uint64_t(1) << (w - 1), w))) return std::nullopt;
    return sa / sb;
  case Op::SRem:
    if (!b || sb == -1) return std::nullopt;
    return sa % sb;
  case Op::BitwiseAnd:
    return int64_t(a & b);
  case Op::BitwiseOr:
    return int64_t(a | b);
  case Op::BitwiseXor:
    return int64_t(a ^ b);
  case Op::ShiftLeftLogical:
    return b < w ? std::optional<int64_t>(int64_t(a << b)) : std::nullopt;
  case Op::ShiftRightLogical:
    return b < w ? std::optional<int64_t>(int64_t(a >> b)) : std::nullopt;
  case Op::ShiftRightArithmetic:
    return b < w ? std::optional<int64_t>(sa >> b) : std::nullopt;
  case Op::IEqual:
    return a == b;
  case Op::INotEqual:
    return a != b;
  case Op::ULessThan:
    return a < b;
  case Op::ULessThanEqual:
    return a <= b;
  case Op::UGreaterThan:
    return a > b;
  case Op::UGreaterThanEqual:
    return a >= b;
  case Op::SLessThan:
    return sa < sb;
  case Op::SLessThanEqual:
    return sa <= sb;
  case Op::SGreaterThan:
    return sa > sb;
  case Op::SGreaterThanEqual:
    return sa >= sb;
  case Op::LogicalAnd:
    return (a & 1) && (b & 1);
  case Op::LogicalOr:
    return (a & 1) || (b & 1);
  case Op::LogicalEqual:
    return (a & 1) == (b & 1);
  case Op::LogicalNotEqual:
    return (a & 1) != (b & 1);
  default:
    return std::nullopt;
  }
}

template <class F>
std::optional<double> foldFloatBinary(Op op, F a, F b) {
  F r;
  switch (op) {
  case Op::FAdd:
    r = a + b;
    break;
  case Op::FSub:
    r = a - b;
    break;
  case Op::FMul:
    r = a * b;
    break;
  case Op::FDiv:
    if (b == 0) return std::nullopt;
    r = a / b;
    break;
  default:
    return std::nullopt;
  }
  if (!std::isfinite(r)) return std::nullopt;
  return double(r);
}

std::optional<bool> foldFloatCompare(Op op, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (op) {
  case Op::FOrdEqual:
    return !unordered && a == b;
  case Op::FOrdNotEqual:
    return !unordered && a != b;
  case Op::FOrdLessThan:
    return !unordered && a < b;
  case Op::FOrdGreaterThan:
    return !unordered && a > b;
  case Op::FOrdLessThanEqual:
    return !unordered && a <= b;
  case Op::FOrdGreaterThanEqual:
    return !unordered && a >= b;
  case Op::FUnordEqual:
    return unordered || a == b;
  case Op::FUnordNotEqual:
    return unordered || a != b;
  case Op::FUnordLessThan:
    return unordered || a < b;
  case Op::FUnordGreaterThan:
    return unordered || a > b;
  default:
    return std::nullopt;
  }
}

class SpirvCanonicalize : public Pass {
public:
  std::string_view name() const override { return "canonicalize"; }
  std::string_view description() const override {
    return "fold SPIR-V ops on constants, apply integer identities, remove dead code";
  }

  bool run(Operation* root, DiagnosticList& diags) override {
    // Folding exposes more folding; a few rounds reach the fixed point for
    // straight-line constant expressions. A fold depends only on the op and
    // its operands, which change only where a fold replaces a result: after
    // the first round over every op (in walk order), a round visits only the
    // users of the results replaced in the round before (in the same order;
    // the constants a fold makes are not grammar ops), instead of walking the
    // whole module again to find nothing (attention: 2 rounds of ~4,800 ops).
    changedUsers_.clear();
    erased_ = PointerSet<Operation>();
    std::vector<Operation*> ops;
    collectFoldable(root, ops);
    for (Operation* op : ops) simplify(op);
    for (int round = 1; !changedUsers_.empty() && round < 8; ++round) {
      PointerSet<Operation> candidates;
      for (Operation* user : changedUsers_) candidates.insert(user);
      changedUsers_.clear();
      for (Operation* op : ops)
        if (candidates.contains(op) && !erased_.contains(op)) simplify(op);
    }
    return createDeadCodeEliminationPass()->run(root, diags);
  }

private:
  /// The grammar ops with one result under `op`, in walk order (pre-order),
  /// without a std::function call per op.
  static void collectFoldable(Operation* op, std::vector<Operation*>& ops) {
    if (spirv::isSpirvGrammarOp(op) && op->numResults() == 1) ops.push_back(op);
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block* b : op->region(r).blocks())
        for (Operation* inner : *b) collectFoldable(inner, ops);
  }

  Value* makeConstant(Operation* before, Attribute value, Type type) {
    Operation::State st;
    st.info = &spirv::dialectOpInfo(spirv::DialectOp::Constant);
    st.loc = before->loc();
    st.resultTypes = {&type, 1};
    NamedAttribute attrs[] = {{spirv::ConstantOp::valueAttrName(), value}};
    st.attributes = attrs;
    Operation* c = Operation::create(before->arena(), st);
    before->block()->insertBefore(c, before);
    return c->result();
  }

  bool replace(Operation* op, Value* with) {
    for (OpOperand* u = op->result()->firstUse(); u; u = u->nextUse())
      changedUsers_.push_back(u->owner());
    op->result()->replaceAllUsesWith(with);
    erased_.insert(op);
    op->erase();
    return true;
  }

  /// The users of the results replaced in this round (to revisit), and the
  /// ops erased (never revisited).
  std::vector<Operation*> changedUsers_;
  PointerSet<Operation> erased_;

  // The folds below are generic over the arithmetic, bit, logical and
  // conversion ops of the grammar (one or two SSA operands of the result's
  // kind): they read the operands through the generated operand-shape
  // interfaces, which every op the fold tables name belongs to.
  bool simplify(Operation* op) {
    // Every fold below needs a constant operand: most ops have none.
    bool anyConstant = false;
    for (unsigned i = 0; i < op->numOperands() && !anyConstant; ++i)
      anyConstant = bool(constantValue(op->operand(i)));
    if (!anyConstant) return false;
    Op code = Op(op->opcode() & 0xFFFF);
    Type type = op->result()->type();
    auto binary = dyn_cast<spirv::BinaryOpInterface>(op);
    auto unary = dyn_cast<spirv::UnaryOpInterface>(op);
    if (binary && type.isa<IntegerType>()) {
      unsigned w = type.cast<IntegerType>().width();
      Type opType = binary.lhs()->type();
      unsigned ow = opType.isa<IntegerType>() ? opType.cast<IntegerType>().width() : 0;
      auto a = intValue(binary.lhs()), b = intValue(binary.rhs());
      if (a && b && ow) {
        if (auto r = foldIntBinary(code, *a, *b, ow))
          return replace(op, makeConstant(op, IntegerAttr::get(type, *r), type));
      }
      if (w > 1) return simplifyIdentity(binary, code, a, b);
    }
    if (binary && type.isa<FloatType>() && !type.isFloat(16)) {
      auto a = constantValue(binary.lhs()).dyn_cast<FloatAttr>();
      auto b = constantValue(binary.rhs()).dyn_cast<FloatAttr>();
      if (a && b) {
        std::optional<double> r =
            type.isFloat(64) ? foldFloatBinary<double>(code, a.value(), b.value())
                             : foldFloatBinary<float>(code, float(a.value()), float(b.value()));
        if (r) return replace(op, makeConstant(op, FloatAttr::get(type, *r), type));
      }
    }
    if (binary && type.isBool()) {
      auto fa = constantValue(binary.lhs()).dyn_cast<FloatAttr>();
      auto fb = constantValue(binary.rhs()).dyn_cast<FloatAttr>();
      if (fa && fb)
        if (auto r = foldFloatCompare(code, fa.value(), fb.value()))
          return replace(op, makeConstant(op, IntegerAttr::get(type, *r), type));
    }
    if (unary) {
      auto a = intValue(unary.operand());
      if (a && type.isa<IntegerType>()) {
        Type inType = unary.operand()->type();
        unsigned iw = inType.isa<IntegerType>() ? inType.cast<IntegerType>().width() : 0;
        std::optional<int64_t> r;
        switch (code) {
        case Op::SNegate:
          r = int64_t(0 - *a);
          break;
        case Op::Not:
          r = int64_t(~*a);
          break;
        case Op::LogicalNot:
          r = !(*a & 1);
          break;
        case Op::UConvert:
          r = int64_t(*a);
          break;
        case Op::SConvert:
          if (iw) r = signExtend(*a, iw);
          break;
        default:
          break;
        }
        if (r) return replace(op, makeConstant(op, IntegerAttr::get(type, *r), type));
      }
      auto f = constantValue(unary.operand()).dyn_cast<FloatAttr>();
      if (f && code == Op::FNegate && !type.isFloat(16))
        return replace(op, makeConstant(op, FloatAttr::get(type, -f.value()), type));
    }
    return false;
  }

  bool simplifyIdentity(spirv::BinaryOpInterface binary, Op code, std::optional<uint64_t> a,
                        std::optional<uint64_t> b) {
    Operation* op = binary.op();
    Value* x = binary.lhs();
    Value* y = binary.rhs();
    Type type = op->result()->type();
    if (x->type() != type || y->type() != type) return false;
    auto isZero = [](std::optional<uint64_t> v) { return v && *v == 0; };
    auto isOne = [](std::optional<uint64_t> v) { return v && *v == 1; };
    switch (code) {
    case Op::IAdd:
    case Op::BitwiseOr:
    case Op::BitwiseXor:
      if (isZero(b)) return replace(op, x);
      if (isZero(a)) return replace(op, y);
      break;
    case Op::ISub:
    case Op::ShiftLeftLogical:
    case Op::ShiftRightLogical:
    case Op::ShiftRightArithmetic:
      if (isZero(b)) return replace(op, x);
      break;
    case Op::IMul:
      if (isOne(b)) return replace(op, x);
      if (isOne(a)) return replace(op, y);
      if (isZero(b)) return replace(op, y);
      if (isZero(a)) return replace(op, x);
      break;
    case Op::BitwiseAnd:
      if (isZero(b)) return replace(op, y);
      if (isZero(a)) return replace(op, x);
      break;
    case Op::UDiv:
    case Op::SDiv:
      if (isOne(b)) return replace(op, x);
      break;
    default:
      break;
    }
    return false;
  }
};

} // namespace

std::unique_ptr<Pass> createSpirvCanonicalizePass() {
  return std::make_unique<SpirvCanonicalize>();
}

} // namespace spvkit
