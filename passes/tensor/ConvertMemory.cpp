// Memory instructions: load / store on memrefs, load of a memref from a
// group, size, the views (subview, expand, fuse), alloca, lifetime_stop and
// associated.
//
// A memref is a pointer plus its dope vector (Converter.h). Element
// (i1, ..., in) lives at base + i1 S1 + ... + in Sn; views compute a new base
// and a new dope vector, so they cost a few integer instructions and no memory
// traffic. Static entries are constants, which the canonicalizer folds.
#include "passes/tensor/Converter.h"

#include "ir/SmallVector.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// Multiplies two i64 values, skipping the multiplication by a static 1.
Value* mulI64(KernelBuilder& b, Value* x, Value* y, bool yIsOne) {
  return yIsOne ? x : b.binary(Op::IMul, x, y);
}

/// Advances the pointer `base` by `offset` elements (i64); null offset = none.
Value* advance(KernelBuilder& b, Value* base, Value* offset) {
  return offset ? b.elementPtr(base, offset) : base;
}

uint32_t elementAlignment(Type element) {
  return uint32_t(element.byteAlignment().value_or(1));
}

} // namespace

Value* Converter::elementPointer(MemrefDesc& d, std::span<Value* const> indices) {
  // The update of a lowered linalg op loads and stores the same element: the
  // address computed for the load earlier in the same block is reused (it
  // dominates what is appended to that block).
  // Keyed by SPIR-V values: the copies of an unrolled loop body differ.
  SmallVector<Value*, 16> key;
  key.push_back(d.base);
  for (Value* s : d.strides) key.push_back(s);
  for (unsigned i = 0; i < d.type.order(); ++i) key.push_back(value(indices[i]));
  Block* block = kb_.insertionBlock();
  const bool appending = kb_.insertionPoint() == nullptr;
  std::span<const Value* const> k(key.data(), key.size());
  if (appending)
    if (ComputedPointer* p = pointers_.find(k); p && p->block == block) return p->pointer;
  Value* ptr = computeElementPointer(d, indices);
  if (appending) pointers_.set(k, {block, ptr});
  return ptr;
}

Value* Converter::computeElementPointer(MemrefDesc& d, std::span<Value* const> indices) {
  // base + Σ index_i * stride_i over the index operands.
  Value* off = nullptr;
  for (unsigned i = 0; i < d.type.order(); ++i) {
    // A constant index 0 adds nothing (the lowerings index blocks with it).
    if (auto c = dyn_cast<ConstantOp>(indices[i]->definingOp()))
      if (auto v = c.value().dyn_cast<IntegerAttr>(); v && v.value() == 0) continue;
    Value* idx = intTo(value(indices[i]), kb_.i64());
    Value* term = mulI64(kb_, idx, d.strides[i], d.type.stride(i) == 1);
    off = off ? kb_.binary(Op::IAdd, off, term) : term;
  }
  return advance(kb_, d.base, off);
}

bool Converter::convertMemoryOp(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  const std::string name(instructionName(k));

  switch (k) {
  case OpKind::Load: {
    LoadOp load(op);
    Value* src = load.source();
    if (GroupDesc* g = group(src)) {
      // Member i: table entry i, advanced by the group's element offset.
      MemrefType m = g->type.memrefType();
      Value* i = intTo(value(load.indices().front().get()), b.i64());
      Value* member = b.load(b.elementPtr(g->table, i), 8);
      MemrefDesc d;
      d.type = op->result()->type().cast<MemrefType>();
      d.base = advance(b, member, g->type.offset() == 0 ? nullptr : g->offset);
      for (unsigned j = 0; j < m.order(); ++j)
        d.shape.push_back(g->dynShapeTables[j] ? b.load(b.elementPtr(g->dynShapeTables[j], i), 8)
                                               : constI64(m.dim(j)));
      for (unsigned j = 0; j < m.order(); ++j)
        d.strides.push_back(g->dynStrideTables[j]
                                ? b.load(b.elementPtr(g->dynStrideTables[j], i), 8)
                                : constI64(m.stride(j)));
      d.shapeGcd = g->shapeGcd, d.strideGcd = g->strideGcd; // group attributes pass through
      mapMemref(op->result(), std::move(d));
      return true;
    }
    MemrefDesc* d = memref(src);
    Type t = convertType(op->result()->type());
    Type st = storageType(op->result()->type());
    if (!d || !t) {
      unsupported(op, name + " of " + typeToString(op->result()->type()));
      map(op->result(), undef(t ? t : b.i32()));
      return true;
    }
    map(op->result(), loadElement(elementPointer(*d, valuesOf(load.indices())),
                                  op->result()->type(), elementAlignment(st)));
    return true;
  }
  case OpKind::Store: {
    StoreOp store(op);
    MemrefDesc* d = memref(store.memref());
    Type t = convertType(store.value()->type());
    Type st = storageType(store.value()->type());
    if (!d || !t) {
      unsupported(op, name + " of " + typeToString(store.value()->type()));
      return true;
    }
    storeElement(elementPointer(*d, valuesOf(store.indices())), value(store.value()),
                 store.value()->type(), elementAlignment(st));
    return true;
  }
  case OpKind::Size: {
    Type t = convertType(op->result()->type());
    SizeOp size(op);
    int64_t mode = size.mode();
    Value* v = nullptr;
    if (MemrefDesc* d = memref(size.source()))
      v = mode >= 0 && size_t(mode) < d->shape.size() ? d->shape[size_t(mode)] : nullptr;
    else if (GroupDesc* g = group(size.source()))
      v = g->size;
    if (!v || !t) {
      unsupported(op, name);
      map(op->result(), undef(t ? t : b.i64()));
      return true;
    }
    map(op->result(), intTo(v, t));
    return true;
  }
  case OpKind::Subview: {
    SubviewOp subview(op);
    MemrefDesc* d = memref(subview.source());
    auto offsets = subview.staticOffsets();
    auto sizes = subview.staticSizes();
    if (!d || !offsets || !sizes || offsets.size() != d->type.order()) {
      unsupported(op, name);
      return true;
    }
    MemrefDesc r;
    r.type = op->result()->type().cast<MemrefType>();
    auto dynamic = subview.dynamic(); // in source order, offset before size
    unsigned next = 0;
    Value* off = nullptr;
    for (unsigned i = 0; i < d->type.order(); ++i) {
      int64_t so = offsets[i].cast<IntegerAttr>().value();
      int64_t ss = sizes[i].cast<IntegerAttr>().value();
      Value* o = so == kDynamic ? intTo(value(dynamic[next++].get()), b.i64())
                                : (so == 0 ? nullptr : constI64(so));
      Value* s = ss == kDynamic ? intTo(value(dynamic[next++].get()), b.i64()) : nullptr;
      if (o) {
        Value* term = mulI64(b, o, d->strides[i], d->type.stride(i) == 1);
        off = off ? b.binary(Op::IAdd, off, term) : term;
      }
      if (ss == kNoSize || ss == 0) continue; // rank reduction
      r.shape.push_back(s ? s : constI64(ss));
      r.strides.push_back(d->strides[i]);
    }
    r.base = advance(b, d->base, off);
    mapMemref(op->result(), std::move(r));
    return true;
  }
  case OpKind::Expand: {
    ExpandOp expand(op);
    MemrefDesc* d = memref(expand.source());
    auto shape = expand.staticShape();
    int64_t mode = expand.mode();
    if (!d || !shape || mode < 0 || size_t(mode) >= d->shape.size()) {
      unsupported(op, name);
      return true;
    }
    MemrefDesc r;
    r.type = op->result()->type().cast<MemrefType>();
    r.base = d->base;
    auto dynamic = expand.dynamicShape();
    unsigned next = 0;
    for (size_t i = 0; i < d->shape.size(); ++i) {
      if (i != size_t(mode)) {
        r.shape.push_back(d->shape[i]);
        r.strides.push_back(d->strides[i]);
        continue;
      }
      // The new modes are packed inside the expanded one: stride S, S s1, S s1 s2 ...
      Value* stride = d->strides[i];
      for (unsigned j = 0; j < shape.size(); ++j) {
        int64_t s = shape[j].cast<IntegerAttr>().value();
        Value* sv = s == kDynamic ? intTo(value(dynamic[next++].get()), b.i64()) : constI64(s);
        r.shape.push_back(sv);
        r.strides.push_back(stride);
        if (j + 1 < shape.size()) stride = b.binary(Op::IMul, stride, sv);
      }
    }
    mapMemref(op->result(), std::move(r));
    return true;
  }
  case OpKind::Fuse: {
    FuseOp fuse(op);
    MemrefDesc* d = memref(fuse.source());
    int64_t from = fuse.from();
    int64_t to = fuse.to();
    if (!d || from < 0 || to < from || size_t(to) >= d->shape.size()) {
      unsupported(op, name);
      return true;
    }
    MemrefDesc r;
    r.type = op->result()->type().cast<MemrefType>();
    r.base = d->base;
    for (int64_t i = 0; i < int64_t(d->shape.size()); ++i) {
      if (i > from && i <= to) {
        r.shape.back() = b.binary(Op::IMul, r.shape.back(), d->shape[size_t(i)]);
        continue;
      }
      r.shape.push_back(d->shape[size_t(i)]);
      r.strides.push_back(d->strides[size_t(i)]);
    }
    mapMemref(op->result(), std::move(r));
    return true;
  }
  case OpKind::Alloca: {
    auto m = op->result()->type().cast<MemrefType>();
    Type elem = storageType(m.elementType());
    if (!elem || m.isDynamicShape()) {
      unsupported(op, name + " of " + typeToString(m));
      return true;
    }
    // The extent of the layout: the largest offset plus one.
    int64_t extent = 1;
    for (unsigned i = 0; i < m.order(); ++i) extent += (m.dim(i) - 1) * m.stride(i);
    MemrefDesc d;
    d.type = m;
    // Workgroup memory: the work-group shares one allocation, as the
    // collective instruction requires. It lives for the whole kernel, which
    // includes the block of the alloca. An `alignment` attribute becomes the
    // variable's Alignment decoration.
    uint32_t alignment = 0;
    if (auto attrs = AllocaOp(op).attributes())
      if (auto a = attrs.get("alignment").dyn_cast<IntegerAttr>()) alignment = uint32_t(a.value());
    d.base = b.workgroupMemory(elem, uint32_t(extent), "alloca", alignment);
    workgroupBytes_ += uint64_t(extent) * elem.byteSize().value_or(1);
    for (unsigned i = 0; i < m.order(); ++i) {
      d.shape.push_back(constI64(m.dim(i)));
      d.strides.push_back(constI64(m.stride(i)));
    }
    mapMemref(op->result(), std::move(d));
    return true;
  }
  case OpKind::LifetimeStop:
    return true; // workgroup memory is static: nothing to release
  case OpKind::Associated: {
    Value* p = nullptr;
    AssociatedOp associated(op);
    if (MemrefDesc* d = memref(associated.memref()))
      p = d->base;
    else if (GroupDesc* g = group(associated.memref()))
      p = g->table;
    if (!p) {
      unsupported(op, name);
      map(op->result(), undef(b.i1()));
      return true;
    }
    Value* bits = b.op(Op::ConvertPtrToU, b.i64(), {p})->result();
    map(op->result(), b.op(Op::INotEqual, b.i1(), {bits, constI64(0)})->result());
    return true;
  }
  default:
    return false;
  }
}

} // namespace spvkit::tensor
