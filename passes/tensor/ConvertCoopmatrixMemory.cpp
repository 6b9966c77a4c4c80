// Cooperative-matrix memory access, generic lowering: load, store and the
// atomic load / store / add / max / min move each work-item's entries
// (CoopmatrixLayout.h) with one scalar access per entry. Entry (i, j) of a
// matrix at position (x, y) lives at M[(x + i) S1 + (y + j) S2], or at
// M[(x + j) S1 + (y + i) S2] when transposed. Consecutive lanes hold
// consecutive rows, so an untransposed access of a column-major memref is
// coalesced. Padding entries and, with a checked flag, entries outside the
// memref's shape are not accessed (a load gives 0 there). Where the target
// has SPV_INTEL_subgroups block IO, an untransposed load of 32-bit entries
// from a memref with unit first stride, S dividing the rows and no
// rows_checked reads each row block with one OpSubgroupBlockReadINTEL (block
// writes are not used: they need an alignment the memref does not promise).
#include "passes/tensor/Converter.h"
#include "passes/tensor/CoopmatrixLayout.h"

namespace spvkit::tensor {

using namespace spirv;

bool Converter::blockReadable(CoopmatrixType ct, const MemrefDesc& d, bool trans,
                              bool rowsChecked) {
  // A column's row block is S consecutive 32-bit elements at a uniform
  // address; rows_checked would need per-lane predication, the Intel
  // extension reads global memory only, and Intel's compiler has no block
  // reads in SIMD32 on some GPUs (dg2), so S is at most 16.
  Type st = storageType(ct.componentType());
  return target().env.hasCapability(Capability::SubgroupBufferBlockIOINTEL) &&
         target().env.hasExtension(Extension::SPV_INTEL_subgroups) && !trans && !rowsChecked &&
         *sgSize_ <= 16 && ct.rows() % *sgSize_ == 0 && d.type.stride(0) == 1 &&
         d.type.addressSpace() == AddressSpace::Global && st && !st.isa<VectorType>() &&
         st.byteAlignment().value_or(0) == 4;
}

bool Converter::convertCoopmatrixMemoryOp(Operation* op) {
  const OpKind k = kindOf(op);
  switch (k) {
  case OpKind::CooperativeMatrixLoad:
  case OpKind::CooperativeMatrixStore:
  case OpKind::CooperativeMatrixAtomicLoad:
  case OpKind::CooperativeMatrixAtomicStore:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::CooperativeMatrixAtomicMin:
    break;
  default:
    return false;
  }
  KernelBuilder& b = kb_;
  const std::string name(instructionName(k));
  const bool isLoad =
      k == OpKind::CooperativeMatrixLoad || k == OpKind::CooperativeMatrixAtomicLoad;
  const bool isStore =
      k == OpKind::CooperativeMatrixStore || k == OpKind::CooperativeMatrixAtomicStore;
  const bool atomic = k != OpKind::CooperativeMatrixLoad && k != OpKind::CooperativeMatrixStore;
  CoopMatrixMemoryInterface access(op);
  CoopmatrixType ct = (isLoad ? op->result() : access.value())->type().cast<CoopmatrixType>();
  Type component = ct.componentType();
  Type arrayType = convertType(ct);
  Type t = convertType(component), st = storageType(component);
  MemrefDesc* d = memref(access.memref());
  auto resultUndef = [&]() {
    if (op->numResults()) map(op->result(), undef(arrayType ? arrayType : b.i32()));
    return true;
  };
  if (!d || !arrayType || (atomic && st != t) ||
      (atomic && t.isa<VectorType>() && !isStore &&
       (k == OpKind::CooperativeMatrixAtomicMax || k == OpKind::CooperativeMatrixAtomicMin))) {
    unsupported(op, name + " on " + typeToString(ct));
    return resultUndef();
  }
  const CoopLayout layout(ct, *sgSize_);
  const bool trans = access.transA();
  std::string_view checked = access.checked();
  const bool rowsChecked = checked == "rows_checked" || checked == "both_checked";
  const bool colsChecked = checked == "cols_checked" || checked == "both_checked";
  Value* x = intTo(value(access.row()), b.i64());
  Value* y = intTo(value(access.col()), b.i64());
  const uint32_t align = uint32_t(st.byteAlignment().value_or(1));
  auto add = [&](Value* p, Value* q) { return b.binary(Op::IAdd, p, q); };
  auto andCond = [&](Value* c, Value* more) {
    return c ? b.binary(Op::LogicalAnd, c, more) : more;
  };
  auto inside = [&](Value* idx, Value* bound) {
    // 0 <= idx < bound as one unsigned comparison.
    return b.op(Op::ULessThan, b.i1(), {idx, bound})->result();
  };

  Value* matrix = isLoad ? nullptr : value(access.value());
  std::vector<Value*> out;
  if (isLoad && !atomic && blockReadable(ct, *d, trans, rowsChecked)) {
    // SPV_INTEL_subgroups block reads: entry v of every lane is one row block
    // of one column, S consecutive elements from a uniform address.
    const int64_t blocks = layout.rowBlocks();
    Type i32 = b.i32();
    auto space = d->base->type().cast<PointerType>().storageClass();
    // Row block r's first row, made once per op (as cse would leave it).
    std::vector<Value*> rows(size_t(blocks), nullptr);
    CoopEntries entries(b, layout);
    for (int64_t v = 0; v < layout.length(); ++v) {
      Value*& row = rows[size_t(v % blocks)];
      if (!row) row = add(x, entries.constI64((v % blocks) * *sgSize_));
      Value* col = add(y, entries.constI64(v / blocks));
      auto read = [&]() -> Value* {
        Value* off =
            add(row, d->type.stride(1) == 1 ? col : b.binary(Op::IMul, col, d->strides[1]));
        Value* p =
            b.op(Op::Bitcast, PointerType::get(i32, space), {b.elementPtr(d->base, off)})->result();
        Value* bits = b.op(Op::SubgroupBlockReadINTEL, i32, {p})->result();
        return t == i32 ? bits : b.op(Op::Bitcast, t, {bits})->result();
      };
      if (!colsChecked) {
        out.push_back(read());
        continue;
      }
      Type types[] = {t};
      out.push_back(b.ifThenElse(
          inside(col, d->shape[1]), types, [&]() -> std::vector<Value*> { return {read()}; },
          [&]() -> std::vector<Value*> { return {zeroOf(b, t)}; })[0]);
    }
    map(op->result(), b.op(Op::CompositeConstruct, arrayType, out)->result());
    return true;
  }
  // The entries of a lane share rows and columns (a column-major matrix with
  // S dividing M: every entry of one row block has the same row), so an
  // index, and its product with the stride where that is made outside a
  // per-entry branch, is made once per op, as cse would leave it.
  CoopEntries entries(b, layout);
  struct Index {
    Value* position = nullptr; // row or column in the matrix
    Value* index = nullptr;    // x or y plus it
    Value* scaled = nullptr;   // index times the stride (null: not made at the op's level)
  };
  Index index[2];
  auto memrefIndex = [&](Index& memo, Value* base, Value* position) {
    if (memo.position != position) memo = {position, add(base, position), nullptr};
    return memo.index;
  };
  for (int64_t v = 0; v < layout.length(); ++v) {
    CoopEntry at = entries.at(v);
    // Memref indices of entry (i, j).
    Value* m0 = memrefIndex(index[0], x, trans ? at.col : at.row);
    Value* m1 = memrefIndex(index[1], y, trans ? at.row : at.col);
    Value* cond = at.valid;
    if (rowsChecked)
      cond = andCond(cond, trans ? inside(m1, d->shape[1]) : inside(m0, d->shape[0]));
    if (colsChecked)
      cond = andCond(cond, trans ? inside(m0, d->shape[0]) : inside(m1, d->shape[1]));
    auto scaled = [&](Index& memo, int dim) {
      if (d->type.stride(dim) == 1) return memo.index;
      if (memo.scaled) return memo.scaled;
      Value* product = b.binary(Op::IMul, memo.index, d->strides[size_t(dim)]);
      if (!cond) memo.scaled = product; // else made inside this entry's branch
      return product;
    };
    auto pointer = [&]() {
      Value* off = scaled(index[0], 0);
      off = add(off, scaled(index[1], 1));
      return b.elementPtr(d->base, off);
    };
    Value* entry = matrix ? b.compositeExtract(matrix, {uint32_t(v)}) : nullptr;
    // The access itself; returns the loaded or old value (null for a store).
    auto access = [&]() -> Value* {
      Value* p = pointer();
      if (atomic) return atomicAccess(op, p, d->type.addressSpace(), t, entry);
      if (isStore) {
        storeElement(p, entry, component, align);
        return nullptr;
      }
      return loadElement(p, component, align);
    };
    if (isStore) {
      if (cond)
        b.ifThen(cond, [&] { access(); });
      else
        access();
      continue;
    }
    if (!cond) {
      out.push_back(access());
      continue;
    }
    Type types[] = {t};
    out.push_back(b.ifThenElse(
        cond, types, [&]() -> std::vector<Value*> { return {access()}; },
        [&]() -> std::vector<Value*> { return {zeroOf(b, t)}; })[0]);
  }
  if (op->numResults()) map(op->result(), b.op(Op::CompositeConstruct, arrayType, out)->result());
  return true;
}

} // namespace spvkit::tensor
