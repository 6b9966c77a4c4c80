// Collective linear algebra: the dispatch, and axpby, hadamard, sum and
// cumsum (gemm, gemv and ger are in ConvertGemm.cpp).
//
// Each instruction becomes uniform loops over tasks of the work-group
// (LinalgEmitter.h): axpby and hadamard one task per element of the result
// (neighbouring work-items take neighbouring rows); sum into a vector one
// task per row; sum into a scalar a partial sum per work-item, combined
// through workgroup memory by work-item 0; cumsum one task per line along the
// summation mode, summed in order.
#include "passes/tensor/LinalgEmitter.h"

namespace spvkit::tensor {

using namespace spirv;

void lowerContraction(Converter& c, Operation* op); // ConvertGemm.cpp

namespace {

/// `base + offset` elements; a null offset (a static stride 0) is none.
Value* advance(KernelBuilder& b, Value* base, Value* offset) {
  return offset ? b.elementPtr(base, offset) : base;
}

/// Runs `body(i, j)` for every element of the rows x cols matrix `out`.
void forEachElement(LinalgEmitter& e, const MatrixView& out,
                    const std::function<void(Value* i, Value* j)>& body) {
  KernelBuilder& b = e.b();
  Converter& c = e.converter();
  int64_t count;
  Value* n = e.mulI64(out.rows, out.staticRows, out.cols, out.staticCols, &count);
  if (count == 0) return;
  e.forEachTask(n, [&](Value* t) {
    if (out.staticCols == 1) return body(t, c.constI64(0));
    if (out.staticRows == 1) return body(c.constI64(0), t);
    body(b.binary(Op::SRem, t, out.rows), b.binary(Op::SDiv, t, out.rows));
  });
}

void lowerAxpby(Converter& c, Operation* op) {
  LinalgEmitter e(c, op);
  MatrixView A = e.view(1, op->hasAttr("trans_a"));
  MatrixView B = e.view(3);
  if (!A.base || !B.base || !e.spirvComputeType()) return;
  forEachElement(e, B, [&](Value* i, Value* j) { e.update(B, i, j, e.load(A, i, j)); });
}

void lowerHadamard(Converter& c, Operation* op) {
  LinalgEmitter e(c, op);
  MatrixView A = e.view(1), B = e.view(2), C = e.view(4);
  if (!A.base || !B.base || !C.base || !e.spirvComputeType()) return;
  forEachElement(e, C, [&](Value* i, Value* j) {
    e.update(C, i, j, e.mul(e.load(A, i, j), e.load(B, i, j)));
  });
}

void lowerSum(Converter& c, Operation* op) {
  LinalgEmitter e(c, op);
  KernelBuilder& b = e.b();
  MatrixView A = e.view(1, op->hasAttr("trans_a"));
  MatrixView B = e.view(3);
  if (!A.base || !B.base || !e.spirvComputeType()) return;
  Value* zero = c.constI64(0);
  Value* one = c.constI64(1);
  Value* init[] = {e.zero()};
  if (c.memref(op->operand(3))->type.order() == 1) {
    // b(i) = alpha * sum_j op(A)(i, j) + beta b(i): one task per row.
    e.forEachTask(B.rows, [&](Value* i) {
      Value* s = b.forLoop(zero, A.cols, one, init, [&](Value* j, std::span<Value* const> acc) {
        return std::vector<Value*>{e.add(acc[0], e.load(A, i, j))};
      })[0];
      e.update(B, i, zero, s);
    });
    return;
  }
  // Scalar result: partial sums of work-items, combined by work-item 0.
  const int64_t n = e.numWorkItems();
  Value* lid = e.linearId();
  Value* partial =
      b.forLoop(lid, A.rows, c.constI64(n), init, [&](Value* i, std::span<Value* const> acc) {
        return std::vector<Value*>{e.add(acc[0], e.load(A, i, zero))};
      })[0];
  Value* scratch = b.workgroupMemory(e.spirvComputeType(), uint32_t(n), "sum");
  b.store(b.elementPtr(scratch, lid), partial);
  b.barrier(MemoryFence::Workgroup);
  b.ifThen(b.op(Op::IEqual, b.i1(), {lid, zero})->result(), [&] {
    Value* s =
        b.forLoop(zero, c.constI64(n), one, init, [&](Value* i, std::span<Value* const> acc) {
          return std::vector<Value*>{e.add(acc[0], b.load(b.elementPtr(scratch, i)))};
        })[0];
    e.update(B, zero, zero, s);
  });
  // The scratch memory is reused when the instruction runs again (in a loop).
  b.barrier(MemoryFence::Workgroup);
}

void lowerCumsum(Converter& c, Operation* op) {
  LinalgEmitter e(c, op);
  KernelBuilder& b = e.b();
  MemrefDesc* A = c.memref(op->operand(1));
  MemrefDesc* B = c.memref(op->operand(3));
  if (!A || !B || !e.spirvComputeType()) {
    c.unsupported(op, "cumsum on these operands");
    return;
  }
  const int64_t mode = op->attr("mode").cast<IntegerAttr>().value();
  const unsigned order = A->type.order();
  // Lines: the product of the other modes' sizes.
  Value* lines = c.constI64(1);
  int64_t sLines = 1;
  for (unsigned d = 0; d < order; ++d)
    if (int64_t(d) != mode) lines = e.mulI64(lines, sLines, A->shape[d], A->type.dim(d), &sLines);
  if (sLines == 0) return;
  MatrixView av, bv; // element types and bases for loads / updates
  av.element = A->type.elementType();
  bv.element = B->type.elementType();
  Value* zero = c.constI64(0);
  e.forEachTask(lines, [&](Value* t) {
    // Decode t into the indices of the other modes (first mode fastest).
    Value* rest = t;
    Value *offA = zero, *offB = zero;
    for (unsigned d = 0; d < order; ++d) {
      if (int64_t(d) == mode) continue;
      Value* idx = rest;
      if (A->type.dim(d) != 1) {
        idx = b.binary(Op::SRem, rest, A->shape[d]);
        rest = b.binary(Op::SDiv, rest, A->shape[d]);
      } else {
        idx = zero;
      }
      if (Value* o = e.offset(idx, A->strides[d], A->type.stride(d)))
        offA = b.binary(Op::IAdd, offA, o);
      if (Value* o = e.offset(idx, B->strides[d], B->type.stride(d)))
        offB = b.binary(Op::IAdd, offB, o);
    }
    av.base = b.elementPtr(A->base, offA);
    bv.base = b.elementPtr(B->base, offB);
    Value* init[] = {e.zero()};
    b.forLoop(zero, A->shape[size_t(mode)], c.constI64(1), init,
              [&](Value* j, std::span<Value* const> acc) {
                Value* pa =
                    advance(b, av.base,
                            e.offset(j, A->strides[size_t(mode)], A->type.stride(unsigned(mode))));
                Value* s = e.add(acc[0], e.loadPtr(av, pa));
                Value* pb =
                    advance(b, bv.base,
                            e.offset(j, B->strides[size_t(mode)], B->type.stride(unsigned(mode))));
                e.updatePtr(bv, pb, s);
                return std::vector<Value*>{s};
              });
  });
}

} // namespace

bool Converter::convertLinalgOp(Operation* op) {
  switch (kindOf(op)) {
  case OpKind::Gemm:
  case OpKind::Gemv:
  case OpKind::Ger:
    lowerContraction(*this, op);
    return true;
  case OpKind::Axpby:
    lowerAxpby(*this, op);
    return true;
  case OpKind::Hadamard:
    lowerHadamard(*this, op);
    return true;
  case OpKind::Sum:
    lowerSum(*this, op);
    return true;
  case OpKind::Cumsum:
    lowerCumsum(*this, op);
    return true;
  default:
    return false;
  }
}

} // namespace spvkit::tensor
