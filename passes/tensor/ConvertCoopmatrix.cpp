// Cooperative matrices, generic lowering: every coopmatrix value is the
// calling work-item's vector of entries (CoopmatrixLayout.h,
// docs/coopmatrix.md), an array value in SPIR-V, so loop-carried values and if
// results need nothing special. This file holds the dispatch and what acts on
// the entries one by one: arithmetic, cast and constant (by the scalar
// conversions, applied per entry), construct, scale, extract, insert and
// apply. Memory access is in ConvertCoopmatrixMemory.cpp, mul_add and the
// reductions in ConvertCoopmatrixMath.cpp.
#include "passes/tensor/Converter.h"
#include "passes/tensor/CoopmatrixLayout.h"

#include "SpirvOps.h"

#include <algorithm>

namespace spvkit::tensor {

using namespace spirv;

// --- layout helpers ----------------------------------------------------------------------

Value* CoopEntries::lane() {
  if (!lane_) lane_ = b_.intCast(b_.laneId(), b_.i64());
  return lane_;
}

Value* CoopEntries::constI64(int64_t c) {
  for (auto& [value, made] : consts_)
    if (value == c) return made;
  consts_.emplace_back(c, b_.constI64(c));
  return consts_.back().second;
}

CoopEntry CoopEntries::at(int64_t v) {
  KernelBuilder& b = b_;
  const CoopLayout& l = l_;
  Value* lane = this->lane();
  if (l.rows % l.sg == 0) {
    // Row p + (v mod M/S) S of column v div (M/S): never padding.
    const int64_t r = l.rowBlocks();
    Value* row = v % r == 0 ? lane : b.binary(Op::IAdd, lane, constI64((v % r) * l.sg));
    return {row, constI64(v / r), nullptr};
  }
  Value *row, *col;
  if (l.sg % l.rows == 0) {
    // M divides S: row p mod M of column p div M + v S/M.
    row = l.rows == 1 ? constI64(0) : b.binary(Op::UMod, lane, constI64(l.rows));
    col = l.rows == 1 ? lane : b.binary(Op::UDiv, lane, constI64(l.rows));
    if (v) col = b.binary(Op::IAdd, col, constI64(v * (l.sg / l.rows)));
  } else {
    Value* pos = v ? b.binary(Op::IAdd, lane, constI64(v * l.sg)) : lane;
    row = b.binary(Op::UMod, pos, constI64(l.rows));
    col = b.binary(Op::UDiv, pos, constI64(l.rows));
  }
  Value* valid = nullptr;
  if (l.maybePadding(v)) valid = b.op(Op::ULessThan, b.i1(), {col, constI64(l.cols)})->result();
  return {row, col, valid};
}

bool usesCoopmatrix(Operation* func) {
  bool found = false;
  func->walk([&](Operation* op) {
    for (unsigned i = 0; i < op->numResults() && !found; ++i)
      found = op->result(i)->type().isa<CoopmatrixType>();
    return !found;
  });
  return found;
}

Value* zeroOf(KernelBuilder& b, Type t) {
  if (auto v = t.dyn_cast<VectorType>()) {
    Value* z = zeroOf(b, v.elementType());
    return b.op(Op::CompositeConstruct, t, {z, z})->result();
  }
  if (t.isFloat()) return b.constantFloat(t, 0.0);
  return b.constantInt(t, 0);
}

// --- dispatch and the per-entry instructions ----------------------------------------------

namespace {

bool isElementwise(OpKind k) {
  switch (k) {
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Mul:
  case OpKind::Div:
  case OpKind::Rem:
  case OpKind::Max:
  case OpKind::Min:
  case OpKind::Shl:
  case OpKind::Shr:
  case OpKind::AndOp:
  case OpKind::OrOp:
  case OpKind::XorOp:
  case OpKind::Abs:
  case OpKind::Neg:
  case OpKind::NotOp:
  case OpKind::Conj:
  case OpKind::Im:
  case OpKind::Re:
  case OpKind::Cast:
  case OpKind::Constant:
    return true;
  default:
    return false;
  }
}

} // namespace

bool Converter::convertCoopmatrixOp(Operation* op) {
  const OpKind k = kindOf(op);
  const bool coopResult = op->numResults() == 1 && op->result()->type().isa<CoopmatrixType>();
  const bool named = instructionName(k).starts_with("cooperative_matrix");
  if (!named && !(coopResult && isElementwise(k))) return false;
  KernelBuilder& b = kb_;
  // A hint that the generic lowering has no instruction for: nothing to emit,
  // whatever the subgroup size.
  if (k == OpKind::CooperativeMatrixPrefetch) return true;
  if (coopKhr_) return convertCoopmatrixKhrOp(op);
  if (!sgSize_) {
    // convertFunc fixes one for every function with coopmatrix values.
    unsupported(op, std::string(instructionName(k)) + " without a fixed subgroup size");
    return true;
  }
  if (convertCoopmatrixMemoryOp(op) || convertCoopmatrixMathOp(op)) return true;

  const int64_t sg = *sgSize_;
  auto coopType = [&](Value* v) { return v->type().dyn_cast<CoopmatrixType>(); };
  auto fail = [&](const std::string& what) {
    unsupported(op, what);
    if (op->numResults()) {
      Type t = convertType(op->result()->type());
      map(op->result(), undef(t ? t : b.i32()));
    }
    return true;
  };
  auto entries = [&](Value* array, int64_t n) {
    std::vector<Value*> e;
    for (int64_t v = 0; v < n; ++v) e.push_back(b.compositeExtract(array, {uint32_t(v)}));
    return e;
  };
  auto construct = [&](Type t, std::span<Value* const> e) {
    return b.op(Op::CompositeConstruct, t, e)->result();
  };

  switch (k) {
  case OpKind::CooperativeMatrixConstruct: {
    CoopmatrixType rt = coopType(op->result());
    Type t = convertType(rt);
    if (!t) return fail("cooperative_matrix_construct of " + typeToString(rt));
    std::vector<Value*> e(size_t(CoopLayout(rt, sg).length()),
                          value(CooperativeMatrixConstructOp(op).value()));
    map(op->result(), construct(t, e));
    return true;
  }
  case OpKind::CooperativeMatrixExtract:
  case OpKind::CooperativeMatrixInsert: {
    const bool insert = k == OpKind::CooperativeMatrixInsert;
    Value* m =
        insert ? CooperativeMatrixInsertOp(op).matrix() : CooperativeMatrixExtractOp(op).matrix();
    const int64_t index =
        insert ? CooperativeMatrixInsertOp(op).index() : CooperativeMatrixExtractOp(op).index();
    const int64_t length = CoopLayout(coopType(m), sg).length();
    if (index < 0 || index >= length) {
      error(op, "index " + std::to_string(index) + " is out of range: the work-item vector of " +
                    typeToString(m->type()) + " has " + std::to_string(length) +
                    " entries in a subgroup of " + std::to_string(sg));
      Type t = convertType(op->result()->type());
      map(op->result(), undef(t ? t : b.i32()));
      return true;
    }
    if (!insert) {
      map(op->result(), b.compositeExtract(value(m), {uint32_t(index)}));
      return true;
    }
    Value* operands[] = {value(CooperativeMatrixInsertOp(op).value()), value(m)};
    Attribute idx[] = {b.i32Attr(int32_t(index))};
    NamedAttribute attrs[] = {
        b.named(CompositeInsertOp::indexesAttrName(), ArrayAttr::get(b.context(), idx))};
    map(op->result(), b.op(Op::CompositeInsert, value(m)->type(), operands, attrs)->result());
    return true;
  }
  case OpKind::CooperativeMatrixScale: {
    CoopmatrixType rt = coopType(op->result());
    Type t = convertType(rt);
    if (!t) return fail("cooperative_matrix_scale of " + typeToString(rt));
    CooperativeMatrixScaleOp scale(op);
    Value* alpha = value(scale.factor());
    std::vector<Value*> e = entries(value(scale.matrix()), CoopLayout(rt, sg).length());
    for (Value*& x : e) x = coopMul(alpha, x, rt.componentType());
    map(op->result(), construct(t, e));
    return true;
  }
  case OpKind::CooperativeMatrixApply: {
    CoopmatrixType rt = coopType(op->result());
    Type t = convertType(rt);
    if (!t) return fail("cooperative_matrix_apply of " + typeToString(rt));
    const CoopLayout layout(rt, sg);
    CoopEntries entriesOf(b, layout);
    Block* body = op->region(0).front();
    std::vector<Value*> e = entries(value(CooperativeMatrixApplyOp(op).matrix()), layout.length());
    Type et = t.cast<ArrayType>().elementType();
    for (int64_t v = 0; v < layout.length(); ++v) {
      CoopEntry at = entriesOf.at(v);
      auto run = [&]() -> std::vector<Value*> {
        map(body->argument(0), intTo(at.row, b.i32()));
        map(body->argument(1), intTo(at.col, b.i32()));
        map(body->argument(2), e[size_t(v)]);
        std::vector<Value*> y = convertBlock(body);
        return {y.empty() ? e[size_t(v)] : y[0]};
      };
      // Padding entries do not run the region (it may index memory with the
      // row and column).
      Type types[] = {et};
      e[size_t(v)] = at.valid
                         ? b.ifThenElse(at.valid, types, run,
                                        [&]() -> std::vector<Value*> { return {e[size_t(v)]}; })[0]
                         : run()[0];
    }
    map(op->result(), construct(t, e));
    return true;
  }
  default:
    break;
  }
  if (!named) return convertCoopmatrixElementwise(op);
  return fail(std::string(instructionName(k)));
}

bool Converter::convertCoopmatrixElementwise(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  CoopmatrixType rt = op->result()->type().cast<CoopmatrixType>();
  const CoopLayout layout(rt, *sgSize_);
  Type arrayType = convertType(rt);
  if (!arrayType) {
    unsupported(op, std::string(instructionName(k)) + " on " + typeToString(rt));
    map(op->result(), undef(b.i32()));
    return true;
  }
  // The coopmatrix operands, mapped to one entry at a time while the scalar
  // conversion runs with componentwise_ set.
  std::vector<std::pair<Value*, Value*>> arrays;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Value* o = op->operand(i);
    if (!o->type().isa<CoopmatrixType>()) continue;
    if (std::none_of(arrays.begin(), arrays.end(), [&](auto& a) { return a.first == o; }))
      arrays.emplace_back(o, value(o));
  }
  // An integer division must not divide by a padding entry (0 after a load).
  const bool intDivision =
      (k == OpKind::Div || k == OpKind::Rem) && isIntegerType(rt.componentType());
  const bool before = failed_;
  std::vector<Value*> entries;
  const int64_t n = k == OpKind::Constant ? 1 : layout.length();
  CoopEntries entriesOf(b, layout);
  for (int64_t v = 0; v < n && failed_ == before; ++v) {
    for (auto& [tensorValue, array] : arrays)
      map(tensorValue, b.compositeExtract(array, {uint32_t(v)}));
    if (intDivision && layout.maybePadding(v)) {
      CoopEntry at = entriesOf.at(v);
      Value* divisor = ArithBinaryInterface(op).b();
      Value* y = value(divisor);
      map(divisor,
          b.op(Op::Select, y->type(), {at.valid, y, b.constantInt(y->type(), 1)})->result());
    }
    componentwise_ = true;
    const bool handled = convertComplexOp(op) || convertScalarOp(op);
    componentwise_ = false;
    if (!handled) unsupported(op, std::string(instructionName(k)) + " on " + typeToString(rt));
    Value* e = value(op->result());
    if (isBf16Type(rt.componentType())) e = roundBf16(e);
    entries.push_back(e);
  }
  for (auto& [tensorValue, array] : arrays) map(tensorValue, array);
  if (failed_ != before) {
    map(op->result(), undef(arrayType));
    return true;
  }
  if (k == OpKind::Constant) entries.resize(size_t(layout.length()), entries[0]);
  map(op->result(), b.op(Op::CompositeConstruct, arrayType, entries)->result());
  return true;
}

// --- entry arithmetic shared by scale and mul_add ------------------------------------------

Value* Converter::coopMul(Value* x, Value* y, Type component) {
  KernelBuilder& b = kb_;
  if (isComplexType(component)) {
    auto part = [&](Value* z, uint32_t i) { return b.compositeExtract(z, {i}); };
    Value *a = part(x, 0), *bb = part(x, 1), *c = part(y, 0), *d = part(y, 1);
    Value* re = b.binary(Op::FSub, b.binary(Op::FMul, a, c), b.binary(Op::FMul, bb, d));
    Value* im = b.binary(Op::FAdd, b.binary(Op::FMul, a, d), b.binary(Op::FMul, bb, c));
    return b.op(Op::CompositeConstruct, x->type(), {re, im})->result();
  }
  Value* r = b.binary(isFloatingType(component) ? Op::FMul : Op::IMul, x, y);
  return isBf16Type(component) ? roundBf16(r) : r;
}

Value* Converter::coopAdd(Value* x, Value* y, Type component) {
  Value* r = kb_.binary(isIntegerType(component) ? Op::IAdd : Op::FAdd, x, y);
  return isBf16Type(component) ? roundBf16(r) : r;
}

Value* Converter::coopCast(Value* x, Type from, Type to) {
  KernelBuilder& b = kb_;
  Type ft = convertType(from), tt = convertType(to);
  Value* r = x;
  if (auto tv = tt.dyn_cast<VectorType>()) {
    Type part = tv.elementType();
    if (ft.isa<VectorType>()) {
      r = ft == tt ? x : b.op(Op::FConvert, tt, {x})->result();
    } else {
      Value* re = ft.isFloat() ? (ft == part ? x : b.op(Op::FConvert, part, {x})->result())
                               : b.op(Op::ConvertSToF, part, {x})->result();
      r = b.op(Op::CompositeConstruct, tt, {re, b.constantFloat(part, 0.0)})->result();
    }
    return r;
  }
  if (ft != tt) {
    if (ft.isInteger() && tt.isInteger())
      r = intTo(x, tt);
    else if (ft.isFloat() && tt.isFloat())
      r = b.op(Op::FConvert, tt, {x})->result();
    else if (ft.isInteger())
      r = b.op(Op::ConvertSToF, tt, {x})->result();
    else
      r = b.op(Op::ConvertFToS, tt, {x})->result();
  }
  return isBf16Type(to) && !isBf16Type(from) ? roundBf16(r) : r;
}

} // namespace spvkit::tensor
