// CoopLayout: how the generic lowering distributes a cooperative matrix over
// the work-items of a subgroup (private to passes/tensor; docs/coopmatrix.md
// is the user-facing description).
//
// A coopmatrix<T x M x N> in a subgroup of S work-items is the column-major
// sequence of its M N entries cut into pieces of S: entry v of lane p's
// work-item vector is A[L mod M, L div M] with L = p + v S, for
// v = 0 .. ceil(M N / S) - 1; positions L >= M N are padding. The layout does
// not depend on the matrix use, so a cast between uses moves no data. When S
// divides M (what mul_add and the reductions require), lane p holds rows
// p, p + S, ... of every column and entry v is row p + (v mod M/S) S of column
// v div (M/S); when M divides S, a lane holds one row of every (S/M)-th
// column. Consecutive lanes hold consecutive rows, so loads and stores of a
// column-major memref are coalesced.
#pragma once

#include "ir/spirv/KernelBuilder.h"
#include "ir/tensor/Types.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace spvkit::tensor {

struct CoopLayout {
  int64_t rows = 0, cols = 0, sg = 1;

  CoopLayout(CoopmatrixType t, int64_t subgroupSize)
      : rows(t.rows()), cols(t.columns()), sg(subgroupSize) {}
  /// The length of the work-item vector.
  int64_t length() const { return (rows * cols + sg - 1) / sg; }
  /// Whether entry v of some lane is padding.
  bool maybePadding(int64_t v) const { return (v + 1) * sg > rows * cols; }
  /// Lane and entry that hold A[i, j].
  std::pair<int64_t, int64_t> locate(int64_t i, int64_t j) const {
    const int64_t l = i + j * rows;
    return {l % sg, l / sg};
  }
  /// Rows per lane when S divides M.
  int64_t rowBlocks() const { return rows / sg; }
};

/// Where entry v of the calling work-item's vector is: row and column (i64)
/// and whether it is an entry at all (i1; null when it is for every lane).
struct CoopEntry {
  Value* row;
  Value* col;
  Value* valid;
};
/// The entries of one op's conversion. The lane id as i64 and the i64
/// constants are made once per op, at their first use, instead of once per
/// entry: cse merged the copies again (flash attention: ~200 of the ops the
/// conversion made), and the first one is where it stays, so the result is
/// the same. Call at() and constI64() only where the insertion point is the
/// op's own block (not inside a branch made for one entry), so what they
/// hand out dominates every later entry.
class CoopEntries {
public:
  CoopEntries(spirv::KernelBuilder& b, const CoopLayout& layout) : b_(b), l_(layout) {}
  CoopEntry at(int64_t v);
  Value* constI64(int64_t c);

private:
  Value* lane();

  spirv::KernelBuilder& b_;
  const CoopLayout& l_;
  Value* lane_ = nullptr;
  std::vector<std::pair<int64_t, Value*>> consts_;
};

/// Whether `func` has a value of coopmatrix type (it then needs a subgroup
/// size fixed at compile time).
bool usesCoopmatrix(Operation* func);

inline bool isBf16Type(Type t) {
  auto f = t.dyn_cast<FloatType>();
  return f && f.isBFloat();
}

/// Zero of a converted scalar type (integer, float or complex 2-vector).
Value* zeroOf(spirv::KernelBuilder& b, Type t);

} // namespace spvkit::tensor
