// gemm, gemv and ger: C := alpha op(A) op(B) + beta C as register tiles.
//
// gemv is a gemm with one column (b is a K x 1 matrix), ger one with K = 1
// (a is M x 1, b^T is 1 x N). C is cut into tiles of MR consecutive rows x NB
// columns; each tile is one task of the work-group, its MR x NB accumulators
// are the values a `for` loop over k carries, and the k loop is innermost:
// per k, MR entries of op(A) and NB entries of op(B) are loaded once and give
// MR x NB multiply-adds. The rows of op(A) and the columns of op(B) a tile
// reads are one-mode subviews made before the k loop, so the loop only steps
// along them. The rows that do not fill a tile of MR rows and the columns
// that do not fill NB columns are done by tiles of one row / one column, so
// every shape is covered; a static shape (or a `shape_gcd`) removes the empty
// parts at compile time.
//
// MR is 1 when the kernel has a subgroup size (SIMD GPUs: neighbouring
// work-items take neighbouring rows, so loads of a column are coalesced) and
// C has fewer than 64 rows (or a dynamic number) or K is 1, and a vector's worth of
// rows (64 bytes of the compute type, at most 16) otherwise: on CPU devices (PoCL) a work-item runs
// as scalar code unless its body has no loops, and MR contiguous rows let the device compiler's SLP
// vectorizer turn the MR loads and multiply-adds into vector instructions.
#include "passes/tensor/LinalgLowering.h"

#include <algorithm>

namespace spvkit::tensor {

namespace {

bool sameIndex(Value* a, Value* b) {
  if (a == b) return true;
  auto ca = TensorBuilder::intConstant(a), cb = TensorBuilder::intConstant(b);
  return ca && cb && *ca == *cb;
}

class GemmLowering {
public:
  GemmLowering(LinalgLowering& l, const MatrixView& A, const MatrixView& B, const MatrixView& C)
      : l_(l), b_(l.b()), A_(A), B_(B), C_(C) {}

  void emit(int64_t mr, int64_t nb) {
    Value* M = C_.rows;
    Value* N = C_.cols;
    // Mf / Nf: the rows / columns covered by full tiles. A size whose known
    // divisor (static size, shape_gcd) is a multiple of the tile needs no
    // remainder code.
    auto full = [&](Value* n, int64_t gcd, int64_t block) -> Value* {
      if (block == 1 || gcd % block == 0) return n;
      return b_.sub(n, b_.rem(n, b_.constIndex(block)));
    };
    Value* Mf = full(M, C_.rowsGcd, mr);
    Value* Nf = full(N, C_.colsGcd, nb);
    Value* zero = b_.constIndex(0);
    region(zero, Mf, mr, zero, Nf, nb);
    if (nb > 1 && !sameIndex(Nf, N)) region(zero, Mf, mr, Nf, N, 1);
    if (mr > 1 && !sameIndex(Mf, M)) {
      region(Mf, M, 1, zero, Nf, nb);
      if (nb > 1 && !sameIndex(Nf, N)) region(Mf, M, 1, Nf, N, 1);
    }
  }

private:
  /// Rows [r0, r1) x columns [c0, c1) in tiles of mr x nb (which divide the
  /// extents).
  void region(Value* r0, Value* r1, int64_t mr, Value* c0, Value* c1, int64_t nb) {
    Value* rowTiles = b_.div(b_.sub(r1, r0), b_.constIndex(mr));
    Value* colTiles = b_.div(b_.sub(c1, c0), b_.constIndex(nb));
    if (TensorBuilder::intConstant(rowTiles) == 0 || TensorBuilder::intConstant(colTiles) == 0)
      return; // statically empty
    Value* tasks = b_.mul(rowTiles, colTiles);
    l_.forEachTask(tasks, [&](Value* t) {
      // Neighbouring tasks take neighbouring row tiles.
      Value *ti = t, *tj = b_.constIndex(0);
      if (TensorBuilder::intConstant(rowTiles) == 1) {
        ti = b_.constIndex(0), tj = t;
      } else if (TensorBuilder::intConstant(colTiles) != 1) {
        ti = b_.rem(t, rowTiles);
        tj = b_.div(t, rowTiles);
      }
      Value* m = b_.add(b_.mul(ti, b_.constIndex(mr)), r0);
      Value* n = b_.add(b_.mul(tj, b_.constIndex(nb)), c0);
      tile(m, n, mr, nb);
    });
  }

  /// One mr x nb tile of C at (m, n).
  void tile(Value* m, Value* n, int64_t mr, int64_t nb) {
    std::vector<Value*> init(size_t(mr * nb), l_.zero());
    // Row m + i of op(A) and column n + j of op(B), along k (from the
    // mr x K block of op(A) and the K x nb block of op(B)).
    Value* K = A_.cols;
    MatrixView a = mr > 1 ? l_.block(A_, m, b_.constIndex(0), b_.constIndex(mr), K) : A_;
    MatrixView bt = nb > 1 ? l_.block(B_, b_.constIndex(0), n, K, b_.constIndex(nb)) : B_;
    std::vector<Value*> rowsA, colsB;
    for (int64_t i = 0; i < mr; ++i) rowsA.push_back(l_.rowLine(a, mr > 1 ? b_.constIndex(i) : m));
    for (int64_t j = 0; j < nb; ++j)
      colsB.push_back(l_.columnLine(bt, nb > 1 ? b_.constIndex(j) : n));
    auto step = [&](Value* k, std::span<Value* const> cur) {
      Value* idx[] = {k};
      std::vector<Value*> a(static_cast<size_t>(mr));
      std::vector<Value*> next(cur.begin(), cur.end());
      for (int64_t i = 0; i < mr; ++i) a[size_t(i)] = l_.load(rowsA[size_t(i)], idx);
      for (int64_t j = 0; j < nb; ++j) {
        Value* bj = l_.load(colsB[size_t(j)], idx);
        for (int64_t i = 0; i < mr; ++i) {
          Value*& x = next[size_t(j * mr + i)];
          x = l_.add(x, l_.mul(a[size_t(i)], bj));
        }
      }
      return next;
    };
    // K = 1 (ger): the one step without a loop, whose mr x nb carried
    // accumulators would each become a phi.
    std::vector<Value*> acc = TensorBuilder::intConstant(K) == 1
                                  ? step(b_.constIndex(0), init)
                                  : b_.forLoop(b_.constIndex(0), K, nullptr, init, step);
    // Column j of the mr x nb block of C, row i of it.
    const bool blocked = mr * nb > 1;
    MatrixView c = blocked ? l_.block(C_, m, n, b_.constIndex(mr), b_.constIndex(nb)) : C_;
    for (int64_t j = 0; j < nb; ++j) {
      Value* column = l_.columnLine(c, blocked ? b_.constIndex(j) : n);
      for (int64_t i = 0; i < mr; ++i) {
        Value* idx[] = {blocked ? b_.constIndex(i) : m};
        l_.update(column, idx, acc[size_t(j * mr + i)]);
      }
    }
  }

  LinalgLowering& l_;
  TensorBuilder& b_;
  MatrixView A_, B_, C_;
};

} // namespace

void lowerContraction(LinalgLowering& l) {
  Operation* op = l.op();
  MatrixView A, B, C;
  if (auto gemm = dyn_cast<GemmOp>(op)) {
    A = l.view(gemm.a(), gemm.transA());
    B = l.view(gemm.b(), gemm.transB());
    C = l.view(gemm.c());
  } else if (auto gemv = dyn_cast<GemvOp>(op)) {
    A = l.view(gemv.a(), gemv.transA());
    B = l.view(gemv.b()); // K x 1
    C = l.view(gemv.c());
  } else { // ger: a (M x 1) times b^T (1 x N)
    GerOp ger(op);
    A = l.view(ger.a());
    B = LinalgLowering::transposed(l.view(ger.b()));
    C = l.view(ger.c());
  }
  // Tile shape: see the file comment.
  int64_t mr = 1, nb = 4;
  auto staticCols = TensorBuilder::intConstant(C.cols);
  auto staticRows = TensorBuilder::intConstant(C.rows);
  // With a subgroup size, MR = 1 only while C has fewer than 64 (static)
  // rows: measured on an H100 (docs/performance.md), one row per work-item
  // was 1.2x-2.8x faster for 16^3-48^3, and 16-row tiles, with 2.5x fewer
  // loads per multiply-add, 1.5x-3.5x faster for 64^3-128^3.
  // With K = 1 (ger) a tile has nothing to reuse along k (each entry of C
  // is read and written once), so SIMD GPUs keep one row per work-item there
  // for coalesced accesses to C.
  const bool reusesAlongK = TensorBuilder::intConstant(A.cols) != 1;
  if (!l.facts().fixedSubgroupSize || (staticRows && *staticRows >= 64 && reusesAlongK)) {
    unsigned bytes = scalarSize(l.outputElement());
    mr = std::clamp<int64_t>(64 / int64_t(bytes ? bytes : 4), 1, 16);
  }
  if (staticCols && *staticCols < nb) nb = 1;
  if (staticRows && *staticRows < mr) mr = 1;
  GemmLowering(l, A, B, C).emit(mr, nb);
}

} // namespace spvkit::tensor
