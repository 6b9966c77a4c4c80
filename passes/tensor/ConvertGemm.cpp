// gemm, gemv and ger: C := alpha op(A) op(B) + beta C as register tiles.
//
// gemv is a gemm with one column (b is a K x 1 matrix), ger one with K = 1
// (a is M x 1, b^T is 1 x N). C is cut into tiles of MR consecutive rows x NB
// columns; each tile is one task of the work-group (LinalgEmitter.h), its MR x
// NB accumulators live in registers, and the k loop is innermost: per k, MR
// entries of op(A) and NB entries of op(B) are loaded once and give MR x NB
// multiply-adds. The rows that do not fill a tile of MR rows and the columns
// that do not fill NB columns are done by tiles of one row / one column, so
// every shape is covered; a static shape removes the empty parts at compile
// time and makes the address arithmetic constant.
//
// MR is 1 when the kernel has a subgroup size (SIMD GPUs: neighbouring
// work-items take neighbouring rows, so loads of a column are coalesced), and
// a vector's worth of rows (64 bytes of the compute type, at most 16)
// otherwise: on CPU devices (PoCL) a work-item runs as scalar code unless its
// body has no loops, and MR contiguous rows let the device compiler's SLP
// vectorizer turn the MR loads and multiply-adds into vector instructions.
// Operands with a non-unit first stride or a transpose are correct on the same
// path (the loads are then strided).
#include "passes/tensor/LinalgEmitter.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

MatrixView transposed(MatrixView v) {
  std::swap(v.rows, v.cols), std::swap(v.staticRows, v.staticCols);
  std::swap(v.rowStride, v.colStride), std::swap(v.staticRowStride, v.staticColStride);
  return v;
}

class GemmLowering {
public:
  GemmLowering(LinalgEmitter& e, const MatrixView& A, const MatrixView& B, const MatrixView& C)
      : e_(e), b_(e.b()), A_(A), B_(B), C_(C) {}

  void emit(int64_t mr, int64_t nb) {
    Converter& c = e_.converter();
    Value* M = C_.rows;
    Value* N = C_.cols;
    const int64_t sM = C_.staticRows, sN = C_.staticCols;
    // Mf / Nf: the rows / columns covered by full tiles.
    // A size whose known divisor (static size, shape_gcd) is a multiple of
    // the tile needs no remainder code.
    auto full = [&](Value* n, int64_t sn, int64_t gcd, int64_t block, int64_t& sOut) -> Value* {
      if (block == 1 || gcd % block == 0) return sOut = sn, n;
      if (sn != kDynamic) return sOut = sn - sn % block, c.constI64(sOut);
      sOut = kDynamic;
      return b_.binary(Op::ISub, n, b_.binary(Op::SRem, n, c.constI64(block)));
    };
    int64_t sMf, sNf;
    Value* Mf = full(M, sM, C_.rowsGcd, mr, sMf);
    Value* Nf = full(N, sN, C_.colsGcd, nb, sNf);
    Value* zero = c.constI64(0);
    region(zero, 0, Mf, sMf, mr, zero, 0, Nf, sNf, nb);
    if (nb > 1 && Nf != N) region(zero, 0, Mf, sMf, mr, Nf, sNf, N, sN, 1);
    if (mr > 1 && Mf != M) {
      region(Mf, sMf, M, sM, 1, zero, 0, Nf, sNf, nb);
      if (nb > 1 && Nf != N) region(Mf, sMf, M, sM, 1, Nf, sNf, N, sN, 1);
    }
  }

private:
  /// Rows [r0, r1) x columns [c0, c1) in tiles of mr x nb (which divide the
  /// extents).
  void region(Value* r0, int64_t sr0, Value* r1, int64_t sr1, int64_t mr, Value* c0, int64_t sc0,
              Value* c1, int64_t sc1, int64_t nb) {
    Converter& c = e_.converter();
    auto extent = [&](Value* lo, int64_t slo, Value* hi, int64_t shi, int64_t block,
                      int64_t& sOut) -> Value* {
      if (slo != kDynamic && shi != kDynamic) return sOut = (shi - slo) / block, c.constI64(sOut);
      sOut = kDynamic;
      Value* d = slo == 0 ? hi : b_.binary(Op::ISub, hi, lo);
      return block == 1 ? d : b_.binary(Op::SDiv, d, c.constI64(block));
    };
    int64_t sRowTiles, sColTiles;
    Value* rowTiles = extent(r0, sr0, r1, sr1, mr, sRowTiles);
    Value* colTiles = extent(c0, sc0, c1, sc1, nb, sColTiles);
    if (sRowTiles == 0 || sColTiles == 0) return; // statically empty
    int64_t sTasks;
    Value* tasks = e_.mulI64(rowTiles, sRowTiles, colTiles, sColTiles, &sTasks);
    e_.forEachTask(tasks, [&](Value* t) {
      // Neighbouring tasks take neighbouring row tiles.
      Value *ti = t, *tj = zero64();
      if (sRowTiles == 1) {
        ti = zero64(), tj = t;
      } else if (sColTiles != 1) {
        ti = b_.binary(Op::SRem, t, rowTiles);
        tj = b_.binary(Op::SDiv, t, rowTiles);
      }
      Value* m = mr == 1 ? ti : b_.binary(Op::IMul, ti, c.constI64(mr));
      Value* n = nb == 1 ? tj : b_.binary(Op::IMul, tj, c.constI64(nb));
      if (sr0 != 0) m = b_.binary(Op::IAdd, m, r0);
      if (sc0 != 0) n = b_.binary(Op::IAdd, n, c0);
      tile(m, n, mr, nb);
    });
  }

  Value* zero64() { return e_.converter().constI64(0); }

  /// `p + i * stride` for a static i (no instruction for i = 0).
  Value* step(Value* p, int64_t i, Value* stride, int64_t staticStride) {
    if (i == 0) return p;
    Converter& c = e_.converter();
    Value* off = staticStride != kDynamic ? c.constI64(i * staticStride)
                                          : b_.binary(Op::IMul, stride, c.constI64(i));
    return b_.elementPtr(p, off);
  }

  /// One mr x nb tile of C at (m, n).
  void tile(Value* m, Value* n, int64_t mr, int64_t nb) {
    Converter& c = e_.converter();
    std::vector<Value*> init(size_t(mr * nb), e_.zero());
    Value* K = A_.cols;
    Value* ptrA0 = e_.elementPtr(A_, m, zero64()); // op(A)(m, 0)
    Value* ptrB0 = e_.elementPtr(B_, zero64(), n); // op(B)(0, n)
    std::vector<Value*> acc =
        b_.forLoop(zero64(), K, c.constI64(1), init, [&](Value* k, std::span<Value* const> cur) {
          Value* pa = A_.staticColStride == 0
                          ? ptrA0
                          : b_.elementPtr(ptrA0, e_.offset(k, A_.colStride, A_.staticColStride));
          Value* pb = B_.staticRowStride == 0
                          ? ptrB0
                          : b_.elementPtr(ptrB0, e_.offset(k, B_.rowStride, B_.staticRowStride));
          std::vector<Value*> a(static_cast<size_t>(mr));
          std::vector<Value*> next(cur.begin(), cur.end());
          for (int64_t i = 0; i < mr; ++i)
            a[size_t(i)] = e_.loadPtr(A_, step(pa, i, A_.rowStride, A_.staticRowStride));
          for (int64_t j = 0; j < nb; ++j) {
            Value* bj = e_.loadPtr(B_, step(pb, j, B_.colStride, B_.staticColStride));
            for (int64_t i = 0; i < mr; ++i) {
              Value*& x = next[size_t(j * mr + i)];
              x = e_.add(x, e_.mul(a[size_t(i)], bj));
            }
          }
          return next;
        });
    Value* pc = e_.elementPtr(C_, m, n);
    for (int64_t j = 0; j < nb; ++j) {
      Value* pcj = step(pc, j, C_.colStride, C_.staticColStride);
      for (int64_t i = 0; i < mr; ++i)
        e_.updatePtr(C_, step(pcj, i, C_.rowStride, C_.staticRowStride), acc[size_t(j * mr + i)]);
    }
  }

  LinalgEmitter& e_;
  KernelBuilder& b_;
  MatrixView A_, B_, C_;
};

} // namespace

void lowerContraction(Converter& c, Operation* op) {
  LinalgEmitter e(c, op);
  const OpKind k = kindOf(op);
  MatrixView A, B, C;
  if (k == OpKind::Gemm) {
    A = e.view(1, op->hasAttr("trans_a"));
    B = e.view(2, op->hasAttr("trans_b"));
  } else if (k == OpKind::Gemv) {
    A = e.view(1, op->hasAttr("trans_a"));
    B = e.view(2); // K x 1
  } else {         // ger: a (M x 1) times b^T (1 x N)
    A = e.view(1);
    B = transposed(e.view(2));
  }
  C = e.view(4);
  if (!A.base || !B.base || !C.base || !e.spirvComputeType()) return;
  // Tile shape: see the file comment.
  int64_t mr = 1, nb = 4;
  if (!c.subgroupSize()) {
    unsigned bytes = scalarSize(e.computeType());
    mr = std::clamp<int64_t>(64 / int64_t(bytes ? bytes : 4), 1, 16);
  }
  if (C.staticCols != kDynamic && C.staticCols < nb) nb = 1;
  if (C.staticRows != kDynamic && C.staticRows < mr) mr = 1;
  GemmLowering(e, A, B, C).emit(mr, nb);
}

} // namespace spvkit::tensor
