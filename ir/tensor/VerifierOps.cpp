// The per-op rules of the tensor verifier (Verifier.h): what the definition
// file cannot say declaratively — block arguments, counts that depend on a
// memref's order, the static / dynamic split of view instructions, and the
// cooperative-matrix uses and shapes. They run after the structural rules
// passed, so operand counts, constraints and attribute kinds hold here.
#include "ir/Verifier.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"
#include "ir/tensor/Verifier.h"

#include <string>

namespace spvkit::tensor::detail {

namespace {

std::string str(Type t) {
  return typeToString(t);
}

class OpRules {
public:
  OpRules(Operation* op, DiagnosticList& diags) : op_(op), diags_(diags) {}

  bool fail(const std::string& message) { return opError(op_, diags_, message); }

  /// The block arguments of region `r`'s block must have exactly `types`.
  bool blockArguments(unsigned r, std::span<const Type> types) {
    Region& region = op_->region(r);
    if (region.empty()) return true;
    Block* b = region.front();
    if (b->numArguments() != types.size())
      return fail("region #" + std::to_string(r) + " has " + std::to_string(b->numArguments()) +
                  " block arguments, expected " + std::to_string(types.size()));
    for (unsigned i = 0; i < types.size(); ++i)
      if (b->argument(i)->type() != types[i])
        return fail("block argument #" + std::to_string(i) + " of region #" + std::to_string(r) +
                    " has type " + str(b->argument(i)->type()) + ", expected " + str(types[i]));
    return true;
  }

  /// `count` indices for a memref of `order` modes.
  bool indexCount(size_t count, MemrefType m) {
    if (count == m.order()) return true;
    return fail("has " + std::to_string(count) + " indices for a memref of order " +
                std::to_string(m.order()));
  }

  bool modeInRange(int64_t mode, unsigned order, const char* what = "mode") {
    if (mode >= 0 && mode < int64_t(order)) return true;
    return fail(std::string(what) + " " + std::to_string(mode) + " is out of range for order " +
                std::to_string(order));
  }

  /// How many entries of `list` are kDynamic (each stands for one operand).
  static unsigned dynamicEntries(ArrayAttr list) {
    unsigned n = 0;
    for (Attribute a : list.elements()) n += a.cast<IntegerAttr>().value() == kDynamic;
    return n;
  }

  bool func() {
    FuncOp f(op_);
    Block* body = f.body().front();
    if (auto argAttrs = f.argAttrs(); argAttrs && argAttrs.size() != body->numArguments())
      return fail("has " + std::to_string(argAttrs.size()) +
                  " argument attribute dictionaries for " + std::to_string(body->numArguments()) +
                  " arguments");
    for (unsigned i = 0; i < body->numArguments(); ++i)
      if (body->argument(i)->type().isa<CoopmatrixType>())
        return fail("argument #" + std::to_string(i) + " must not have coopmatrix type");
    return true;
  }

  bool forOp() {
    ForOp f(op_);
    Type iv = f.lb()->type();
    if (f.ub()->type() != iv || (f.step() && f.step()->type() != iv))
      return fail("loop bounds and step must have one type");
    auto inits = f.inits();
    if (inits.size() != op_->numResults())
      return fail("has " + std::to_string(inits.size()) + " initial values for " +
                  std::to_string(op_->numResults()) + " results");
    std::vector<Type> types{iv};
    for (unsigned i = 0; i < inits.size(); ++i) {
      if (inits[i].get()->type() != op_->result(i)->type())
        return fail("initial value #" + std::to_string(i) + " has type " +
                    str(inits[i].get()->type()) + ", result #" + std::to_string(i) + " " +
                    str(op_->result(i)->type()));
      types.push_back(op_->result(i)->type());
    }
    return blockArguments(0, types);
  }

  bool foreachOp(bool tiled) {
    std::span<OpOperand> from = operandSegment(op_, 0), to = operandSegment(op_, 1);
    if (from.empty()) return fail("needs at least one loop range");
    std::vector<Type> types;
    for (size_t i = 0; i < from.size(); ++i) {
      if (from[i].get()->type() != to[i].get()->type())
        return fail("bounds of loop range #" + std::to_string(i) + " must have one type");
      types.push_back(from[i].get()->type());
    }
    if (tiled) {
      ForeachTileOp f(op_);
      if (f.tileShape().size() != from.size())
        return fail("has " + std::to_string(f.tileShape().size()) + " tile sizes for " +
                    std::to_string(from.size()) + " loop ranges");
      for (Attribute a : f.tileShape().elements())
        if (a.cast<IntegerAttr>().value() <= 0) return fail("tile sizes must be positive");
      types.insert(types.end(), from.size(), IndexType::get(op_->context()));
    }
    return blockArguments(0, types);
  }

  bool ifOp() {
    if (op_->numResults() && op_->region(1).empty())
      return fail("has results and must have an else region");
    return blockArguments(0, {}) && blockArguments(1, {});
  }

  bool load() {
    LoadOp l(op_);
    auto indices = l.indices();
    if (auto g = l.source()->type().dyn_cast<GroupType>()) {
      if (indices.size() != 1) return fail("takes exactly one index into a group");
      if (l.result()->type() != g.memrefType())
        return fail("result must be the group's memref type " + str(g.memrefType()));
      return true;
    }
    auto m = l.source()->type().cast<MemrefType>();
    if (!indexCount(indices.size(), m)) return false;
    if (l.result()->type() != m.elementType())
      return fail("result must be the element type " + str(m.elementType()));
    return true;
  }

  /// store, the atomics: the memref operand and the indices after it.
  bool elementAccess() {
    const OpDef& def = opDef(op_);
    for (unsigned i = 0; i < def.operands.size(); ++i)
      if (def.operands[i].access != Access::None) {
        auto m = operandSegment(op_, i).front().get()->type().cast<MemrefType>();
        return indexCount(operandSegment(op_, i + 1).size(), m);
      }
    return true;
  }

  bool subview() {
    SubviewOp s(op_);
    auto m = s.source()->type().cast<MemrefType>();
    ArrayAttr offsets = s.staticOffsets(), sizes = s.staticSizes();
    if (offsets.size() != m.order() || sizes.size() != m.order())
      return fail("has " + std::to_string(offsets.size()) + " offsets and " +
                  std::to_string(sizes.size()) + " sizes for a memref of order " +
                  std::to_string(m.order()));
    const unsigned dynamic = dynamicEntries(offsets) + dynamicEntries(sizes);
    if (s.dynamic().size() != dynamic)
      return fail("has " + std::to_string(s.dynamic().size()) + " dynamic operands for " +
                  std::to_string(dynamic) + " '?' entries");
    unsigned kept = 0;
    for (Attribute a : sizes.elements()) {
      const int64_t n = a.cast<IntegerAttr>().value();
      kept += n != kNoSize && n != 0;
    }
    auto r = s.result()->type().cast<MemrefType>();
    if (r.order() != kept || r.elementType() != m.elementType())
      return fail("result " + str(r) + " must have order " + std::to_string(kept) +
                  " and element type " + str(m.elementType()));
    return true;
  }

  bool expand() {
    ExpandOp e(op_);
    auto m = e.source()->type().cast<MemrefType>();
    if (!modeInRange(e.mode(), m.order())) return false;
    ArrayAttr shape = e.staticShape();
    if (shape.size() < 2) return fail("static_shape needs at least 2 entries");
    if (e.dynamicShape().size() != dynamicEntries(shape))
      return fail("has " + std::to_string(e.dynamicShape().size()) + " dynamic operands for " +
                  std::to_string(dynamicEntries(shape)) + " '?' entries");
    auto r = e.result()->type().cast<MemrefType>();
    if (r.order() != m.order() - 1 + shape.size() || r.elementType() != m.elementType())
      return fail("result " + str(r) + " must have order " +
                  std::to_string(m.order() - 1 + shape.size()) + " and element type " +
                  str(m.elementType()));
    return true;
  }

  bool fuse() {
    FuseOp f(op_);
    auto m = f.source()->type().cast<MemrefType>();
    if (f.from() < 0 || f.from() >= f.to() || f.to() >= int64_t(m.order()))
      return fail("fuse range [" + std::to_string(f.from()) + "," + std::to_string(f.to()) +
                  "] is invalid for order " + std::to_string(m.order()));
    auto r = f.result()->type().cast<MemrefType>();
    if (int64_t(r.order()) != int64_t(m.order()) - (f.to() - f.from()))
      return fail("result " + str(r) + " has the wrong order");
    return true;
  }

  bool size() {
    SizeOp s(op_);
    if (auto m = s.source()->type().dyn_cast<MemrefType>()) return modeInRange(s.mode(), m.order());
    return modeInRange(s.mode(), 1);
  }

  bool alloca() {
    auto m = op_->result(0)->type().cast<MemrefType>();
    for (int64_t n : m.shape())
      if (n == kDynamic) return fail("result must have a static shape");
    for (int64_t n : m.strides())
      if (n == kDynamic) return fail("result must have static strides");
    if (m.addressSpace() != AddressSpace::Local)
      return fail("result must be in the local address space");
    return true;
  }

  bool constant() {
    ConstantOp c(op_);
    Type t = c.result()->type();
    if (auto m = t.dyn_cast<CoopmatrixType>()) t = m.componentType();
    Attribute v = c.value();
    bool ok = false;
    if (v.isa<BoolAttr>()) ok = isBoolType(t) && !c.result()->type().isa<CoopmatrixType>();
    if (v.isa<IntegerAttr>()) ok = isIntegerType(t);
    if (v.isa<FloatAttr>()) ok = isFloatingType(t) || isComplexType(t);
    if (auto arr = v.dyn_cast<ArrayAttr>())
      ok =
          isComplexType(t) && arr.size() == 2 && arr[0].isa<FloatAttr>() && arr[1].isa<FloatAttr>();
    return ok || fail("value does not fit the result type " + str(c.result()->type()));
  }

  bool linalg() {
    // The orders that relate operands (fixed orders are in the definition).
    auto order = [&](unsigned i) { return op_->operand(i)->type().cast<MemrefType>().order(); };
    switch (kindOf(op_)) {
    case OpKind::Axpby:
    case OpKind::Cumsum:
      return order(1) == order(3) || fail("'a' and 'b' must have the same order");
    case OpKind::Sum:
      return order(1) == order(3) + 1 || fail("'a' must have one mode more than 'b'");
    case OpKind::Hadamard:
      return (order(1) == order(2) && order(1) == order(4)) ||
             fail("'a', 'b' and 'c' must have the same order");
    default:
      return true;
    }
  }

  bool cumsum() {
    CumsumOp c(op_);
    return linalg() && modeInRange(c.mode(), c.a()->type().cast<MemrefType>().order());
  }

  /// The component type of the coopmatrix must be the memref's element type.
  bool coopMemory(Value* matrix, Value* memref) {
    auto c = matrix->type().cast<CoopmatrixType>();
    auto m = memref->type().cast<MemrefType>();
    if (c.componentType() != m.elementType())
      return fail("component type " + str(c.componentType()) + " does not match the element type " +
                  str(m.elementType()));
    return true;
  }

  bool mulAdd() {
    CooperativeMatrixMulAddOp o(op_);
    auto a = o.a()->type().cast<CoopmatrixType>(), b = o.b()->type().cast<CoopmatrixType>(),
         c = o.c()->type().cast<CoopmatrixType>(), r = o.result()->type().cast<CoopmatrixType>();
    if (a.use() != MatrixUse::A || b.use() != MatrixUse::B || c.use() != MatrixUse::Acc ||
        r.use() != MatrixUse::Acc)
      return fail("operands must have uses matrix_a, matrix_b, matrix_acc and the result "
                  "matrix_acc");
    if (a.columns() != b.rows() || c.rows() != a.rows() || c.columns() != b.columns() ||
        r.rows() != c.rows() || r.columns() != c.columns())
      return fail("shapes " + str(a) + " x " + str(b) + " + " + str(c) + " -> " + str(r) +
                  " do not match");
    return true;
  }

  bool reduce() {
    CoopMatrixReduceInterface reduce(op_);
    auto m = reduce.matrix()->type().cast<CoopmatrixType>();
    auto r = reduce.result()->type().cast<CoopmatrixType>();
    const bool row = reduce.reduceMode() == "row";
    if (r.componentType() != m.componentType() || r.use() != m.use() ||
        r.rows() != (row ? m.rows() : 1) || r.columns() != (row ? 1 : m.columns()))
      return fail("result " + str(r) + " does not match the " + (row ? "row" : "column") +
                  " reduction of " + str(m));
    return true;
  }

  bool apply() {
    CooperativeMatrixApplyOp a(op_);
    const Type i32 = IntegerType::get(op_->context(), 32);
    const Type types[3] = {i32, i32, a.matrix()->type().cast<CoopmatrixType>().componentType()};
    return blockArguments(0, types);
  }

  bool cast() {
    Type from = CastOp(op_).a()->type(), to = CastOp(op_).result()->type();
    auto a = from.dyn_cast<CoopmatrixType>(), b = to.dyn_cast<CoopmatrixType>();
    if (bool(a) != bool(b)) return fail("casts between a coopmatrix and a scalar are not allowed");
    if (a && (a.rows() != b.rows() || a.columns() != b.columns()))
      return fail("cast must keep the coopmatrix shape");
    if (castKind(from, to) == CastKind::Forbidden)
      return fail("cast from " + str(from) + " to " + str(to) + " is not allowed");
    return true;
  }

private:
  Operation* op_;
  DiagnosticList& diags_;
};

} // namespace

bool verifyOpSpecific(Operation* op, DiagnosticList& diags) {
  OpRules r(op, diags);
  switch (kindOf(op)) {
  case OpKind::Func:
    return r.func();
  case OpKind::For:
    return r.forOp();
  case OpKind::Foreach:
    return r.foreachOp(false);
  case OpKind::ForeachTile:
    return r.foreachOp(true);
  case OpKind::Parallel:
    return r.blockArguments(0, {});
  case OpKind::If:
    return r.ifOp();
  case OpKind::Load:
    return r.load();
  case OpKind::AtomicLoad:
    return r.indexCount(AtomicLoadOp(op).indices().size(),
                        AtomicLoadOp(op).memref()->type().cast<MemrefType>());
  case OpKind::Store:
  case OpKind::AtomicStore:
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax:
    return r.elementAccess();
  case OpKind::Subview:
    return r.subview();
  case OpKind::Expand:
    return r.expand();
  case OpKind::Fuse:
    return r.fuse();
  case OpKind::Size:
    return r.size();
  case OpKind::Alloca:
    return r.alloca();
  case OpKind::Constant:
    return r.constant();
  case OpKind::Cast:
    return r.cast();
  case OpKind::Axpby:
  case OpKind::Sum:
  case OpKind::Hadamard:
    return r.linalg();
  case OpKind::Cumsum:
    return r.cumsum();
  case OpKind::CooperativeMatrixLoad:
  case OpKind::CooperativeMatrixAtomicLoad:
    return r.coopMemory(CoopMatrixMemoryInterface(op).result(),
                        CoopMatrixMemoryInterface(op).memref());
  case OpKind::CooperativeMatrixStore:
  case OpKind::CooperativeMatrixAtomicStore:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::CooperativeMatrixAtomicMin:
    return r.coopMemory(CoopMatrixMemoryInterface(op).value(),
                        CoopMatrixMemoryInterface(op).memref());
  case OpKind::CooperativeMatrixMulAdd:
    return r.mulAdd();
  case OpKind::CooperativeMatrixReduceAdd:
  case OpKind::CooperativeMatrixReduceMax:
  case OpKind::CooperativeMatrixReduceMin:
    return r.reduce();
  case OpKind::CooperativeMatrixApply:
    return r.apply();
  default:
    return true;
  }
}

} // namespace spvkit::tensor::detail
