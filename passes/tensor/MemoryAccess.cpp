#include "passes/tensor/MemoryAccess.h"

#include "ir/Block.h"
#include "ir/tensor/OpDefinition.h"

#include <optional>
#include <span>

namespace spvkit::tensor {

namespace {

bool isMemref(Value* v) {
  return v && v->type().isa<MemrefType>();
}

/// The integer value of `v` if a `constant` defines it.
std::optional<int64_t> constantInt(Value* v) {
  auto def = dyn_cast<ConstantOp>(v ? v->definingOp() : nullptr);
  if (!def) return std::nullopt;
  if (auto i = def.value().dyn_cast<IntegerAttr>()) return i.value();
  return std::nullopt;
}

/// Whether `v` is the constant 1 (1, 1.0 or [1.0, 0.0]).
bool isConstantOne(Value* v) {
  auto def = dyn_cast<ConstantOp>(v ? v->definingOp() : nullptr);
  if (!def) return false;
  Attribute a = def.value();
  if (auto i = a.dyn_cast<IntegerAttr>()) return i.value() == 1;
  if (auto f = a.dyn_cast<FloatAttr>()) return f.value() == 1.0;
  if (auto c = a.dyn_cast<ArrayAttr>(); c && c.size() == 2) {
    auto re = c[0].dyn_cast<FloatAttr>(), im = c[1].dyn_cast<FloatAttr>();
    return re && im && re.value() == 1.0 && im.value() == 0.0;
  }
  return false;
}

/// The view a memref derives from directly, or null for a root.
Value* viewSource(Value* v) {
  Operation* def = v->definingOp();
  if (!def || !isTensorOp(def)) return nullptr;
  switch (kindOf(def)) {
  case OpKind::Subview:
    return SubviewOp(def).source();
  case OpKind::Expand:
    return ExpandOp(def).source();
  case OpKind::Fuse:
    return FuseOp(def).source();
  case OpKind::Load: { // a member of a group
    Value* source = LoadOp(def).source();
    return source->type().isa<GroupType>() ? source : nullptr;
  }
  default:
    return nullptr;
  }
}

/// Per mode of a subview: the index range [offset, offset + size) when both
/// are constants (an index-only entry covers one index).
struct Range {
  std::optional<int64_t> offset, size;
};

std::vector<Range> subviewRanges(Operation* subview) {
  auto offsets = SubviewOp(subview).staticOffsets();
  auto sizes = SubviewOp(subview).staticSizes();
  std::vector<Range> out;
  if (!offsets || !sizes || offsets.size() != sizes.size()) return out;
  const auto dynamic = SubviewOp(subview).dynamic(); // in source order
  unsigned next = 0;
  auto piece = [&](Attribute a) -> std::optional<int64_t> {
    auto i = a.dyn_cast<IntegerAttr>();
    if (!i) return std::nullopt;
    if (i.value() != kDynamic) return i.value();
    if (next >= dynamic.size()) return std::nullopt;
    return constantInt(dynamic[next++].get());
  };
  for (unsigned m = 0; m < offsets.size(); ++m) {
    Range r;
    r.offset = piece(offsets[m]);
    auto s = sizes[m].dyn_cast<IntegerAttr>();
    if (s && (s.value() == kNoSize || s.value() == 0))
      r.size = 1; // an index: rank reduced
    else
      r.size = piece(sizes[m]);
    out.push_back(r);
  }
  return out;
}

/// Whether two subviews of the same memref select disjoint index boxes.
bool disjointSubviews(Operation* a, Operation* b) {
  std::vector<Range> ra = subviewRanges(a), rb = subviewRanges(b);
  if (ra.size() != rb.size()) return false;
  for (size_t m = 0; m < ra.size(); ++m) {
    if (!ra[m].offset || !ra[m].size || !rb[m].offset || !rb[m].size) continue;
    if (*ra[m].offset + *ra[m].size <= *rb[m].offset ||
        *rb[m].offset + *rb[m].size <= *ra[m].offset)
      return true;
  }
  return false;
}

/// `v` and the views it derives from, nearest first.
std::vector<Value*> viewChain(Value* v) {
  std::vector<Value*> chain;
  for (; v; v = viewSource(v)) chain.push_back(v);
  return chain;
}

/// The index operands of a single-element access (load, store, atomics), or
/// an empty span for other accesses.
std::span<OpOperand> elementIndices(Operation* op, Value* memref) {
  // By the definition: the variadic index list right after the operand the
  // op accesses memory through.
  const OpDef& def = opDef(op);
  for (unsigned i = 0; i + 1 < def.operands.size(); ++i) {
    const OperandDef& next = def.operands[i + 1];
    if (def.operands[i].access == Access::None || !next.variadic || next.type != Constraint::Index)
      continue;
    std::span<OpOperand> accessed = operandSegment(op, i);
    if (accessed.size() == 1 && accessed[0].get() == memref) return operandSegment(op, i + 1);
  }
  return {};
}

bool isKernelArgument(Value* root) {
  if (!root->isBlockArgument()) return false;
  Operation* owner = root->ownerBlock()->parentOp();
  return owner && is(owner, OpKind::Func);
}

bool isAlloca(Value* root) {
  Operation* def = root->definingOp();
  return def && is(def, OpKind::Alloca);
}

Type elementTypeOf(Value* root) {
  if (auto m = root->type().dyn_cast<MemrefType>()) return m.elementType();
  if (auto g = root->type().dyn_cast<GroupType>()) return g.memrefType().elementType();
  return {};
}

} // namespace

std::vector<MemoryAccess> accessesOf(Operation* op) {
  std::vector<MemoryAccess> out;
  if (!isTensorOp(op)) return out;
  // The definition says which operand the op reads or writes (and how).
  const OpDef& def = opDef(op);
  const bool collective = def.regionKind == RegionKind::Collective;
  for (unsigned i = 0; i < def.operands.size(); ++i) {
    const Access access = def.operands[i].access;
    if (access == Access::None) continue;
    for (OpOperand& slot : operandSegment(op, i)) {
      Value* m = slot.get();
      if (!isMemref(m)) continue; // a group's pointer table is never written
      AccessKind kind = AccessKind::Read;
      switch (access) {
      case Access::Write:
        // `.atomic` with beta = 1 adds to the result instead of writing it.
        // (Only the linalg ops have `.atomic`; beta is their scale of the
        // written operand.)
        kind = isa<LinalgInterface>(op) && LinalgInterface(op).atomic() &&
                       isConstantOne(LinalgInterface(op).beta())
                   ? AccessKind::AtomicAdd
                   : AccessKind::Write;
        break;
      case Access::AtomicAdd:
        kind = AccessKind::AtomicAdd;
        break;
      case Access::AtomicMin:
        kind = AccessKind::AtomicMin;
        break;
      case Access::AtomicMax:
        kind = AccessKind::AtomicMax;
        break;
      default:
        break;
      }
      out.push_back({m, kind, op, collective});
    }
  }
  return out;
}

bool accessesConflict(AccessKind a, AccessKind b) {
  if (a == AccessKind::Read && b == AccessKind::Read) return false;
  if (a == b && a != AccessKind::Write) return false; // commuting atomic updates
  return true;
}

Value* memoryRoot(Value* memref) {
  Value* v = memref;
  while (Value* s = viewSource(v)) v = s;
  return v;
}

AddressSpace addressSpaceOf(Value* memref) {
  if (auto m = memref->type().dyn_cast<MemrefType>()) return m.addressSpace();
  if (auto g = memref->type().dyn_cast<GroupType>()) return g.memrefType().addressSpace();
  return AddressSpace::Global;
}

bool mayAlias(Value* a, Value* b) {
  if (a == b) return true;
  std::vector<Value*> ca = viewChain(a), cb = viewChain(b);
  Value *ra = ca.back(), *rb = cb.back();
  if (ra == rb) {
    // Two subviews of one memref on the two chains with disjoint boxes
    // separate everything derived from them.
    for (Value* x : ca) {
      Operation* sx = x->definingOp();
      if (!sx || !is(sx, OpKind::Subview)) continue;
      for (Value* y : cb) {
        Operation* sy = y->definingOp();
        if (sy && sy != sx && is(sy, OpKind::Subview) &&
            SubviewOp(sy).source() == SubviewOp(sx).source() && disjointSubviews(sx, sy))
          return false;
      }
    }
    return true;
  }
  if (addressSpaceOf(ra) != addressSpaceOf(rb)) return false;
  if (isAlloca(ra) || isAlloca(rb)) return false; // distinct allocas, or an alloca and an argument
  if (isKernelArgument(ra) && isKernelArgument(rb)) return elementTypeOf(ra) == elementTypeOf(rb);
  return true; // a root of an unknown kind: assume the worst
}

bool mayOverlap(const MemoryAccess& a, const MemoryAccess& b) {
  if (a.memref == b.memref && a.op && b.op) {
    std::span<OpOperand> ia = elementIndices(a.op, a.memref), ib = elementIndices(b.op, b.memref);
    if (!ia.empty() && ia.size() == ib.size())
      for (size_t m = 0; m < ia.size(); ++m) {
        std::optional<int64_t> x = constantInt(ia[m].get()), y = constantInt(ib[m].get());
        if (x && y && *x != *y) return false;
      }
  }
  return mayAlias(a.memref, b.memref);
}

} // namespace spvkit::tensor
