// Number types on the test device (device_test.cpp): complex arithmetic
// (relative tolerance 1e-5 against double-precision references), bf16, and
// f16 without Float16 (computed in f32) including the f32 -> f16 cast.
#include "device_test.h"
#include "half_bits.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>

namespace device_test {

// complex
void cplxTest(KernelRunner& run, const Binary& cplx) {
  Device& dev = run.dev;
  if (auto k = run.kernel(cplx, "cplx")) {
    using C = std::complex<float>;
    const size_t n = 200;
    std::vector<C> a(n), b(n);
    for (size_t i = 0; i < n; ++i) {
      a[i] = C(float(i % 17) * 0.25f - 2.0f, float(i % 5) * 0.5f - 1.0f);
      b[i] = i % 3 ? C(1e30f, -3e29f * float(i % 7)) : C(0.5f + float(i % 4), -1.5f);
    }
    Buffer da = dev.createBuffer(std::span<const C>(a)).value();
    Buffer db = dev.createBuffer(std::span<const C>(b)).value();
    Buffer dout = dev.createBuffer(n * 4 * sizeof(C)).value();
    Buffer dr = dev.createBuffer(n * 4).value();
    Buffer dt = dev.createBuffer(sizeof(C)).value();
    const C czero(0.0f, 0.0f);
    Buffer dz = dev.createBuffer(std::span<const C>(&czero, 1)).value();
    const C s(0.75f, -2.0f);
    int64_t sn = int64_t(n);
    if (run.launch(*k,
                   {memref(mt("memref<c32x?>"), da, {sn}), memref(mt("memref<c32x?>"), db, {sn}),
                    memref(mt("memref<c32x?x4>"), dout, {sn, 4}),
                    memref(mt("memref<f32x?>"), dr, {sn}), s, memref(mt("memref<c32>"), dt, {}),
                    memref(mt("memref<c32>"), dz, {})},
                   1, "cplx")) {
      auto out = dev.readVector<C>(dout, n * 4).value();
      auto r = dev.readVector<float>(dr, n).value();
      auto t = dev.readVector<C>(dt, 1).value();
      using D = std::complex<double>;
      auto close = [](C got, D want) {
        return std::abs(D(got) - want) <= 1e-5 * std::max(1.0, std::abs(want));
      };
      size_t wrong[5] = {};
      D total = 0;
      for (size_t i = 0; i < n; ++i) {
        D x(a[i]), y(b[i]);
        total += x;
        wrong[0] += !close(out[i], x * y);
        wrong[1] += !close(out[i + n], x / y);
        wrong[2] += !close(out[i + 2 * n], std::conj(x + D(s)));
        wrong[3] += !close(out[i + 3 * n], std::exp(x));
        wrong[4] += std::abs(double(r[i]) - std::abs(x)) > 1e-5 * std::max(1.0, std::abs(x));
      }
      const char* what[] = {"mul", "div (Smith, |y| up to 1e30)", "add, conj", "exp", "abs"};
      for (int o = 0; o < 5; ++o)
        check(wrong[o] == 0, std::string("cplx: c32 ") + what[o] + " (" + std::to_string(wrong[o]) +
                                 " wrong, rel. tol. 1e-5)");
      check(close(t[0], total), "cplx: for with a carried c32 sum");
      auto z = dev.readVector<C>(dz, 1).value();
      check(close(z[0], total), "cplx: atomic_add on c32 (per part)");
    }
  }
}

// bf16
void bfTest(KernelRunner& run, const Binary& bf) {
  Device& dev = run.dev;
  if (auto k = run.kernel(bf, "bf")) {
    const size_t n = 300;
    std::vector<uint16_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = toBf16(float(i) * 0.37f - 50.0f);
    x[0] = 0x7f80; // inf
    x[1] = 0x7fc1; // NaN
    const uint16_t s = toBf16(1.3f);
    Buffer dx = dev.createBuffer(std::span<const uint16_t>(x)).value();
    Buffer dy = dev.createBuffer(n * 2).value();
    Buffer dz = dev.createBuffer(n * 4).value();
    int64_t sn = int64_t(n);
    if (run.launch(*k,
                   {memref(mt("memref<bf16x?>"), dx, {sn}), memref(mt("memref<bf16x?>"), dy, {sn}),
                    memref(mt("memref<f32x?>"), dz, {sn}), ScalarValue::bf16Bits(s)},
                   1, "bf")) {
      auto y = dev.readVector<uint16_t>(dy, n).value();
      auto z = dev.readVector<float>(dz, n).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i) {
        float p = fromBf16(toBf16(fromBf16(x[i]) * fromBf16(s)));
        uint16_t want = toBf16(p + fromBf16(x[i]));
        bool nan = std::isnan(fromBf16(want));
        wrong += nan ? !std::isnan(fromBf16(y[i])) || !std::isnan(z[i])
                     : y[i] != want || z[i] != fromBf16(want);
      }
      check(wrong == 0, "bf: bf16 mul/add rounded to nearest even, load/store, scalar argument (" +
                            std::to_string(wrong) + " wrong)");
    }
  }
}

// f16 without Float16 (the pocl target): computed in f32
void hfTest(KernelRunner& run, const Binary& hf) {
  Device& dev = run.dev;
  if (auto k = run.kernel(hf, "hf")) {
    const size_t n = 300;
    std::vector<uint16_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = toHalf(double(i) * 0.37 - 50.0);
    x[0] = 0x7c00; // inf
    x[1] = 0x7e01; // NaN
    x[2] = 0x7bff; // 65504: x * s overflows
    x[3] = 0x0003; // a subnormal
    x[4] = 0x8400; // -2^-14: the product is subnormal
    const uint16_t s = toHalf(1.3);
    const uint16_t zero = 0;
    Buffer dx = dev.createBuffer(std::span<const uint16_t>(x)).value();
    Buffer dy = dev.createBuffer(n * 2).value();
    Buffer dz = dev.createBuffer(n * 4).value();
    Buffer dacc = dev.createBuffer(std::span<const uint16_t>(&zero, 1)).value();
    int64_t sn = int64_t(n);
    if (run.launch(*k,
                   {memref(mt("memref<f16x?>"), dx, {sn}), memref(mt("memref<f16x?>"), dy, {sn}),
                    memref(mt("memref<f32x?>"), dz, {sn}), ScalarValue::f16Bits(s),
                    memref(mt("memref<f16>"), dacc, {})},
                   1, "hf")) {
      auto y = dev.readVector<uint16_t>(dy, n).value();
      auto z = dev.readVector<float>(dz, n).value();
      auto acc = dev.readVector<uint16_t>(dacc, 1).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i) {
        // Each operation in f32, rounded to f16 (the product of two f16 is
        // exact in f32).
        float p = float(fromHalf(toHalf(fromHalf(x[i]) * fromHalf(s))));
        uint16_t want = toHalf(double(p + float(fromHalf(x[i]))));
        bool nan = std::isnan(fromHalf(want));
        wrong += nan ? !std::isnan(fromHalf(y[i])) || !std::isnan(z[i])
                     : y[i] != want || double(z[i]) != fromHalf(want);
      }
      check(wrong == 0,
            "hf: f16 computed in f32 (no Float16), mul/add rounded to nearest even, "
            "inline widening loads (inf, NaN, subnormal) and rounding stores, scalar argument as "
            "bits (" +
                std::to_string(wrong) + " wrong)");
      check(fromHalf(acc[0]) == 0.5 * double(n), "hf: atomic_add of 0.5 on f16 by " +
                                                     std::to_string(n) + " work-items gives " +
                                                     std::to_string(fromHalf(acc[0])));
    }
  }
}

void hcastTest(KernelRunner& run, const Binary& hf) {
  Device& dev = run.dev;
  if (auto k = run.kernel(hf, "hcast")) {
    // Ties at both ends of the normal range and among subnormals, the
    // overflow threshold, f32 subnormals, then random f32 bit patterns.
    std::vector<float> x = {1.0f + 0x1p-11f,
                            1.0f + 3 * 0x1p-11f,
                            -1.0f - 0x1p-11f,
                            65504.0f,
                            65519.99f,
                            65520.0f,
                            -65520.0f,
                            0x1p-25f,
                            3 * 0x1p-25f,
                            0x1p-24f * 1.5f,
                            0x1p-15f + 0x1p-25f,
                            0x1p-14f - 0x1p-25f,
                            -0.0f,
                            0x1p-130f,
                            -0x1p-149f,
                            1e30f,
                            INFINITY,
                            -INFINITY,
                            NAN,
                            2047.5f,
                            2048.5f,
                            4097.0f};
    uint64_t state = 7;
    while (x.size() < 20000) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      uint32_t bits = uint32_t(state >> 32);
      // Mostly exponents around f16's range, some anywhere.
      if (x.size() % 4) bits = (bits & 0x807fffffu) | ((100u + (bits >> 23) % 50u) << 23);
      float f;
      std::memcpy(&f, &bits, 4);
      x.push_back(f);
    }
    const size_t n = x.size();
    Buffer dx = dev.createBuffer(std::span<const float>(x)).value();
    Buffer dy = dev.createBuffer(n * 2).value();
    int64_t sn = int64_t(n);
    if (run.launch(*k,
                   {memref(mt("memref<f32x?>"), dx, {sn}), memref(mt("memref<f16x?>"), dy, {sn})},
                   4, "hcast")) {
      auto y = dev.readVector<uint16_t>(dy, n).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i) {
        uint16_t want = toHalf(double(x[i]));
        bool bad = std::isnan(x[i]) ? !std::isnan(fromHalf(y[i])) : y[i] != want;
        if (bad && wrong < 5)
          std::printf("  hcast %a: got 0x%04x, want 0x%04x\n", double(x[i]), y[i], want);
        wrong += bad;
      }
      check(wrong == 0, "hcast: f32 -> f16 rounded to nearest even without Float16 (" +
                            std::to_string(n) + " values, " + std::to_string(wrong) + " wrong)");
    }
  }
}

} // namespace device_test
