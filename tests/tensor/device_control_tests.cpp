// Control flow on the test device (device_test.cpp): a for loop with a
// carried sum, nested if/else with results, a bool argument as a condition,
// partial and full unroll, nested foreach / for / if, foreach_tile.
#include "device_test.h"

#include <algorithm>
#include <cstdlib>

namespace device_test {

// rowsum: 70 x 13
void rowsumTest(KernelRunner& run, const Binary& rowsum) {
  Device& dev = run.dev;
  if (auto k = run.kernel(rowsum, "rowsum")) {
    const int64_t m = 70, n = 13;
    std::vector<int32_t> A(size_t(m * n));
    for (size_t i = 0; i < A.size(); ++i) A[i] = int32_t(i * 7919 % 1000) - 300;
    Buffer dA = dev.createBuffer(std::span<const int32_t>(A)).value();
    Buffer ds = dev.createBuffer(size_t(m) * 8).value();
    Buffer dt = dev.createBuffer(size_t(m) * 4).value();
    if (run.launch(*k,
                   {memref(mt("memref<i32x?x?>"), dA, {m, n}), memref(mt("memref<i64x?>"), ds, {m}),
                    memref(mt("memref<i32x?>"), dt, {m})},
                   1, "rowsum")) {
      auto s = dev.readVector<int64_t>(ds, size_t(m)).value();
      auto t = dev.readVector<int32_t>(dt, size_t(m)).value();
      size_t wrong = 0, wrongT = 0;
      for (int64_t i = 0; i < m; ++i) {
        int64_t sum = 0;
        int32_t odd = 0;
        for (int64_t j = 0; j < n; ++j) {
          sum += A[size_t(i + j * m)];
          odd += A[size_t(i + j * m)] & 1;
        }
        wrong += s[size_t(i)] != sum;
        wrongT += t[size_t(i)] != odd;
      }
      check(wrong == 0, "rowsum: for with a carried i64 sum (" + std::to_string(wrong) + " wrong)");
      check(wrongT == 0,
            "rowsum: step-2 for with if results (" + std::to_string(wrongT) + " wrong)");
    }
  }
}

// clamp
void clampTest(KernelRunner& run, const Binary& clamp) {
  Device& dev = run.dev;
  if (auto k = run.kernel(clamp, "clamp")) {
    const size_t n = 300;
    std::vector<int32_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = int32_t(i) - 150;
    Buffer dx = dev.createBuffer(std::span<const int32_t>(x)).value();
    Buffer dy = dev.createBuffer(n * 4).value();
    Buffer dz = dev.createBuffer(n * 4).value();
    auto t = mt("memref<i32x?>");
    int64_t sn = int64_t(n);
    if (run.launch(*k,
                   {memref(t, dx, {sn}), memref(t, dy, {sn}), memref(t, dz, {sn}), int32_t(-20),
                    int32_t(75)},
                   1, "clamp")) {
      auto y = dev.readVector<int32_t>(dy, n).value();
      auto z = dev.readVector<int32_t>(dz, n).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i)
        wrong += y[i] != std::min(std::max(x[i], -20), 75) || z[i] != (x[i] > 0 ? 1 : 0);
      check(wrong == 0, "clamp: nested if/else with results (" + std::to_string(wrong) + " wrong)");
    }
  }
}

// boolarg: a bool argument by the bool ABI, true and false
void boolargTest(KernelRunner& run, const Binary& boolarg) {
  Device& dev = run.dev;
  if (auto k = run.kernel(boolarg, "boolarg")) {
    const size_t n = 100;
    std::vector<int32_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = int32_t(i * 37 % 101) - 50;
    Buffer dx = dev.createBuffer(std::span<const int32_t>(x)).value();
    Buffer dy = dev.createBuffer(n * 4).value();
    Buffer dz = dev.createBuffer(n * 4).value();
    auto t = mt("memref<i32x?>");
    int64_t sn = int64_t(n);
    for (bool flag : {true, false}) {
      const std::string what = std::string("boolarg (flag = ") + (flag ? "true" : "false") + ")";
      if (!run.launch(
              *k, {memref(t, dx, {sn}), memref(t, dy, {sn}), memref(t, dz, {sn}), flag, int32_t(7)},
              1, what))
        continue;
      auto y = dev.readVector<int32_t>(dy, n).value();
      auto z = dev.readVector<int32_t>(dz, n).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i)
        wrong += y[i] != (flag ? x[i] + 7 : -x[i]) || z[i] != (flag && x[i] > 0 ? 1 : 0);
      check(wrong == 0, what + ": a bool argument (" + std::to_string(wrong) + " wrong)");
    }
  }
}

// loops: partial / full unroll, nested foreach / for / if
void loopsTest(KernelRunner& run, const Binary& loops) {
  Device& dev = run.dev;
  if (auto k = run.kernel(loops, "loops")) {
    const int64_t n = 23, m = 9, p = 13;
    std::vector<int32_t> x(static_cast<size_t>(n)), A(static_cast<size_t>(m * p));
    for (int64_t i = 0; i < n; ++i) x[size_t(i)] = int32_t(i * i % 17) - 5;
    for (int64_t i = 0; i < m * p; ++i) A[size_t(i)] = int32_t(i * 37 % 23) - 11;
    Buffer dx = dev.createBuffer(std::span<const int32_t>(x)).value();
    Buffer ds = dev.createBuffer(size_t(n) * 4).value(),
           dt = dev.createBuffer(size_t(n) * 4).value();
    Buffer du = dev.createBuffer(4).value(), dB = dev.createBuffer(size_t(m * p) * 4).value();
    Buffer dA = dev.createBuffer(std::span<const int32_t>(A)).value();
    auto t = mt("memref<i32x?>"), t2 = mt("memref<i32x?x?>");
    if (run.launch(*k,
                   {memref(t, dx, {n}), memref(t, ds, {n}), memref(t, dt, {n}),
                    memref(mt("memref<i32>"), du, {}), memref(t2, dA, {m, p}),
                    memref(t2, dB, {m, p})},
                   1, "loops")) {
      auto s = dev.readVector<int32_t>(ds, size_t(n)).value();
      auto tt = dev.readVector<int32_t>(dt, size_t(n)).value();
      auto u = dev.readVector<int32_t>(du, 1).value();
      auto B = dev.readVector<int32_t>(dB, size_t(m * p)).value();
      size_t wrongS = 0, wrongT = 0, wrongB = 0;
      for (int64_t kk = 0; kk < n; ++kk) {
        int32_t all = 0, even = 0;
        for (int64_t i = 0; i < kk; ++i) all += x[size_t(i)], even += i % 2 ? 0 : x[size_t(i)];
        wrongS += s[size_t(kk)] != all;
        wrongT += tt[size_t(kk)] != even;
      }
      int32_t first8 = 0;
      for (int i = 0; i < 8; ++i) first8 += x[size_t(i)];
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < p; ++j) {
          int32_t want = 0;
          for (int64_t kk = 0; kk < j; ++kk) want += std::abs(A[size_t(i + kk * m)]);
          wrongB += B[size_t(i + j * m)] != want;
        }
      check(wrongS == 0, "loops: unroll=4 over trip counts 0..22 with remainders (" +
                             std::to_string(wrongS) + " wrong)");
      check(wrongT == 0, "loops: step-2 loop with unroll=3 (" + std::to_string(wrongT) + " wrong)");
      check(u[0] == first8, "loops: unroll=true over 8 iterations (" + std::to_string(u[0]) +
                                ", want " + std::to_string(first8) + ")");
      check(wrongB == 0, "loops: 2-D foreach, nested for carrying a sum through if/else (" +
                             std::to_string(wrongB) + " wrong)");
    }
  }
}

// foreach_tile
void tilesTest(KernelRunner& run, const Binary& tiles) {
  Device& dev = run.dev;
  if (auto k = run.kernel(tiles, "tiles")) {
    const int64_t n = 100, m = 37, kk = 10;
    std::vector<float> x(size_t(n), 0.0f);
    for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i) - 20.0f;
    std::vector<int32_t> zeros(size_t(m * kk), 0);
    std::vector<float> yinit(size_t(n), -1.0f);
    Buffer dx = dev.createBuffer(std::span<const float>(x)).value();
    Buffer dy = dev.createBuffer(std::span<const float>(yinit)).value();
    Buffer dc = dev.createBuffer(std::span<const int32_t>(zeros)).value();
    auto t = mt("memref<f32x?>");
    if (run.launch(
            *k,
            {memref(t, dx, {n}), memref(t, dy, {n}), memref(mt("memref<i32x?x?>"), dc, {m, kk})}, 1,
            "tiles")) {
      auto y = dev.readVector<float>(dy, size_t(n)).value();
      auto c = dev.readVector<int32_t>(dc, size_t(m * kk)).value();
      size_t wrongY = 0, wrongC = 0;
      for (int64_t i = 0; i < n; ++i) wrongY += y[size_t(i)] != 2.0f * x[size_t(i)];
      for (int32_t v : c) wrongC += v != 1;
      check(wrongY == 0,
            "tiles: 1-D foreach_tile with remainder (" + std::to_string(wrongY) + " wrong)");
      check(wrongC == 0, "tiles: 2-D foreach_tile visits every element once (" +
                             std::to_string(wrongC) + " wrong)");
    }
  }
}

} // namespace device_test
