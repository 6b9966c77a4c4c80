// The kernels of kernels/linalg.tl (gemv, ger, hadamard, axpby, sum, cumsum,
// .atomic, foreach_tile offsets) and the view / atomic kernels of kernels/gemm.tl on the test
// device against host references (part of linalg_device_test).
#include "device_support.h"

#include <array>
#include <cmath>
#include <complex>
#include <cstdio>
#include <functional>
#include <limits>
#include <string>
#include <vector>

using namespace device_test;

namespace {

/// Multiples of 1/8 in [-2, 2] (exact sums in f32 for these sizes).
std::vector<double> numbers(size_t n, uint64_t seed) {
  std::vector<double> v(n);
  for (auto& x : v) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    x = double(int64_t((seed >> 33) % 33) - 16) / 8.0;
  }
  return v;
}

template <class T>
std::vector<T> as(const std::vector<double>& v) {
  return std::vector<T>(v.begin(), v.end());
}

struct Ops {
  Device& dev;
  const Program& prog;

  std::optional<Kernel> kernel(const std::string& name) {
    auto k = prog.kernel(name);
    if (!check(bool(k), name + " kernel")) return std::nullopt;
    return std::move(*k);
  }
  bool run(const std::string& name, const std::vector<Arg>& args, size_t groups = 1) {
    auto k = kernel(name);
    return k && KernelRunner{dev}.launch(*k, args, groups, name);
  }
  template <class T>
  Buffer buf(const std::vector<T>& v) {
    return dev.createBuffer(std::span<const T>(v)).value();
  }
  /// Compares `got` with `want` (relative 1e-5); reports the count.
  template <class T>
  void expect(const std::string& what, const Buffer& b, const std::vector<T>& want) {
    auto got = dev.readVector<T>(b, want.size()).value();
    size_t wrong = 0;
    for (size_t i = 0; i < want.size(); ++i) {
      double scale = std::max(1.0, double(std::abs(want[i])));
      wrong += !(double(std::abs(got[i] - want[i])) <= 1e-5 * scale);
    }
    check(wrong == 0, what + " (" + std::to_string(want.size()) + " entries, " +
                          std::to_string(wrong) + " wrong)");
  }
};

void gemvGerHadamard(Ops& o) {
  for (int64_t m : {1, 7, 100}) {
    for (int64_t n : {1, 33, 257}) {
      std::string shape = std::to_string(m) + "x" + std::to_string(n);
      // gemv: c = 1.5 A b - 0.5 c with lda = m + 3.
      int64_t lda = m + 3;
      auto A = as<float>(numbers(size_t(lda * n), 1)), b = as<float>(numbers(size_t(n), 2)),
           c = as<float>(numbers(size_t(m), 3));
      Buffer dA = o.buf(A), db = o.buf(b), dc = o.buf(c);
      if (o.run("gemv_n", {1.5f, memref(mt("memref<f32x?x?,strided<1,?>>"), dA, {m, n}, {1, lda}),
                           memref(mt("memref<f32x?>"), db, {n}), -0.5f,
                           memref(mt("memref<f32x?>"), dc, {m})})) {
        std::vector<float> want(static_cast<size_t>(m));
        for (int64_t i = 0; i < m; ++i) {
          double s = 0;
          for (int64_t j = 0; j < n; ++j) s += double(A[size_t(i + j * lda)]) * b[size_t(j)];
          want[size_t(i)] = float(1.5 * s - 0.5 * c[size_t(i)]);
        }
        o.expect("gemv " + shape, dc, want);
      }
      // gemv.t: c = -A^T b (beta = 0 with NaN in c).
      auto At = numbers(size_t(m * n), 4), bt = numbers(size_t(m), 5);
      std::vector<double> ct(size_t(n), std::numeric_limits<double>::quiet_NaN());
      Buffer dAt = o.buf(At), dbt = o.buf(bt), dct = o.buf(ct);
      if (o.run("gemv_t", {-1.0, memref(mt("memref<f64x?x?>"), dAt, {m, n}),
                           memref(mt("memref<f64x?>"), dbt, {m}), 0.0,
                           memref(mt("memref<f64x?>"), dct, {n})})) {
        std::vector<double> want(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) {
          double s = 0;
          for (int64_t i = 0; i < m; ++i) s += At[size_t(i + j * m)] * bt[size_t(i)];
          want[size_t(j)] = -s;
        }
        o.expect("gemv.t " + shape + " (beta 0, NaN c)", dct, want);
      }
      // ger on c32 with ldc = m + 1.
      using C = std::complex<float>;
      auto re = numbers(size_t(m + n + (m + 1) * n) * 2, 6);
      std::vector<C> a(static_cast<size_t>(m)), bb(static_cast<size_t>(n)),
          Cm(static_cast<size_t>((m + 1) * n));
      size_t p = 0;
      for (auto& x : a) x = C(float(re[p]), float(re[p + 1])), p += 2;
      for (auto& x : bb) x = C(float(re[p]), float(re[p + 1])), p += 2;
      for (auto& x : Cm) x = C(float(re[p]), float(re[p + 1])), p += 2;
      Buffer da = o.buf(a), dbb = o.buf(bb), dC = o.buf(Cm);
      const C alpha(0.5f, -1.0f), beta(2.0f, 0.25f);
      if (o.run("ger",
                {alpha, memref(mt("memref<c32x?>"), da, {m}), memref(mt("memref<c32x?>"), dbb, {n}),
                 beta, memref(mt("memref<c32x?x?,strided<1,?>>"), dC, {m, n}, {1, m + 1})})) {
        std::vector<C> want = Cm;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < m; ++i) {
            auto& w = want[size_t(i + j * (m + 1))];
            w = C(std::complex<double>(alpha) * std::complex<double>(a[size_t(i)]) *
                      std::complex<double>(bb[size_t(j)]) +
                  std::complex<double>(beta) * std::complex<double>(w));
          }
        o.expect("ger c32 " + shape, dC, want);
      }
      // hadamard on matrices.
      auto HA = as<float>(numbers(size_t(m * n), 7)), HB = as<float>(numbers(size_t(m * n), 8)),
           HC = as<float>(numbers(size_t(m * n), 9));
      Buffer dHA = o.buf(HA), dHB = o.buf(HB), dHC = o.buf(HC);
      auto t2 = mt("memref<f32x?x?>");
      if (o.run("hadamard2", {2.0f, memref(t2, dHA, {m, n}), memref(t2, dHB, {m, n}), 1.0f,
                              memref(t2, dHC, {m, n})})) {
        std::vector<float> want(HC.size());
        for (size_t i = 0; i < want.size(); ++i) want[i] = 2.0f * HA[i] * HB[i] + HC[i];
        o.expect("hadamard " + shape, dHC, want);
      }
    }
  }
  // hadamard on i32 vectors.
  const int64_t n = 1000;
  std::vector<int32_t> a(n), b(n), c(n);
  for (int64_t i = 0; i < n; ++i)
    a[size_t(i)] = int32_t(i % 17 - 8), b[size_t(i)] = int32_t(i % 5), c[size_t(i)] = int32_t(i);
  Buffer da = o.buf(a), db = o.buf(b), dc = o.buf(c);
  auto t1 = mt("memref<i32x?>");
  if (o.run("hadamard1", {int32_t(3), memref(t1, da, {n}), memref(t1, db, {n}), int32_t(-1),
                          memref(t1, dc, {n})})) {
    std::vector<int32_t> want(static_cast<size_t>(n));
    for (size_t i = 0; i < want.size(); ++i) want[i] = 3 * a[i] * b[i] - c[i];
    o.expect("hadamard i32 vectors", dc, want);
  }
}

void axpbySum(Ops& o) {
  // Order 0.
  std::vector<float> a0 = {1.5f}, b0 = {-2.0f};
  Buffer da0 = o.buf(a0), db0 = o.buf(b0);
  if (o.run("axpby0",
            {2.0f, memref(mt("memref<f32>"), da0, {}), 0.5f, memref(mt("memref<f32>"), db0, {})}))
    o.expect("axpby order 0", db0, std::vector<float>{2.0f});
  for (int64_t m : {1, 7, 300}) {
    for (int64_t n : {1, 2, 64}) {
      std::string shape = std::to_string(m) + "x" + std::to_string(n);
      // Order 2, transposed: B (n x m, ldb n + 2) = 1.5 A^T + 1 B.
      auto A = as<float>(numbers(size_t(m * n), 11)),
           B = as<float>(numbers(size_t((n + 2) * m), 12));
      Buffer dA = o.buf(A), dB = o.buf(B);
      if (o.run("axpby2t", {1.5f, memref(mt("memref<f32x?x?>"), dA, {m, n}), 1.0f,
                            memref(mt("memref<f32x?x?,strided<1,?>>"), dB, {n, m}, {1, n + 2})})) {
        std::vector<float> want = B;
        for (int64_t j = 0; j < m; ++j)
          for (int64_t i = 0; i < n; ++i)
            want[size_t(i + j * (n + 2))] =
                1.5f * A[size_t(j + i * m)] + B[size_t(i + j * (n + 2))];
        o.expect("axpby.t order 2 " + shape, dB, want);
      }
      // sum.t: b (n) = 0.5 sum_i A(i, :) - b.
      auto SA = as<float>(numbers(size_t(m * n), 13)), sb = as<float>(numbers(size_t(n), 14));
      Buffer dSA = o.buf(SA), dsb = o.buf(sb);
      if (o.run("sum_t", {0.5f, memref(mt("memref<f32x?x?>"), dSA, {m, n}), -1.0f,
                          memref(mt("memref<f32x?>"), dsb, {n})})) {
        std::vector<float> want(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) {
          double s = 0;
          for (int64_t i = 0; i < m; ++i) s += SA[size_t(i + j * m)];
          want[size_t(j)] = float(0.5 * s - sb[size_t(j)]);
        }
        o.expect("sum.t into a vector " + shape, dsb, want);
      }
    }
    // Order 1 axpby and the scalar sum over m elements.
    auto a = numbers(size_t(m), 15), b = numbers(size_t(m), 16);
    Buffer da = o.buf(a), db = o.buf(b);
    auto t1 = mt("memref<f64x?>");
    if (o.run("axpby1", {-1.0, memref(t1, da, {m}), 3.0, memref(t1, db, {m})})) {
      std::vector<double> want(static_cast<size_t>(m));
      for (size_t i = 0; i < want.size(); ++i) want[i] = -a[i] + 3.0 * b[i];
      o.expect("axpby order 1, " + std::to_string(m), db, want);
    }
    std::vector<double> s = {4.0};
    Buffer ds = o.buf(s);
    if (o.run("sum_scalar", {2.0, memref(t1, da, {m}), 0.5, memref(mt("memref<f64>"), ds, {})})) {
      double t = 0;
      for (double x : a) t += x;
      o.expect("sum into a scalar, " + std::to_string(m) + " elements", ds,
               std::vector<double>{2.0 * t + 2.0});
    }
  }
}

void cumsums(Ops& o) {
  const int64_t s0 = 7, s1 = 33, s2 = 5, total = s0 * s1 * s2;
  const int64_t shape[3] = {s0, s1, s2}, stride[3] = {1, s0, s0 * s1};
  auto A = as<float>(numbers(size_t(total), 21));
  auto t3 = mt("memref<f32x?x?x?>");
  for (int mode = 0; mode < 3; ++mode) {
    auto B = as<float>(numbers(size_t(total), 22 + uint64_t(mode)));
    Buffer dA = o.buf(A), dB = o.buf(B);
    std::string name = "cumsum" + std::to_string(mode);
    if (!o.run(name, {1.5f, memref(t3, dA, {s0, s1, s2}), -1.0f, memref(t3, dB, {s0, s1, s2})}))
      continue;
    std::vector<float> want(B.size());
    for (int64_t k = 0; k < s2; ++k)
      for (int64_t j = 0; j < s1; ++j)
        for (int64_t i = 0; i < s0; ++i) {
          int64_t idx[3] = {i, j, k};
          double s = 0;
          for (int64_t l = 0; l <= idx[mode]; ++l) {
            int64_t at[3] = {i, j, k};
            at[mode] = l;
            s += A[size_t(at[0] * stride[0] + at[1] * stride[1] + at[2] * stride[2])];
          }
          size_t p = size_t(i + j * s0 + k * s0 * s1);
          want[p] = float(1.5 * s - B[p]);
        }
    o.expect("cumsum mode " + std::to_string(mode) + " of 7x33x5", dB, want);
  }
  (void)shape;
  const int64_t n = 500;
  std::vector<int32_t> a(n), b(n, 7);
  for (int64_t i = 0; i < n; ++i) a[size_t(i)] = int32_t(i % 9 - 4);
  Buffer da = o.buf(a), db = o.buf(b);
  auto t1 = mt("memref<i32x?>");
  if (o.run("cumsum_v", {int32_t(2), memref(t1, da, {n}), int32_t(0), memref(t1, db, {n})})) {
    std::vector<int32_t> want(static_cast<size_t>(n));
    int32_t s = 0;
    for (int64_t i = 0; i < n; ++i) want[size_t(i)] = 2 * (s += a[size_t(i)]);
    o.expect("cumsum of an i32 vector (beta 0)", db, want);
  }
}

void atomics(Ops& o) {
  const int64_t n = 40;
  const size_t groups = 6;
  auto a = as<float>(numbers(size_t(n), 31));
  std::vector<float> s = {1.0f}, y(size_t(n), 0.5f), Y(size_t(n * n), -1.0f);
  Buffer da = o.buf(a), dA = o.buf(Y), ds = o.buf(s), dy = o.buf(y), dY = o.buf(Y);
  if (!o.run("atomics",
             {2.0f, memref(mt("memref<f32x?>"), da, {n}), memref(mt("memref<f32x?x?>"), dA, {n, n}),
              memref(mt("memref<f32>"), ds, {}), memref(mt("memref<f32x?>"), dy, {n}),
              memref(mt("memref<f32x?x?>"), dY, {n, n})},
             groups))
    return;
  const float g = float(groups);
  double t = 0;
  for (float x : a) t += x;
  o.expect("sum.atomic from 6 work-groups", ds, std::vector<float>{float(1.0 + g * 2.0 * t)});
  std::vector<float> wy(static_cast<size_t>(n)), wY(static_cast<size_t>(n * n));
  for (int64_t i = 0; i < n; ++i) wy[size_t(i)] = 0.5f + g * 2.0f * a[size_t(i)];
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      wY[size_t(i + j * n)] = -1.0f + g * 2.0f * a[size_t(i)] * a[size_t(j)];
  o.expect("axpby.atomic from 6 work-groups", dy, wy);
  o.expect("ger.atomic from 6 work-groups", dY, wY);
}

/// gemm_views and gemm_atomic of kernels/gemm.tl.
void gemmViews(Ops& o) {
  const int64_t m = 33, n = 16, k = 7;
  // A: (m + 5) x k, the view starts at row 3; B: k x n with strides (2, 2k + 1);
  // C: (m + 2) x (n + 3), the view starts at (1, 2).
  const int64_t lda = m + 5, ldc = m + 2, sb0 = 2, sb1 = 2 * k + 1;
  auto A = as<float>(numbers(size_t(lda * k), 41)), B = as<float>(numbers(size_t(sb1 * n), 42)),
       C = as<float>(numbers(size_t(ldc * (n + 3)), 43));
  Buffer dA = o.buf(A), dB = o.buf(B), dC = o.buf(C);
  if (o.run("gemm_views", {1.5f, memref(mt("memref<f32x?x?>"), dA, {lda, k}),
                           memref(mt("memref<f32x?x?,strided<?,?>>"), dB, {k, n}, {sb0, sb1}),
                           -1.0f, memref(mt("memref<f32x?x?>"), dC, {ldc, n + 3}),
                           ScalarValue::index(m), ScalarValue::index(n), ScalarValue::index(k)})) {
    std::vector<float> want = C;
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t l = 0; l < k; ++l)
          s += double(A[size_t(i + 3 + l * lda)]) * B[size_t(l * sb0 + j * sb1)];
        float& w = want[size_t(i + 1 + (j + 2) * ldc)];
        w = float(1.5 * s - w);
      }
    o.expect("gemm on offset subviews and a first stride of 2", dC, want);
  }
  // gemm.atomic.n.t from 5 work-groups into one C.
  const size_t groups = 5;
  auto GA = as<float>(numbers(size_t(m * k), 44)), GB = as<float>(numbers(size_t(n * k), 45)),
       GC = as<float>(numbers(size_t(m * n), 46));
  Buffer dGA = o.buf(GA), dGB = o.buf(GB), dGC = o.buf(GC);
  auto t2 = mt("memref<f32x?x?>");
  if (o.run("gemm_atomic",
            {0.5f, memref(t2, dGA, {m, k}), memref(t2, dGB, {n, k}), memref(t2, dGC, {m, n})},
            groups)) {
    std::vector<float> want = GC;
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t l = 0; l < k; ++l) s += double(GA[size_t(i + l * m)]) * GB[size_t(j + l * n)];
        want[size_t(i + j * m)] += float(groups) * float(0.5 * s);
      }
    o.expect("gemm.atomic from 5 work-groups", dGC, want);
  }
}

/// foreach_tile: every tile offset from + k * tile, size min(tile, to - offset).
void tileOffsets(Ops& o) {
  if (onVulkan()) return; // excluded where linalg.tl is compiled (subgroups of 16)
  for (auto [f0, f1, t0, t1] :
       {std::array<int64_t, 4>{3, 2, 70, 13}, std::array<int64_t, 4>{0, 0, 16, 5},
        std::array<int64_t, 4>{5, 1, 6, 2}}) {
    const int64_t m = t0 - f0, n = t1 - f1;
    std::vector<int32_t> out(static_cast<size_t>(m * n), -1);
    Buffer d = o.buf(out);
    if (!o.run("tile_offsets",
               {memref(mt("memref<i32x?x?>"), d, {m, n}), ScalarValue::index(f0),
                ScalarValue::index(f1), ScalarValue::index(t0), ScalarValue::index(t1)}))
      continue;
    std::vector<int32_t> want = out;
    for (int64_t i = 0; i < m; i += 16)
      for (int64_t j = 0; j < n; j += 5)
        want[size_t(i + j * m)] =
            int32_t(100 * std::min<int64_t>(16, m - i) + std::min<int64_t>(5, n - j));
    o.expect("foreach_tile offsets and sizes over [" + std::to_string(f0) + "," +
                 std::to_string(t0) + ") x [" + std::to_string(f1) + "," + std::to_string(t1) +
                 ") in tiles of 16 x 5",
             d, want);
  }
}

} // namespace

void runLinalgOpsTests(Device& dev, const Program& gemmProg, const Program& linalgProg,
                       const Program* casProg) {
  Ops g{dev, gemmProg};
  gemmViews(g);
  Ops o{dev, linalgProg};
  gemvGerHadamard(o);
  axpbySum(o);
  cumsums(o);
  atomics(o);
  tileOffsets(o);
  if (casProg) {
    std::printf("the .atomic kernel compiled for the generic target (compare-exchange loops):\n");
    Ops c{dev, *casProg};
    atomics(c);
  }
}
