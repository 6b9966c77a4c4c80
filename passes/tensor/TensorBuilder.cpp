#include "passes/tensor/TensorBuilder.h"

#include "ir/SmallVector.h"

#include <cstdint>

namespace spvkit::tensor {

Operation* TensorBuilder::create(OpKind kind, std::span<const Type> results,
                                 std::span<Value* const> operands,
                                 std::span<const NamedAttribute> attrs, unsigned numRegions) {
  Operation::State st;
  st.info = &opInfo(kind);
  st.resultTypes = results;
  st.operands = operands;
  st.attributes = attrs;
  st.numRegions = numRegions;
  return Builder::create(st);
}

// --- constants -------------------------------------------------------------------------

Value* TensorBuilder::constIndex(int64_t v) {
  return constInt(index(), v);
}

Value* TensorBuilder::constInt(Type t, int64_t v) {
  MadeConstant* made = nullptr;
  if (reuseConstants_) {
    for (MadeConstant& c : constants_)
      if (c.type == t && c.value == v) made = &c;
    // Usable where it dominates what is inserted now: earlier in this block.
    if (made) {
      Operation* def = made->result->definingOp();
      if (def->block() == insertionBlock() &&
          (!insertionPoint() || def->isBeforeInBlock(insertionPoint())))
        return made->result;
    }
  }
  NamedAttribute a[] = {named(ConstantOp::kValueAttr, IntegerAttr::get(i64(), v))};
  Type types[] = {t};
  Value* result = create(OpKind::Constant, types, {}, a)->result();
  if (reuseConstants_) {
    if (made)
      made->result = result;
    else
      constants_.push_back({t, v, result});
  }
  return result;
}

Value* TensorBuilder::constant(Type t, double v) {
  Attribute value;
  if (auto c = t.dyn_cast<ComplexType>()) {
    Attribute parts[] = {FloatAttr::get(f64(), v), FloatAttr::get(f64(), 0.0)};
    value = ArrayAttr::get(context(), parts);
  } else if (isFloatingType(t)) {
    value = FloatAttr::get(f64(), v);
  } else {
    value = IntegerAttr::get(i64(), int64_t(v));
  }
  NamedAttribute a[] = {named(ConstantOp::kValueAttr, value)};
  Type types[] = {t};
  return create(OpKind::Constant, types, {}, a)->result();
}

std::optional<int64_t> TensorBuilder::intConstant(Value* v) {
  auto def = dyn_cast<ConstantOp>(v ? v->definingOp() : nullptr);
  if (!def) return std::nullopt;
  if (auto i = def.value().dyn_cast<IntegerAttr>()) return i.value();
  return std::nullopt;
}

// --- integer arithmetic ----------------------------------------------------------------

namespace {

/// Constants are folded in 64 bits: for index and i64 only (narrower types
/// would need their wrap-around).
bool foldable(Type t) {
  return t.isIndex() || t.isInteger(64);
}

} // namespace

Value* TensorBuilder::add(Value* a, Value* b) {
  auto ca = intConstant(a), cb = intConstant(b);
  int64_t r;
  if (ca && cb && foldable(a->type()) && !__builtin_add_overflow(*ca, *cb, &r))
    return constInt(a->type(), r);
  if (ca == 0) return b;
  if (cb == 0) return a;
  return binary(OpKind::Add, a, b);
}

Value* TensorBuilder::sub(Value* a, Value* b) {
  auto ca = intConstant(a), cb = intConstant(b);
  int64_t r;
  if (ca && cb && foldable(a->type()) && !__builtin_sub_overflow(*ca, *cb, &r))
    return constInt(a->type(), r);
  if (cb == 0) return a;
  return binary(OpKind::Sub, a, b);
}

Value* TensorBuilder::mul(Value* a, Value* b) {
  auto ca = intConstant(a), cb = intConstant(b);
  int64_t r;
  if (ca && cb && foldable(a->type()) && !__builtin_mul_overflow(*ca, *cb, &r))
    return constInt(a->type(), r);
  if (ca == 1) return b;
  if (cb == 1) return a;
  if (ca == 0 || cb == 0) return constInt(a->type(), 0);
  return binary(OpKind::Mul, a, b);
}

Value* TensorBuilder::div(Value* a, Value* b) {
  auto ca = intConstant(a), cb = intConstant(b);
  if (ca && cb && *cb != 0 && !(*cb == -1 && *ca == INT64_MIN) && foldable(a->type()))
    return constInt(a->type(), *ca / *cb);
  if (cb == 1) return a;
  return binary(OpKind::Div, a, b);
}

Value* TensorBuilder::rem(Value* a, Value* b) {
  auto ca = intConstant(a), cb = intConstant(b);
  if (ca && cb && *cb != 0 && *cb != -1 && foldable(a->type()))
    return constInt(a->type(), *ca % *cb);
  if (cb == 1) return constInt(a->type(), 0);
  return binary(OpKind::Rem, a, b);
}

// --- scalars ---------------------------------------------------------------------------

Value* TensorBuilder::binary(OpKind kind, Value* a, Value* b) {
  Type t[] = {a->type()};
  Value* ops[] = {a, b};
  return create(kind, t, ops)->result();
}

Value* TensorBuilder::compare(OpKind kind, Value* a, Value* b) {
  Type t[] = {IntegerType::get(context(), 1)};
  Value* ops[] = {a, b};
  return create(kind, t, ops)->result();
}

Value* TensorBuilder::cast(Value* v, Type to) {
  if (v->type() == to) return v;
  Type t[] = {to};
  Value* ops[] = {v};
  return create(OpKind::Cast, t, ops)->result();
}

Value* TensorBuilder::select(Value* condition, Value* ifTrue, Value* ifFalse) {
  Type t[] = {ifTrue->type()};
  Value* ops[] = {condition, ifTrue, ifFalse};
  return create(OpKind::Select, t, ops)->result();
}

// --- memory ----------------------------------------------------------------------------

Value* TensorBuilder::size(Value* memref, unsigned mode) {
  auto m = memref->type().cast<MemrefType>();
  if (m.dim(mode) != kDynamic) return constIndex(m.dim(mode));
  NamedAttribute a[] = {named(SizeOp::kModeAttr, IntegerAttr::get(i64(), mode))};
  Type t[] = {index()};
  Value* ops[] = {memref};
  return create(OpKind::Size, t, ops, a)->result();
}

Value* TensorBuilder::load(Value* memref, std::span<Value* const> indices) {
  std::vector<Value*> ops{memref};
  ops.insert(ops.end(), indices.begin(), indices.end());
  Type t[] = {memref->type().cast<MemrefType>().elementType()};
  return create(OpKind::Load, t, ops)->result();
}

void TensorBuilder::store(Value* value, Value* memref, std::span<Value* const> indices) {
  std::vector<Value*> ops{value, memref};
  ops.insert(ops.end(), indices.begin(), indices.end());
  create(OpKind::Store, {}, ops);
}

void TensorBuilder::atomic(OpKind kind, Value* value, Value* memref,
                           std::span<Value* const> indices) {
  std::vector<Value*> ops{value, memref};
  ops.insert(ops.end(), indices.begin(), indices.end());
  NamedAttribute a[] = {named(AtomicInterface::kScopeAttr, strAttr("device"))};
  Type t[] = {value->type()};
  create(kind, kind == OpKind::AtomicStore ? std::span<const Type>() : std::span<const Type>(t),
         ops, a);
}

Value* TensorBuilder::subview(Value* memref, std::span<Value* const> offsets,
                              std::span<Value* const> sizes) {
  auto m = memref->type().cast<MemrefType>();
  // Per rank: no heap allocation for the usual ranks (the lowering creates
  // a subview per tile and task).
  SmallVector<Value*, 17> ops{memref};
  SmallVector<Attribute, 8> staticOffsets, staticSizes;
  SmallVector<int64_t, 8> shape, strides;
  for (unsigned i = 0; i < m.order(); ++i) {
    Value* o = offsets[i];
    auto co = o ? intConstant(o) : std::optional<int64_t>(0);
    staticOffsets.push_back(IntegerAttr::get(i64(), co ? *co : kDynamic));
    if (!co) ops.push_back(o);
    Value* s = sizes[i];
    if (!s) {
      staticSizes.push_back(IntegerAttr::get(i64(), kNoSize));
      continue;
    }
    auto cs = intConstant(s);
    staticSizes.push_back(IntegerAttr::get(i64(), cs ? *cs : kDynamic));
    if (!cs) ops.push_back(s);
    shape.push_back(cs ? *cs : kDynamic);
    strides.push_back(m.stride(i));
  }
  NamedAttribute a[] = {
      named(SubviewOp::kStaticOffsetsAttr, ArrayAttr::get(context(), staticOffsets)),
      named(SubviewOp::kStaticSizesAttr, ArrayAttr::get(context(), staticSizes))};
  Type t[] = {MemrefType::get(m.elementType(), shape, strides, m.addressSpace())};
  return create(OpKind::Subview, t, ops, a)->result();
}

Value* TensorBuilder::fuse(Value* memref, unsigned from, unsigned to) {
  auto m = memref->type().cast<MemrefType>();
  std::vector<int64_t> shape, strides;
  for (unsigned i = 0; i < m.order(); ++i) {
    if (i > from && i <= to) {
      int64_t& s = shape.back();
      s = s == kDynamic || m.dim(i) == kDynamic ? kDynamic : s * m.dim(i);
      continue;
    }
    shape.push_back(m.dim(i));
    strides.push_back(m.stride(i));
  }
  NamedAttribute a[] = {named(FuseOp::kFromAttr, IntegerAttr::get(i64(), from)),
                        named(FuseOp::kToAttr, IntegerAttr::get(i64(), to))};
  Type t[] = {MemrefType::get(m.elementType(), shape, strides, m.addressSpace())};
  Value* ops[] = {memref};
  return create(OpKind::Fuse, t, ops, a)->result();
}

Value* TensorBuilder::alloca(MemrefType type) {
  Type t[] = {type};
  return create(OpKind::Alloca, t, {})->result();
}

void TensorBuilder::barrier(bool local) {
  NamedAttribute a[] = {named(local ? BarrierOp::kLocalAttr : BarrierOp::kGlobalAttr, unitAttr())};
  create(OpKind::Barrier, {}, {}, a);
}

// --- control flow ----------------------------------------------------------------------

std::vector<Value*> TensorBuilder::forLoop(Value* lb, Value* ub, Value* step,
                                           std::span<Value* const> init, const LoopBody& body) {
  std::vector<Value*> ops{lb, ub};
  if (step) ops.push_back(step);
  ops.insert(ops.end(), init.begin(), init.end());
  std::vector<Type> types;
  for (Value* v : init) types.push_back(v->type());
  std::vector<NamedAttribute> attrs;
  if (step) attrs.push_back(named(ForOp::kHasStepAttr, unitAttr()));
  Operation* loop = create(OpKind::For, types, ops, attrs, 1);
  Block* block = loop->region(0).addBlock(arena());
  Value* iv = block->addArgument(lb->type());
  std::vector<Value*> iter;
  for (Type t : types) iter.push_back(block->addArgument(t));
  {
    Guard g(*this);
    setInsertionPointToEnd(block);
    std::vector<Value*> next = body(iv, iter);
    if (!next.empty()) create(OpKind::Yield, {}, next);
  }
  std::vector<Value*> results;
  for (unsigned i = 0; i < loop->numResults(); ++i) results.push_back(loop->result(i));
  return results;
}

void TensorBuilder::ifThen(Value* cond, const std::function<void()>& then) {
  Value* ops[] = {cond};
  Operation* op = create(OpKind::If, {}, ops, {}, 2);
  Block* block = op->region(0).addBlock(arena());
  Guard g(*this);
  setInsertionPointToEnd(block);
  then();
}

void TensorBuilder::parallel(const std::function<void()>& body) {
  Operation* op = create(OpKind::Parallel, {}, {}, {}, 1);
  Block* block = op->region(0).addBlock(arena());
  Guard g(*this);
  setInsertionPointToEnd(block);
  body();
}

Value* TensorBuilder::localId(unsigned dim) {
  NamedAttribute a[] = {named(LocalIdOp::kDimAttr, strAttr(dim == 0 ? "x" : "y"))};
  Type t[] = {index()};
  return create(OpKind::LocalId, t, {}, a)->result();
}

Value* TensorBuilder::linearLocalId(uint32_t wgX, uint32_t wgY) {
  Value* x = localId(0);
  if (wgY == 1) return x;
  return add(x, mul(localId(1), constIndex(wgX)));
}

} // namespace spvkit::tensor
