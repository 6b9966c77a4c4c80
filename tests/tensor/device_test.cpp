// Compiles the tensor-language kernels of kernels/*.tl with the tensor-lang-cc
// pipeline, runs
// them on the OpenCL test device (PoCL through scripts/in-pocl) and compares
// the results with host references: elementwise add over work-groups, a
// dynamic-shape 2-D copy with strides and a subview, a for loop with a carried
// sum, nested if/else with results, subgroup reduce/scan/broadcast and the
// built-ins, atomics under contention and complex arithmetic (relative
// tolerance 1e-5 against double-precision references), partial and full
// unroll, groups with dynamic and static offsets, a rank-reducing subview of a
// memref with first stride 2, expand / fuse, alloca with barriers,
// associated and the 2-D built-ins, and the barriers insert-barriers adds
// (kernels/barriers.tl, with none written). Each binary is written to the current folder
// (the meson test validates them with spirv-val). Exit 77 when there is no device.
#include "codegen/Writer.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"
#include "runtime/Runtime.h"

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::runtime;

namespace {

int failures = 0;

bool check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", what.c_str());
  failures += !ok;
  return ok;
}

/// The kernels' metadata (work-group / subgroup size) per compiled file.
std::map<std::string, std::vector<tensor::KernelInfo>> kernelInfos;

/// Compiles kernels/NAME.tl for the test device and writes NAME.spv.
std::optional<std::vector<uint32_t>> compile(const std::string& name) {
  Context ctx;
  frontend::SourceManager sm;
  auto prog = frontend::parseFile(ctx, sm, std::string(SPVKIT_TENSOR_KERNELS) + "/" + name + ".tl");
  if (!prog.ok()) {
    std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stdout);
    return std::nullopt;
  }
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  // The test device's target (PoCL 6): its capabilities, SPIR-V 1.2.
  static const tensor::Target pocl = *tensor::findTarget("pocl");
  tensor::PipelineOptions options;
  options.target = &pocl;
  if (!tensor::runPipeline(*prog.module, options, diags, result) ||
      !tensor::writeSpirv(result.spirvModule, words, diags)) {
    std::fputs(diags.str().c_str(), stdout);
    return std::nullopt;
  }
  kernelInfos[name] = result.kernels;
  std::ofstream(name + ".spv", std::ios::binary)
      .write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
  return words;
}

MemRefType mt(const char* text) {
  return parseMemRefType(text).value();
}

uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (std::isnan(f)) return uint16_t((u | 0x00400000u) >> 16);
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
float fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

/// f16 bits of `v` rounded to nearest even (NaN: a quiet NaN; overflow: inf).
uint16_t toHalf(double v) {
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  if (std::isnan(v)) return 0x7e00;
  v = std::abs(v);
  if (v == 0) return sign;
  if (std::isinf(v)) return uint16_t(sign | 0x7c00);
  int e;
  (void)std::frexp(v, &e); // v = m 2^e, 0.5 <= m < 1
  int q = std::max(e - 11, -24);
  auto n = uint64_t(std::nearbyint(std::ldexp(v, -q))); // v rounded = n 2^q
  if (q == -24) return uint16_t(sign | n);              // subnormal (n = 1024: smallest normal)
  if (n == 2048) n = 1024, ++q;
  if (q + 25 >= 31) return uint16_t(sign | 0x7c00); // overflow
  return uint16_t(sign | uint32_t(q + 25) << 10 | uint32_t(n - 1024));
}
double fromHalf(uint16_t h) {
  int exp = (h >> 10) & 31, frac = h & 1023;
  double mag = exp == 31  ? (frac ? std::nan("") : std::numeric_limits<double>::infinity())
               : exp == 0 ? std::ldexp(frac, -24)
                          : std::ldexp(frac + 1024, exp - 25);
  return h & 0x8000 ? -mag : mag;
}

} // namespace

int main() {
  std::vector<std::pair<std::string, std::optional<std::vector<uint32_t>>>> bins;
  auto vadd = compile("vadd");
  auto copy2d = compile("copy2d");
  auto rowsum = compile("rowsum");
  auto clamp = compile("clamp");
  auto subgroups = compile("subgroups");
  auto atomics = compile("atomics");
  auto cplx = compile("cplx");
  auto bf = compile("bf");
  auto hf = compile("hf");
  auto tiles = compile("tiles");
  auto groupsum = compile("groupsum");
  auto loops = compile("loops");
  auto groupoff = compile("groupoff");
  auto views = compile("views");
  auto memory = compile("memory");
  check(vadd && copy2d && rowsum && clamp && subgroups && atomics && cplx && bf && hf && tiles &&
            groupsum && loops && groupoff && views && memory,
        "all kernels compile");

  Result<Device> dev = Device::open();
  if (!dev) {
    const char* note = std::getenv("SPVKIT_DEVICE_NOTE");
    std::printf("no OpenCL device: %s%s%s\n", dev.error().str().c_str(), note ? "; " : "",
                note ? note : "");
    if (std::getenv("SPVKIT_DEVICE_EXPECTED")) return 1;
    return failures ? 1 : 77;
  }
  std::printf("device: %s\n", dev->info().name.c_str());
  auto kernel = [&](const std::optional<std::vector<uint32_t>>& words,
                    const char* name) -> std::optional<Kernel> {
    if (!words) return std::nullopt;
    auto prog = dev->buildProgram(*words);
    if (!check(bool(prog), std::string(name) + " builds")) {
      std::printf("%s\n", prog.error().str().c_str());
      return std::nullopt;
    }
    auto k = prog->kernel(name);
    if (!check(bool(k), std::string(name) + " kernel")) return std::nullopt;
    return std::move(*k);
  };
  auto launch = [&](Kernel& k, const std::vector<Arg>& args, size_t groups, const char* what) {
    auto r = k.setArgs(args);
    if (!check(bool(r), std::string(what) + " arguments")) {
      std::printf("%s\n", r.error().str().c_str());
      return false;
    }
    auto ev = dev->launch(k, {groups, 1, 1});
    return check(ev && ev->wait(), std::string(what) + " runs");
  };

  try {
    // --- vadd: 1000 elements over 16 work-groups of 64 ------------------------------------
    if (auto k = kernel(vadd, "vadd")) {
      const size_t n = 1000;
      std::vector<float> a(n), b(n);
      for (size_t i = 0; i < n; ++i) a[i] = float(i) * 0.5f, b[i] = float(n - i);
      Buffer da = dev->createBuffer(std::span<const float>(a)).value();
      Buffer db = dev->createBuffer(std::span<const float>(b)).value();
      Buffer dc = dev->createBuffer(n * 4).value();
      auto t = mt("memref<f32x?>");
      int64_t sn = int64_t(n);
      if (launch(*k, {memref(t, da, {sn}), memref(t, db, {sn}), memref(t, dc, {sn})}, 16, "vadd")) {
        auto c = dev->readVector<float>(dc, n).value();
        size_t wrong = 0;
        for (size_t i = 0; i < n; ++i) wrong += c[i] != a[i] + b[i];
        check(wrong == 0, "vadd: c = a + b (" + std::to_string(wrong) + " wrong)");
      }
    }
    // --- copy2d: 37 x 11 with leading dimensions 40 and 45, subview -----------------------
    if (auto k = kernel(copy2d, "copy2d")) {
      const int64_t m = 37, n = 11, lda = 40, ldb = 45, ldc = 38;
      std::vector<float> A(size_t(lda * n)), B(size_t(ldb * n), -1.0f), C(size_t(ldc * 3), 7.0f);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) A[size_t(i + j * lda)] = float(i + 100 * j);
      Buffer dA = dev->createBuffer(std::span<const float>(A)).value();
      Buffer dB = dev->createBuffer(std::span<const float>(B)).value();
      Buffer dC = dev->createBuffer(std::span<const float>(C)).value();
      auto t = mt("memref<f32x?x?,strided<1,?>>");
      auto tc = mt("memref<f32x?x3,strided<1,?>>");
      if (launch(*k,
                 {memref(t, dA, {m, n}, {1, lda}), memref(t, dB, {m, n}, {1, ldb}),
                  memref(tc, dC, {m - 1, 3}, {1, ldc})},
                 1, "copy2d")) {
        auto b = dev->readVector<float>(dB, B.size()).value();
        auto c = dev->readVector<float>(dC, C.size()).value();
        size_t wrong = 0, wrongC = 0;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < ldb; ++i) {
            float want = i < m ? A[size_t(i + j * lda)] : -1.0f;
            wrong += b[size_t(i + j * ldb)] != want;
          }
        for (int64_t j = 0; j < 3; ++j)
          for (int64_t i = 0; i < ldc; ++i) {
            float want = i < m - 1 ? -A[size_t(i + 1 + (j + 2) * lda)] : 7.0f;
            wrongC += c[size_t(i + j * ldc)] != want;
          }
        check(wrong == 0, "copy2d: strided 2-D copy (" + std::to_string(wrong) + " wrong)");
        check(wrongC == 0, "copy2d: subview copy (" + std::to_string(wrongC) + " wrong)");
      }
    }
    // --- rowsum: 70 x 13 -------------------------------------------------------------------
    if (auto k = kernel(rowsum, "rowsum")) {
      const int64_t m = 70, n = 13;
      std::vector<int32_t> A(size_t(m * n));
      for (size_t i = 0; i < A.size(); ++i) A[i] = int32_t(i * 7919 % 1000) - 300;
      Buffer dA = dev->createBuffer(std::span<const int32_t>(A)).value();
      Buffer ds = dev->createBuffer(size_t(m) * 8).value();
      Buffer dt = dev->createBuffer(size_t(m) * 4).value();
      if (launch(*k,
                 {memref(mt("memref<i32x?x?>"), dA, {m, n}), memref(mt("memref<i64x?>"), ds, {m}),
                  memref(mt("memref<i32x?>"), dt, {m})},
                 1, "rowsum")) {
        auto s = dev->readVector<int64_t>(ds, size_t(m)).value();
        auto t = dev->readVector<int32_t>(dt, size_t(m)).value();
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
        check(wrong == 0,
              "rowsum: for with a carried i64 sum (" + std::to_string(wrong) + " wrong)");
        check(wrongT == 0,
              "rowsum: step-2 for with if results (" + std::to_string(wrongT) + " wrong)");
      }
    }
    // --- clamp -----------------------------------------------------------------------------
    if (auto k = kernel(clamp, "clamp")) {
      const size_t n = 300;
      std::vector<int32_t> x(n);
      for (size_t i = 0; i < n; ++i) x[i] = int32_t(i) - 150;
      Buffer dx = dev->createBuffer(std::span<const int32_t>(x)).value();
      Buffer dy = dev->createBuffer(n * 4).value();
      Buffer dz = dev->createBuffer(n * 4).value();
      auto t = mt("memref<i32x?>");
      int64_t sn = int64_t(n);
      if (launch(*k,
                 {memref(t, dx, {sn}), memref(t, dy, {sn}), memref(t, dz, {sn}), int32_t(-20),
                  int32_t(75)},
                 1, "clamp")) {
        auto y = dev->readVector<int32_t>(dy, n).value();
        auto z = dev->readVector<int32_t>(dz, n).value();
        size_t wrong = 0;
        for (size_t i = 0; i < n; ++i)
          wrong += y[i] != std::min(std::max(x[i], -20), 75) || z[i] != (x[i] > 0 ? 1 : 0);
        check(wrong == 0,
              "clamp: nested if/else with results (" + std::to_string(wrong) + " wrong)");
      }
    }
    // --- subgroups: 4 work-groups of 64, subgroups of 16 ----------------------------------
    if (auto k = kernel(subgroups, "subgroups")) {
      const size_t n = 256, sg = 16;
      std::vector<int32_t> x(n);
      for (size_t i = 0; i < n; ++i) x[i] = int32_t(i * 37 % 101) - 50;
      Buffer dx = dev->createBuffer(std::span<const int32_t>(x)).value();
      std::vector<Buffer> outs;
      std::vector<Arg> args;
      auto t = mt("memref<i32x?>");
      int64_t sn = int64_t(n);
      args.push_back(memref(t, dx, {sn}));
      for (int o = 0; o < 6; ++o) {
        outs.push_back(dev->createBuffer(n * 4).value());
        args.push_back(memref(t, outs.back(), {sn}));
      }
      if (launch(*k, args, n / 64, "subgroups")) {
        std::vector<std::vector<int32_t>> r;
        for (auto& b : outs) r.push_back(dev->readVector<int32_t>(b, n).value());
        size_t wrong[6] = {};
        for (size_t i = 0; i < n; ++i) {
          size_t base = i - i % sg;
          int32_t sum = 0, inc = 0, exc = 0, mx = INT32_MIN;
          for (size_t l = base; l < base + sg; ++l) {
            sum += x[l];
            mx = std::max(mx, x[l]);
            if (l <= i) inc += x[l];
            if (l < i) exc += x[l];
          }
          wrong[0] += r[0][i] != sum;
          wrong[1] += r[1][i] != inc;
          wrong[2] += r[2][i] != exc;
          wrong[3] += r[3][i] != mx;
          wrong[4] += r[4][i] != x[base + 3];
          wrong[5] += r[5][i] != int32_t(4 * 100 + i % 64 / sg);
        }
        const char* what[] = {"subgroup_reduce_add",         "subgroup_inclusive_scan_add",
                              "subgroup_exclusive_scan_add", "subgroup_reduce_max",
                              "subgroup_broadcast",          "num_subgroups / subgroup_linear_id"};
        for (int o = 0; o < 6; ++o)
          check(wrong[o] == 0,
                std::string("subgroups: ") + what[o] + " (" + std::to_string(wrong[o]) + " wrong)");
      }
    }
    // --- atomics: 4 work-groups of 64 on 1000 elements ------------------------------------
    if (auto k = kernel(atomics, "atomics")) {
      const size_t n = 1000, groups = 4;
      std::vector<int32_t> x(n);
      for (size_t i = 0; i < n; ++i) x[i] = int32_t(i * 7 % 201) - 100;
      Buffer dx = dev->createBuffer(std::span<const int32_t>(x)).value();
      int32_t zero = 0;
      std::vector<int32_t> mm0 = {INT32_MIN, INT32_MAX};
      Buffer ds = dev->createBuffer(std::span<const int32_t>(&zero, 1)).value();
      Buffer dm = dev->createBuffer(std::span<const int32_t>(mm0)).value();
      float fzero = 0;
      Buffer df = dev->createBuffer(std::span<const float>(&fzero, 1)).value();
      if (launch(*k,
                 {memref(mt("memref<i32x?>"), dx, {int64_t(n)}), memref(mt("memref<i32>"), ds, {}),
                  memref(mt("memref<i32x2>"), dm, {2}), memref(mt("memref<f32>"), df, {})},
                 groups, "atomics")) {
        int64_t want = 0;
        for (int32_t v : x) want += v;
        want *= int64_t(groups);
        auto sum = dev->readVector<int32_t>(ds, 1).value();
        auto mm = dev->readVector<int32_t>(dm, 2).value();
        auto fs = dev->readVector<float>(df, 1).value();
        check(sum[0] == want, "atomics: atomic_add i32 under contention (" +
                                  std::to_string(sum[0]) + ", want " + std::to_string(want) + ")");
        check(mm[0] == 100 && mm[1] == -100, "atomics: atomic_max / atomic_min");
        check(fs[0] == float(want), "atomics: atomic_add f32 (" + std::to_string(fs[0]) + ")");
      }
    }
    // --- complex ---------------------------------------------------------------------------
    if (auto k = kernel(cplx, "cplx")) {
      using C = std::complex<float>;
      const size_t n = 200;
      std::vector<C> a(n), b(n);
      for (size_t i = 0; i < n; ++i) {
        a[i] = C(float(i % 17) * 0.25f - 2.0f, float(i % 5) * 0.5f - 1.0f);
        b[i] = i % 3 ? C(1e30f, -3e29f * float(i % 7)) : C(0.5f + float(i % 4), -1.5f);
      }
      Buffer da = dev->createBuffer(std::span<const C>(a)).value();
      Buffer db = dev->createBuffer(std::span<const C>(b)).value();
      Buffer dout = dev->createBuffer(n * 4 * sizeof(C)).value();
      Buffer dr = dev->createBuffer(n * 4).value();
      Buffer dt = dev->createBuffer(sizeof(C)).value();
      const C czero(0.0f, 0.0f);
      Buffer dz = dev->createBuffer(std::span<const C>(&czero, 1)).value();
      const C s(0.75f, -2.0f);
      int64_t sn = int64_t(n);
      if (launch(*k,
                 {memref(mt("memref<c32x?>"), da, {sn}), memref(mt("memref<c32x?>"), db, {sn}),
                  memref(mt("memref<c32x?x4>"), dout, {sn, 4}),
                  memref(mt("memref<f32x?>"), dr, {sn}), s, memref(mt("memref<c32>"), dt, {}),
                  memref(mt("memref<c32>"), dz, {})},
                 1, "cplx")) {
        auto out = dev->readVector<C>(dout, n * 4).value();
        auto r = dev->readVector<float>(dr, n).value();
        auto t = dev->readVector<C>(dt, 1).value();
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
          check(wrong[o] == 0, std::string("cplx: c32 ") + what[o] + " (" +
                                   std::to_string(wrong[o]) + " wrong, rel. tol. 1e-5)");
        check(close(t[0], total), "cplx: for with a carried c32 sum");
        auto z = dev->readVector<C>(dz, 1).value();
        check(close(z[0], total), "cplx: atomic_add on c32 (per part)");
      }
    }
    // --- bf16 ---------------------------------------------------------------------------------
    if (auto k = kernel(bf, "bf")) {
      const size_t n = 300;
      std::vector<uint16_t> x(n);
      for (size_t i = 0; i < n; ++i) x[i] = toBf16(float(i) * 0.37f - 50.0f);
      x[0] = 0x7f80; // inf
      x[1] = 0x7fc1; // NaN
      const uint16_t s = toBf16(1.3f);
      Buffer dx = dev->createBuffer(std::span<const uint16_t>(x)).value();
      Buffer dy = dev->createBuffer(n * 2).value();
      Buffer dz = dev->createBuffer(n * 4).value();
      int64_t sn = int64_t(n);
      if (launch(*k,
                 {memref(mt("memref<bf16x?>"), dx, {sn}), memref(mt("memref<bf16x?>"), dy, {sn}),
                  memref(mt("memref<f32x?>"), dz, {sn}), ScalarValue::bf16Bits(s)},
                 1, "bf")) {
        auto y = dev->readVector<uint16_t>(dy, n).value();
        auto z = dev->readVector<float>(dz, n).value();
        size_t wrong = 0;
        for (size_t i = 0; i < n; ++i) {
          float p = fromBf16(toBf16(fromBf16(x[i]) * fromBf16(s)));
          uint16_t want = toBf16(p + fromBf16(x[i]));
          bool nan = std::isnan(fromBf16(want));
          wrong += nan ? !std::isnan(fromBf16(y[i])) || !std::isnan(z[i])
                       : y[i] != want || z[i] != fromBf16(want);
        }
        check(wrong == 0,
              "bf: bf16 mul/add rounded to nearest even, load/store, scalar argument (" +
                  std::to_string(wrong) + " wrong)");
      }
    }
    // --- f16 without Float16 (the pocl target): computed in f32 -------------------------------
    if (auto k = kernel(hf, "hf")) {
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
      Buffer dx = dev->createBuffer(std::span<const uint16_t>(x)).value();
      Buffer dy = dev->createBuffer(n * 2).value();
      Buffer dz = dev->createBuffer(n * 4).value();
      Buffer dacc = dev->createBuffer(std::span<const uint16_t>(&zero, 1)).value();
      int64_t sn = int64_t(n);
      if (launch(*k,
                 {memref(mt("memref<f16x?>"), dx, {sn}), memref(mt("memref<f16x?>"), dy, {sn}),
                  memref(mt("memref<f32x?>"), dz, {sn}), ScalarValue::f16Bits(s),
                  memref(mt("memref<f16>"), dacc, {})},
                 1, "hf")) {
        auto y = dev->readVector<uint16_t>(dy, n).value();
        auto z = dev->readVector<float>(dz, n).value();
        auto acc = dev->readVector<uint16_t>(dacc, 1).value();
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
    if (auto k = kernel(hf, "hcast")) {
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
      Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
      Buffer dy = dev->createBuffer(n * 2).value();
      int64_t sn = int64_t(n);
      if (launch(*k, {memref(mt("memref<f32x?>"), dx, {sn}), memref(mt("memref<f16x?>"), dy, {sn})},
                 4, "hcast")) {
        auto y = dev->readVector<uint16_t>(dy, n).value();
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
    // --- foreach_tile ------------------------------------------------------------------------
    if (auto k = kernel(tiles, "tiles")) {
      const int64_t n = 100, m = 37, kk = 10;
      std::vector<float> x(size_t(n), 0.0f);
      for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i) - 20.0f;
      std::vector<int32_t> zeros(size_t(m * kk), 0);
      std::vector<float> yinit(size_t(n), -1.0f);
      Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
      Buffer dy = dev->createBuffer(std::span<const float>(yinit)).value();
      Buffer dc = dev->createBuffer(std::span<const int32_t>(zeros)).value();
      auto t = mt("memref<f32x?>");
      if (launch(
              *k,
              {memref(t, dx, {n}), memref(t, dy, {n}), memref(mt("memref<i32x?x?>"), dc, {m, kk})},
              1, "tiles")) {
        auto y = dev->readVector<float>(dy, size_t(n)).value();
        auto c = dev->readVector<int32_t>(dc, size_t(m * kk)).value();
        size_t wrongY = 0, wrongC = 0;
        for (int64_t i = 0; i < n; ++i) wrongY += y[size_t(i)] != 2.0f * x[size_t(i)];
        for (int32_t v : c) wrongC += v != 1;
        check(wrongY == 0,
              "tiles: 1-D foreach_tile with remainder (" + std::to_string(wrongY) + " wrong)");
        check(wrongC == 0, "tiles: 2-D foreach_tile visits every element once (" +
                               std::to_string(wrongC) + " wrong)");
      }
    }
    // --- groups: members of lengths 5, 17, 100 and 1 in SVM memory ----------------------
    if (auto k = kernel(groupsum, "groupsum")) {
      const std::vector<int64_t> lengths = {5, 17, 100, 1};
      std::vector<SvmBuffer> svm;
      std::vector<MemRefValue> members;
      std::vector<float> want;
      for (int64_t len : lengths) {
        std::vector<float> v(static_cast<size_t>(len));
        float sum = 0;
        for (int64_t i = 0; i < len; ++i) sum += v[size_t(i)] = float(i % 7) - 2.0f;
        want.push_back(sum);
        svm.push_back(dev->allocSvm(size_t(len) * 4).value());
        dev->write(svm.back(), v.data(), v.size() * 4).value();
        members.push_back({svm.back().ref(), {len}, {}});
      }
      Buffer dout = dev->createBuffer(lengths.size() * 4).value();
      auto gt = parseGroupType("group<memref<f32x?>x?>").value();
      int64_t ng = int64_t(lengths.size());
      if (launch(*k, {Arg(gt, GroupValue{members, -1, 0}), memref(mt("memref<f32x?>"), dout, {ng})},
                 1, "groupsum")) {
        auto out = dev->readVector<float>(dout, lengths.size()).value();
        size_t wrong = 0;
        for (size_t g = 0; g < lengths.size(); ++g) wrong += out[g] != want[g];
        check(wrong == 0, "groupsum: group load with dynamic member shapes, group size (" +
                              std::to_string(wrong) + " wrong)");
      }
    }
    // --- loops: partial / full unroll, nested foreach / for / if ---------------------------
    if (auto k = kernel(loops, "loops")) {
      const int64_t n = 23, m = 9, p = 13;
      std::vector<int32_t> x(static_cast<size_t>(n)), A(static_cast<size_t>(m * p));
      for (int64_t i = 0; i < n; ++i) x[size_t(i)] = int32_t(i * i % 17) - 5;
      for (int64_t i = 0; i < m * p; ++i) A[size_t(i)] = int32_t(i * 37 % 23) - 11;
      Buffer dx = dev->createBuffer(std::span<const int32_t>(x)).value();
      Buffer ds = dev->createBuffer(size_t(n) * 4).value(),
             dt = dev->createBuffer(size_t(n) * 4).value();
      Buffer du = dev->createBuffer(4).value(), dB = dev->createBuffer(size_t(m * p) * 4).value();
      Buffer dA = dev->createBuffer(std::span<const int32_t>(A)).value();
      auto t = mt("memref<i32x?>"), t2 = mt("memref<i32x?x?>");
      if (launch(*k,
                 {memref(t, dx, {n}), memref(t, ds, {n}), memref(t, dt, {n}),
                  memref(mt("memref<i32>"), du, {}), memref(t2, dA, {m, p}),
                  memref(t2, dB, {m, p})},
                 1, "loops")) {
        auto s = dev->readVector<int32_t>(ds, size_t(n)).value();
        auto tt = dev->readVector<int32_t>(dt, size_t(n)).value();
        auto u = dev->readVector<int32_t>(du, 1).value();
        auto B = dev->readVector<int32_t>(dB, size_t(m * p)).value();
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
        check(wrongT == 0,
              "loops: step-2 loop with unroll=3 (" + std::to_string(wrongT) + " wrong)");
        check(u[0] == first8, "loops: unroll=true over 8 iterations (" + std::to_string(u[0]) +
                                  ", want " + std::to_string(first8) + ")");
        check(wrongB == 0, "loops: 2-D foreach, nested for carrying a sum through if/else (" +
                               std::to_string(wrongB) + " wrong)");
      }
    }
    // --- groups with offsets: dynamic (3) and static (2) ------------------------------------
    if (auto k = kernel(groupoff, "groupoff")) {
      const int64_t off = 3;
      const std::vector<int64_t> lengths = {8, 20, 3, 50};
      std::vector<SvmBuffer> svm;
      std::vector<MemRefValue> gm, hm;
      std::vector<float> wantG, wantH;
      for (size_t g = 0; g < lengths.size(); ++g) {
        std::vector<float> v(static_cast<size_t>(lengths[g]));
        float sum = 0;
        for (int64_t i = 0; i < lengths[g]; ++i) {
          v[size_t(i)] = float(i * 3 % 11) - 4.0f + float(g);
          if (i >= off) sum += v[size_t(i)];
        }
        wantG.push_back(sum);
        svm.push_back(dev->allocSvm(v.size() * 4).value());
        dev->write(svm.back(), v.data(), v.size() * 4).value();
        gm.push_back({svm.back().ref(), {lengths[g] - off}, {}});
      }
      for (int g = 0; g < 3; ++g) { // members of 6 floats: 2 skipped, then the memref<f32x4>
        std::vector<float> v = {100.0f, 200.0f, float(g), 1.5f, -2.0f, float(10 * g)};
        wantH.push_back(v[2] + v[3] + v[4] + v[5]);
        svm.push_back(dev->allocSvm(v.size() * 4).value());
        dev->write(svm.back(), v.data(), v.size() * 4).value();
        hm.push_back({svm.back().ref(), {4}, {}});
      }
      const int64_t ng = int64_t(lengths.size());
      Buffer dout = dev->createBuffer(size_t(ng * 2) * 4).value();
      auto gt = parseGroupType("group<memref<f32x?>x?, offset: ?>").value();
      auto ht = parseGroupType("group<memref<f32x4>x3, offset: 2>").value();
      if (launch(*k,
                 {Arg(gt, GroupValue{gm, -1, off}), Arg(ht, GroupValue{hm, 3, 2}),
                  memref(mt("memref<f32x?x2>"), dout, {ng, 2})},
                 1, "groupoff")) {
        auto out = dev->readVector<float>(dout, size_t(ng * 2)).value();
        size_t wrongG = 0, wrongH = 0;
        for (int64_t g = 0; g < ng; ++g) wrongG += out[size_t(g)] != wantG[size_t(g)];
        for (int64_t g = 0; g < 3; ++g) wrongH += out[size_t(ng + g)] != wantH[size_t(g)];
        check(wrongG == 0, "groupoff: dynamic offset 3, member i = group[i] + 3 elements (" +
                               std::to_string(wrongG) + " wrong)");
        check(wrongH == 0,
              "groupoff: static offset 2 and size 3 (" + std::to_string(wrongH) + " wrong)");
      }
    }
    // --- views: rank-reducing subview of a memref with first stride 2 ------------------------
    if (auto k = kernel(views, "views")) {
      const int64_t m = 7, n = 9, ld = 17, r = 4; // element (i, j) at 2 i + ld j
      std::vector<float> A(size_t(ld * n), -1.0f);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) A[size_t(2 * i + ld * j)] = float(i + 100 * j);
      Buffer dA = dev->createBuffer(std::span<const float>(A)).value();
      Buffer dR = dev->createBuffer(size_t(n) * 4).value();
      if (launch(*k,
                 {memref(mt("memref<f32x?x?,strided<2,?>>"), dA, {m, n}, {2, ld}),
                  memref(mt("memref<f32x?>"), dR, {n}), ScalarValue::index(r)},
                 1, "views")) {
        auto R = dev->readVector<float>(dR, size_t(n)).value();
        size_t wrong = 0;
        for (int64_t j = 0; j < n; ++j) wrong += R[size_t(j)] != float(r + 100 * j);
        check(wrong == 0, "views: row of a stride-2 memref through a rank-reducing subview (" +
                              std::to_string(wrong) + " wrong)");
      }
    }
    // --- memory: expand / fuse, alloca + barrier, associated, 2-D built-ins -------------------
    {
      // The sizes the compiler chose come back with the binary: the
      // attributes' ([32,2], 16) and the target's default ([64,1], none).
      auto& m = kernelInfos["memory"];
      auto& v = kernelInfos["vadd"];
      check(m.size() == 1 && m[0].name == "memory" &&
                m[0].workGroupSize == std::array<uint32_t, 3>{32, 2, 1} && m[0].subgroupSize == 16,
            "kernel metadata: memory has work-group 32x2x1 and subgroup size 16");
      check(v.size() == 1 && v[0].workGroupSize == std::array<uint32_t, 3>{64, 1, 1} &&
                v[0].subgroupSize == 0,
            "kernel metadata: vadd has the default work-group 64x1x1, no subgroup size");
    }
    if (memory) { // alloca {alignment=64}: OpDecorate %alloca Alignment 64
      bool aligned = false;
      const auto& w = *memory;
      for (size_t i = 5; i + 3 < w.size(); i += std::max<uint32_t>(1, w[i] >> 16))
        aligned |= w[i] == (4u << 16 | 71u) && w[i + 2] == 44u && w[i + 3] == 64u;
      check(aligned, "memory: alloca's alignment 64 is an Alignment decoration");
    }
    if (auto k = kernel(memory, "memory")) {
      const int64_t q = 9, n = 4 * q, groups = 2;
      std::vector<float> x(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i * 5 % 13) - 6.5f;
      std::vector<int32_t> minus(size_t(64 * groups * 8), -1);
      Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
      Buffer dy = dev->createBuffer(size_t(n) * 4).value(),
             dz = dev->createBuffer(size_t(n) * 4).value();
      Buffer dw = dev->createBuffer(64 * 4).value();
      Buffer dflag = dev->createBuffer(std::span<const int32_t>(minus.data(), 2)).value();
      Buffer dids = dev->createBuffer(std::span<const int32_t>(minus)).value();
      auto v = mt("memref<f32x?>");
      if (launch(*k,
                 {memref(v, dx, {n}), memref(mt("memref<f32x4x?>"), dy, {4, q}), memref(v, dz, {n}),
                  memref(mt("memref<f32x64>"), dw, {64}), memref(mt("memref<i32x2>"), dflag, {2}),
                  memref(mt("memref<i32x?x8>"), dids, {64 * groups, 8})},
                 size_t(groups), "memory")) {
        auto y = dev->readVector<float>(dy, size_t(n)).value();
        auto z = dev->readVector<float>(dz, size_t(n)).value();
        auto w = dev->readVector<float>(dw, 64).value();
        auto flag = dev->readVector<int32_t>(dflag, 1).value();
        auto ids = dev->readVector<int32_t>(dids, minus.size()).value();
        size_t wrongY = 0, wrongW = 0, wrongIds = 0;
        for (int64_t i = 0; i < n; ++i)
          wrongY += y[size_t(i)] != x[size_t(i)] || z[size_t(i)] != 2 * x[size_t(i)];
        for (int k2 = 0; k2 < 64; ++k2) wrongW += w[size_t(k2)] != float(63 - k2);
        const int64_t rows = 64 * groups;
        for (int64_t row = 0; row < rows; ++row) {
          int64_t r = row % 64, lx = r % 32, ly = r / 32;
          int32_t want[8] = {
              int32_t(lx / 16),          int32_t(ly),      2,  2,
              int32_t(lx / 16 + 2 * ly), int32_t(lx % 16), 16, int32_t(groups + 10 * 0 + 100 * 1)};
          for (int c = 0; c < 8; ++c) wrongIds += ids[size_t(row + c * rows)] != want[c];
        }
        check(wrongY == 0, "memory: expand then fuse round trip, barrier.global (" +
                               std::to_string(wrongY) + " wrong)");
        check(wrongW == 0, "memory: alloca'd local tile, barrier.local, reversed read (" +
                               std::to_string(wrongW) + " wrong)");
        check(flag[0] == 1, "memory: associated on an argument");
        check(wrongIds == 0, "memory: subgroup_id.x/.y, num_subgroups.x/.y, subgroup_linear_id, "
                             "subgroup_local_id, subgroup_size, group_id.y, num_groups.x/.y in a "
                             "[32,2] work-group (" +
                                 std::to_string(wrongIds) + " wrong)");
      }
    }
    // --- barriers the compiler inserts: 5 blocks of 256 through local and global memory ----
    const auto barriers = compile("barriers");
    if (auto k = kernel(barriers, "reverse")) {
      const int64_t n = 5 * 256;
      std::vector<float> x(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i % 997) - 300.0f;
      Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
      Buffer ds = dev->createBuffer(size_t(n) * 4).value();
      Buffer dy = dev->createBuffer(size_t(n) * 4).value();
      auto t = mt("memref<f32x?>");
      if (launch(*k, {memref(t, dx, {n}), memref(t, ds, {n}), memref(t, dy, {n})}, 5, "reverse")) {
        auto y = dev->readVector<float>(dy, size_t(n)).value();
        size_t wrong = 0;
        for (int64_t i = 0; i < n; ++i) {
          int64_t base = i / 256 * 256, r = (i % 256 + 1) % 256;
          wrong += y[size_t(i)] != 2.0f * x[size_t(base + 255 - r)];
        }
        check(wrong == 0, "barriers: stages through local and global memory (" +
                              std::to_string(wrong) + " wrong)");
      }
    }
    if (auto k = kernel(barriers, "rotate")) {
      const int64_t n = 3 * 256;
      std::vector<float> x(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i % 613) - 100.0f;
      Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
      Buffer dy = dev->createBuffer(size_t(n) * 4).value();
      auto t = mt("memref<f32x?>");
      if (launch(*k, {memref(t, dx, {n}), memref(t, dy, {n})}, 3, "rotate")) {
        auto y = dev->readVector<float>(dy, size_t(n)).value();
        size_t wrong = 0;
        for (int64_t i = 0; i < n; ++i)
          wrong += y[size_t(i)] != x[size_t(i / 256 * 256 + (i % 256 + 20) % 256)] + 5.0f;
        check(wrong == 0,
              "barriers: dependency carried around a loop (" + std::to_string(wrong) + " wrong)");
      }
    }
  } catch (const BadResultAccess& e) {
    check(false, std::string("runtime error: ") + e.what());
  }
  std::printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
