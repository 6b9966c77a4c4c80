// Collective linear algebra on the OpenCL test device against host
// references: the kernels of kernels/gemm.tl and kernels/linalg.tl, compiled
// with the tensor-lang-cc pipeline for the `pocl` target and written to the
// current folder (the meson test validates them with spirv-val and ocloc).
//
// Operands hold small dyadic numbers (multiples of 1/8 in [-2, 2]), so that
// every product and sum up to K = 257 is exact in f32 and the comparison can
// be exact up to a tiny relative tolerance. Many cases share one launch: the
// group-argument kernels run one GEMM per work-group, each with its own
// shape and leading dimensions. Exit 77 when there is no device.
#include "device_support.h"
#include "half_bits.h"

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace device_test;

void runLinalgOpsTests(Device& dev, const Program& gemmProg, const Program& linalgProg,
                       const Program* casProg);

namespace {

/// Compiles kernels/NAME.tl for the target and writes NAME.spv.
Binary compile(const std::string& name, const char* targetName = nullptr) {
  const std::string path = std::string(SPVKIT_TENSOR_KERNELS) + "/" + name + ".tl";
  const tensor::Target target = *tensor::findTarget(targetName ? targetName : testTargetName());
  if (onVulkan() && name == "linalg") {
    // tile_offsets (the file's last kernel) asks for subgroups of 16.
    std::ifstream f(path);
    std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    size_t cut = text.find("; foreach_tile's offsets");
    if (cut != std::string::npos) {
      excluded("linalg.tl tile_offsets",
               "subgroup_size=16: lavapipe's subgroups have 8 work-items");
      text.resize(cut);
    }
    Context ctx;
    frontend::SourceManager sm;
    auto prog = frontend::parseString(ctx, sm, path, text);
    return compileProgram(sm, prog, target, name);
  }
  return compileFile(path, name, target);
}

// --- element types -------------------------------------------------------------------

template <class T>
struct Elem;
template <>
struct Elem<float> {
  using Ref = double;
  static constexpr const char* name = "f32";
  static float make(double re, double) { return float(re); }
};
template <>
struct Elem<double> {
  using Ref = double;
  static constexpr const char* name = "f64";
  static double make(double re, double) { return re; }
};
template <>
struct Elem<std::complex<float>> {
  using Ref = std::complex<double>;
  static constexpr const char* name = "c32";
  static std::complex<float> make(double re, double im) { return {float(re), float(im)}; }
};
template <>
struct Elem<std::complex<double>> {
  using Ref = std::complex<double>;
  static constexpr const char* name = "c64";
  static std::complex<double> make(double re, double im) { return {re, im}; }
};
/// A f16 on the host: its bits (the kernels' f16 memrefs and arguments).
struct Half {
  uint16_t bits = 0;
  explicit operator double() const;
};

Half::operator double() const {
  return fromHalf(bits);
}

/// A host value in arithmetic: a Half as double, anything else itself.
template <class X>
auto hostValue(X x) {
  if constexpr (std::is_same_v<X, Half>)
    return double(x);
  else
    return x;
}

template <>
struct Elem<Half> {
  using Ref = double;
  static constexpr const char* name = "f16";
  static Half make(double re, double) { return Half{toHalf(re)}; }
};
template <>
struct Elem<int32_t> {
  using Ref = int64_t;
  static constexpr const char* name = "i32";
  static int32_t make(double re, double) { return int32_t(re * 8); }
};

/// Deterministic multiples of 1/8 in [-2, 2].
struct Numbers {
  uint64_t state = 12345;
  double next() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return double(int64_t((state >> 33) % 33) - 16) / 8.0;
  }
  template <class T>
  T value() {
    double re = next();
    return Elem<T>::make(re, next());
  }
};

template <class R>
bool close(R got, R want) {
  if constexpr (std::is_integral_v<R>) {
    return got == want;
  } else {
    double scale = std::max(1.0, std::abs(want));
    return std::abs(got - want) <= 1e-5 * scale; // NaN fails
  }
}

/// A column-major matrix on the host with leading dimension ld.
template <class T>
struct HostMatrix {
  int64_t rows = 0, cols = 0, ld = 0;
  std::vector<T> data;
  HostMatrix(int64_t r, int64_t c, int64_t pad, Numbers& num)
      : rows(r), cols(c), ld(r + pad), data(size_t(std::max<int64_t>(1, ld * c))) {
    for (auto& x : data) x = num.value<T>();
  }
  T at(int64_t i, int64_t j) const { return data[size_t(i + j * ld)]; }
};

struct Shape {
  int64_t m, n, k;
};

/// The sampled shape grid: M, N, K from {1, 2, 7, 16, 33, 64, 100, 257}.
std::vector<Shape> sampledShapes(int count, int seed) {
  static const int64_t sizes[] = {1, 2, 7, 16, 33, 64, 100, 257};
  std::vector<Shape> out;
  for (int i = 0; i < count; ++i) {
    int j = i + seed;
    Shape s{sizes[(j * 3) % 8], sizes[(j * 5 + 1) % 8], sizes[(j * 7 + 2) % 8]};
    if (s.m * s.n * s.k > 257 * 100 * 64) s.k = 7; // keep the run short
    out.push_back(s);
  }
  return out;
}

/// op(X)(i, j) of a stored matrix.
template <class T>
T opAt(const HostMatrix<T>& x, bool trans, int64_t i, int64_t j) {
  return trans ? x.at(j, i) : x.at(i, j);
}

} // namespace

struct Runner : KernelRunner {
  using KernelRunner::kernel;
  std::optional<Kernel> kernel(const Program& prog, const std::string& name) {
    auto k = prog.kernel(name);
    if (!check(bool(k), name + " kernel")) {
      std::printf("%s\n", k.error().str().c_str());
      return std::nullopt;
    }
    return std::move(*k);
  }

  /// One launch of a group-argument gemm kernel: one GEMM per work-group.
  /// A and B hold AB (alpha's type too when it is Half, the mixed case), C
  /// and beta T.
  template <class T, class AB = T, class Alpha = T>
  void gemmGroups(const Program& prog, const std::string& name, bool ta, bool tb,
                  const std::vector<Shape>& shapes, Alpha alpha, std::optional<T> beta, bool nanC) {
    auto k = kernel(prog, name);
    if (!k) return;
    using R = typename Elem<T>::Ref;
    Numbers num;
    std::vector<HostMatrix<AB>> As, Bs;
    std::vector<HostMatrix<T>> Cs;
    std::vector<SvmBuffer> svm;
    std::vector<MemRefValue> ma, mb, mc;
    auto member = [&](auto& h, std::vector<MemRefValue>& list) {
      size_t bytes = h.data.size() * sizeof(h.data[0]);
      svm.push_back(dev.allocSvm(bytes).value());
      dev.write(svm.back(), h.data.data(), bytes).value();
      list.push_back({svm.back().ref(), {h.rows, h.cols}, {1, h.ld}});
    };
    for (size_t i = 0; i < shapes.size(); ++i) {
      const Shape& s = shapes[i];
      int64_t pad = int64_t(i % 3);
      As.emplace_back(ta ? s.k : s.m, ta ? s.m : s.k, pad, num);
      Bs.emplace_back(tb ? s.n : s.k, tb ? s.k : s.n, (pad + 1) % 3, num);
      Cs.emplace_back(s.m, s.n, (pad + 2) % 3, num);
      if (nanC)
        for (auto& x : Cs.back().data)
          x = Elem<T>::make(std::numeric_limits<double>::quiet_NaN(), 0);
    }
    for (size_t i = 0; i < shapes.size(); ++i) {
      member(As[i], ma);
      member(Bs[i], mb);
      member(Cs[i], mc);
    }
    auto groupOf = [](const char* t) {
      return parseGroupType("group<memref<" + std::string(t) + "x?x?,strided<1,?>>x?>").value();
    };
    auto gt = groupOf(Elem<T>::name), gab = groupOf(Elem<AB>::name);
    Arg alphaArg = [&] {
      if constexpr (std::is_same_v<Alpha, Half>)
        return Arg(ScalarValue::f16Bits(alpha.bits));
      else
        return Arg(alpha);
    }();
    std::vector<Arg> args = {alphaArg, Arg(gab, GroupValue{ma, -1, 0}),
                             Arg(gab, GroupValue{mb, -1, 0})};
    if (beta) args.push_back(Arg(*beta));
    args.push_back(Arg(gt, GroupValue{mc, -1, 0}));
    if (!launch(*k, args, shapes.size(), name)) return;
    size_t wrong = 0, total = 0;
    for (size_t g = 0; g < shapes.size(); ++g) {
      const Shape& s = shapes[g];
      std::vector<T> got(Cs[g].data.size());
      dev.read(svm[3 * g + 2], got.data(), got.size() * sizeof(T)).value();
      for (int64_t j = 0; j < s.n; ++j)
        for (int64_t i = 0; i < s.m; ++i) {
          R acc = 0;
          for (int64_t l = 0; l < s.k; ++l)
            acc += R(opAt(As[g], ta, i, l)) * R(opAt(Bs[g], tb, l, j));
          R want = R(hostValue(alpha)) * acc;
          if (beta && R(*beta) != R(0))
            want += R(*beta) * R(Cs[g].at(i, j)); // BLAS: beta = 0 ignores C
          wrong += !close(R(got[size_t(i + j * Cs[g].ld)]), want);
          ++total;
        }
      // The padding rows below C stay untouched.
      for (int64_t j = 0; j < s.n; ++j)
        for (int64_t i = s.m; i < Cs[g].ld; ++i) {
          T before = Cs[g].at(i, j), after = got[size_t(i + j * Cs[g].ld)];
          wrong += std::memcmp(&before, &after, sizeof(T)) != 0;
        }
    }
    check(wrong == 0, name + ": " + std::to_string(shapes.size()) + " GEMMs, " +
                          std::to_string(total) + " entries (" + std::to_string(wrong) + " wrong)");
  }

  /// A static-shape gemm kernel batched by group_id subviews of 3-D arrays.
  template <class T>
  void gemmStatic(const Program& prog, const std::string& name, bool ta, bool tb, Shape s,
                  int64_t batch, T alpha, T beta) {
    auto k = kernel(prog, name);
    if (!k) return;
    using R = typename Elem<T>::Ref;
    Numbers num;
    int64_t ar = ta ? s.k : s.m, ac = ta ? s.m : s.k, br = tb ? s.n : s.k, bc = tb ? s.k : s.n;
    HostMatrix<T> A(ar, ac * batch, 0, num), B(br, bc * batch, 0, num), C(s.m, s.n * batch, 0, num);
    Buffer dA = dev.createBuffer(std::span<const T>(A.data)).value();
    Buffer dB = dev.createBuffer(std::span<const T>(B.data)).value();
    Buffer dC = dev.createBuffer(std::span<const T>(C.data)).value();
    std::string t = Elem<T>::name;
    auto type3 = [&](int64_t r, int64_t c) {
      return parseMemRefType("memref<" + t + "x" + std::to_string(r) + "x" + std::to_string(c) +
                             "x?>")
          .value();
    };
    if (!launch(*k,
                {Arg(alpha), memref(type3(ar, ac), dA, {ar, ac, batch}),
                 memref(type3(br, bc), dB, {br, bc, batch}), Arg(beta),
                 memref(type3(s.m, s.n), dC, {s.m, s.n, batch})},
                size_t(batch), name))
      return;
    auto got = dev.readVector<T>(dC, C.data.size()).value();
    size_t wrong = 0;
    for (int64_t g = 0; g < batch; ++g)
      for (int64_t j = 0; j < s.n; ++j)
        for (int64_t i = 0; i < s.m; ++i) {
          R acc = 0;
          for (int64_t l = 0; l < s.k; ++l) {
            T a = ta ? A.at(l, i + g * s.m) : A.at(i, l + g * s.k);
            T b = tb ? B.at(j, l + g * s.k) : B.at(l, j + g * s.n);
            acc += R(a) * R(b);
          }
          R want = R(alpha) * acc + R(beta) * R(C.at(i, j + g * s.n));
          wrong += !close(R(got[size_t(i + (j + g * s.n) * s.m)]), want);
        }
    check(wrong == 0, name + ": " + std::to_string(batch) + " static " + std::to_string(s.m) + "x" +
                          std::to_string(s.n) + "x" + std::to_string(s.k) + " GEMMs (" +
                          std::to_string(wrong) + " wrong)");
  }
};

int main() {
  auto gemm = compile("gemm");
  auto linalg = compile("linalg");
  // Without float atomics: the strict OpenCL profile, or the generic Vulkan one.
  auto cas = compile("linalg_cas", onVulkan() ? "vulkan" : "generic");
  check(gemm && linalg && cas, "all kernels compile");
  Result<Device> dev = Device::open();
  if (!dev) return noDeviceStatus(dev);
  std::printf("device: %s\n", dev->info().name.c_str());
  Runner r{{*dev}};
  try {
    if (gemm) {
      auto prog = dev->buildProgram(*gemm);
      if (check(bool(prog), "gemm.tl builds")) {
        using C32 = std::complex<float>;
        using C64 = std::complex<double>;
        int seed = 0;
        auto shapes = [&](int n) { return sampledShapes(n, seed += 7); };
        r.gemmGroups<float>(*prog, "gemm_nn_f32", false, false, shapes(24), 1.5f, -0.5f, false);
        r.gemmGroups<float>(*prog, "gemm_nt_f32", false, true, shapes(24), -1.0f, 2.0f, false);
        r.gemmGroups<float>(*prog, "gemm_tn_f32", true, false, shapes(24), 0.5f, 1.0f, false);
        r.gemmGroups<float>(*prog, "gemm_tt_f32", true, true, shapes(24), 2.0f, 0.0f, true);
        r.gemmGroups<double>(*prog, "gemm_nn_f64", false, false, shapes(16), 1.5, -0.5, false);
        r.gemmGroups<double>(*prog, "gemm_tt_f64", true, true, shapes(16), -0.25, 1.0, false);
        r.gemmGroups<C32>(*prog, "gemm_nt_c32", false, true, shapes(12), C32(0.5f, -1.0f),
                          C32(1.0f, 0.5f), false);
        r.gemmGroups<C64>(*prog, "gemm_tn_c64", true, false, shapes(12), C64(-1.0, 0.25),
                          C64(0.0, 0.0), true);
        r.gemmGroups<int32_t>(*prog, "gemm_nn_i32", false, false, shapes(12), int32_t(3),
                              int32_t(-2), false);
        r.gemmGroups<int32_t>(*prog, "gemm_tt_i32", true, true, shapes(12), int32_t(-1), int32_t(1),
                              false);
        // f16 x f16 -> f32 (alpha f16): on the pocl target without Float16,
        // f16 memory as 16-bit integers widened to f32, f32 arithmetic.
        r.gemmGroups<float, Half, Half>(*prog, "gemm_nn_f16_f32", false, false, shapes(16),
                                        Half{toHalf(1.5)}, -0.5f, false);
        r.gemmGroups<float, Half, Half>(*prog, "gemm_tt_f16_f32", true, true, shapes(16),
                                        Half{toHalf(-0.75)}, 0.0f, true);
        r.gemmGroups<float>(*prog, "gemm_beta0_f32", true, false, shapes(16), 1.5f, std::nullopt,
                            true);
        std::vector<Shape> multiples;
        for (int64_t i = 0; i < 12; ++i)
          multiples.push_back({16 * (1 + i % 5), 4 * (1 + i % 7), 1 + 20 * (i % 4)});
        r.gemmGroups<float>(*prog, "gemm_gcd_f32", false, false, multiples, 1.5f, 0.5f, false);
        r.gemmStatic<float>(*prog, "gemm_static_a", false, false, {33, 16, 7}, 5, 1.5f, -1.0f);
        r.gemmStatic<double>(*prog, "gemm_static_b", true, true, {100, 2, 64}, 3, -0.5, 2.0);
        r.gemmStatic<float>(*prog, "gemm_static_c", false, false, {64, 64, 64}, 4, 1.0f, 0.5f);
        // (Without a binary there is nothing to build: "all kernels compile" failed.)
        auto lprog = linalg ? dev->buildProgram(*linalg) : Result<Program>(Error{});
        if (linalg && check(bool(lprog), "linalg.tl builds")) {
          auto cprog = cas ? dev->buildProgram(*cas) : Result<Program>(Error{});
          check(cas && bool(cprog), "linalg_cas.tl (generic target) builds");
          runLinalgOpsTests(*dev, *prog, *lprog, cprog ? &*cprog : nullptr);
        }
      } else {
        std::printf("%s\n", prog.error().str().c_str());
      }
    }
  } catch (const BadResultAccess& e) {
    check(false, std::string("runtime error: ") + e.what());
  }
  reportExclusions();
  std::printf("%d of %d checks failed\n", failures, checks);
  return failures ? 1 : 0;
}
