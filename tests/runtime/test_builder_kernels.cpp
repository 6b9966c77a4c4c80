// Device tests of kernels built with the IR builder and written by spvkit's
// writer (builder/*.cpp, written to <build>/tests/runtime/builder-kernels/ by
// write_kernels and checked by spirv-val). Each kernel is launched through the
// runtime and every output element is compared with a host computation; the
// outputs start as sentinels, so a kernel that did not run fails. Also the
// runtime's error paths on the same binaries. Run through
// scripts/with-ocl-device; exit 77 (skip) with the reason when no SPIR-V
// capable device exists, a failure when one was expected
// (SPVKIT_DEVICE_EXPECTED=1).
#define DOCTEST_CONFIG_IMPLEMENT
#include "builder/KernelCatalog.h"
#include "device_test_support.h"
#include "ir/spirv/Availability.h"
#include "runtime/DeviceTarget.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace spvkit::runtime;
using namespace runtime_test;

namespace {
std::vector<uint32_t> loadSpv(const std::string& name) {
  return readSpv(std::string(SPVKIT_BUILDER_KERNEL_DIR) + "/" + name + ".spv");
}

Kernel kernel(const std::string& file, const std::string& name, KernelMetadata meta = {}) {
  Program p = must(dev().buildProgram(loadSpv(file)), file.c_str());
  return must(p.kernel(name, std::move(meta)), name.c_str());
}

/// Runs an elementwise kernel on memref<T x ?> a, b, c and returns c.
template <class T>
std::vector<T> elementwise(const std::string& name, const char* type, const std::vector<T>& a,
                           const std::vector<T>& b, T sentinel) {
  Kernel k = kernel(name, name);
  CHECK(k.workGroupSize() == std::array<size_t, 3>{64, 1, 1});
  const size_t n = a.size();
  Buffer da = must(dev().createBuffer(std::span<const T>(a)), "a");
  Buffer db = must(dev().createBuffer(std::span<const T>(b)), "b");
  std::vector<T> init(n, sentinel);
  Buffer dc = must(dev().createBuffer(std::span<const T>(init)), "c");
  auto t = memrefType(type);
  int64_t len = int64_t(n);
  must(k.setArgs({memref(t, da, {len}), memref(t, db, {len}), memref(t, dc, {len})}), "setArgs");
  must(dev().launch(k, {groupsFor(n, 64), 1, 1}), "launch");
  return must(dev().readVector<T>(dc, n), "read");
}
} // namespace

TEST_CASE("the device as a target: every kernel's inferred requirements fit it") {
  spvkit::spirv::TargetEnv target = targetFromDevice(dev().info());
  MESSAGE("device target: " << target.str());
  for (const spvkit::test::KernelSpec& spec : spvkit::test::kernelCatalog()) {
    if (spec.fp64 && !dev().info().fp64) continue;
    spvkit::Context ctx;
    spvkit::Module m(ctx);
    spvkit::DiagnosticList diags;
    auto req =
        spvkit::spirv::inferRequirements(spvkit::test::buildKernelModule(spec, m), &target, diags);
    REQUIRE_MESSAGE(req.ok, diags.str());
    CHECK_MESSAGE(spvkit::spirv::checkAgainst(req, target, diags), std::string(spec.file)
                                                                       << ": " << diags.str());
  }
}

TEST_CASE("ew_f32: c = a * b + a, 1000 elements (bounds check)") {
  const size_t n = 1000;
  std::vector<float> a(n), b(n);
  for (size_t i = 0; i < n; ++i) a[i] = float(int(i % 37) - 18), b[i] = float(int(i % 11)) * 0.5f;
  auto c = elementwise<float>("ew_f32", "memref<f32x?>", a, b, std::nanf(""));
  for (size_t i = 0; i < n; ++i) REQUIRE(c[i] == a[i] * b[i] + a[i]);
}

TEST_CASE("ew_f64: c = sqrt(a) * b - a / b (OpenCL.std sqrt)") {
  if (!dev().info().fp64) {
    MESSAGE("the device has no fp64; not run");
    return;
  }
  const size_t n = 777;
  std::vector<double> a(n), b(n);
  for (size_t i = 0; i < n; ++i) a[i] = 0.5 + double(i) * 1.25, b[i] = 1.0 + double(i % 13) / 7.0;
  auto c = elementwise<double>("ew_f64", "memref<f64x?>", a, b, std::nan(""));
  for (size_t i = 0; i < n; ++i) {
    double ref = std::sqrt(a[i]) * b[i] - a[i] / b[i];
    REQUIRE(std::abs(c[i] - ref) <= 1e-13 * (1 + std::abs(ref)));
  }
}

TEST_CASE("ew_i64: c = (a * b) ^ (a >> 3) + i on 64-bit integers") {
  const size_t n = 515;
  std::vector<int64_t> a(n), b(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = (int64_t(i) * 0x9E3779B97F4A7C15ll) >> 7; // large, both signs
    b[i] = int64_t(i % 101) - 50;
  }
  auto c = elementwise<int64_t>("ew_i64", "memref<i64x?>", a, b, INT64_MIN);
  for (size_t i = 0; i < n; ++i) {
    int64_t prod = int64_t(uint64_t(a[i]) * uint64_t(b[i]));
    REQUIRE(c[i] == (prod ^ (a[i] >> 3)) + int64_t(i));
  }
}

TEST_CASE("local memory and barriers: reverse within a work-group, tree reduction in a loop") {
  const size_t n = 256;
  std::vector<float> in(n), init(n, std::nanf(""));
  for (size_t i = 0; i < n; ++i) in[i] = float(i * 3 % 101);
  auto t = memrefType("memref<f32x?>");
  Buffer din = must(dev().createBuffer(std::span<const float>(in)), "in");

  Kernel rev = kernel("local_memory", "reverse64");
  Buffer dout = must(dev().createBuffer(std::span<const float>(init)), "out");
  must(rev.setArgs({memref(t, din, {int64_t(n)}), memref(t, dout, {int64_t(n)})}), "setArgs");
  must(dev().launch(rev, {n / 64, 1, 1}), "launch");
  auto out = must(dev().readVector<float>(dout, n), "read");
  for (size_t i = 0; i < n; ++i) REQUIRE(out[i] == in[i / 64 * 64 + 63 - i % 64]);

  Kernel sum = kernel("local_memory", "wg_sum64");
  std::vector<float> sinit(n / 64, std::nanf(""));
  Buffer dsum = must(dev().createBuffer(std::span<const float>(sinit)), "sums");
  must(sum.setArgs({memref(t, din, {int64_t(n)}), memref(t, dsum, {int64_t(n / 64)})}), "setArgs");
  must(dev().launch(sum, {n / 64, 1, 1}), "launch");
  auto sums = must(dev().readVector<float>(dsum, n / 64), "read");
  for (size_t g = 0; g < n / 64; ++g) {
    float ref = 0;
    for (size_t i = 0; i < 64; ++i) ref += in[g * 64 + i];
    REQUIRE(sums[g] == ref); // integers below 2^24: exact in any order
  }
}

TEST_CASE("subgroups: required size 16, SubgroupSize, broadcast, reduce, scan") {
  KernelMetadata meta;
  meta.subgroupSize = 16;
  Kernel k = kernel("subgroup", "subgroup_ops", meta);
  const size_t n = 256;
  std::vector<float> in(n);
  for (size_t i = 0; i < n; ++i) in[i] = float(int(i * 7 % 23) - 11);
  Buffer din = must(dev().createBuffer(std::span<const float>(in)), "in");
  std::vector<float> fnan(n, std::nanf(""));
  std::vector<int32_t> ineg(n, -1);
  Buffer size = must(dev().createBuffer(std::span<const int32_t>(ineg)), "size");
  Buffer bcast = must(dev().createBuffer(std::span<const float>(fnan)), "bcast");
  Buffer reduce = must(dev().createBuffer(std::span<const float>(fnan)), "reduce");
  Buffer scan = must(dev().createBuffer(std::span<const int32_t>(ineg)), "scan");
  auto tf = memrefType("memref<f32x256>"), ti = memrefType("memref<i32x256>");
  must(k.setArgs({memref(tf, din, {256}), memref(ti, size, {256}), memref(tf, bcast, {256}),
                  memref(tf, reduce, {256}), memref(ti, scan, {256})}),
       "setArgs");
  must(dev().launch(k, {n / 64, 1, 1}), "launch");
  auto sizes = must(dev().readVector<int32_t>(size, n), "read size");
  auto b = must(dev().readVector<float>(bcast, n), "read bcast");
  auto r = must(dev().readVector<float>(reduce, n), "read reduce");
  auto s = must(dev().readVector<int32_t>(scan, n), "read scan");
  for (size_t i = 0; i < n; ++i) {
    size_t first = i / 16 * 16, lane = i % 16;
    float sum = 0;
    for (size_t j = 0; j < 16; ++j) sum += in[first + j];
    REQUIRE(sizes[i] == 16);
    REQUIRE(b[i] == in[first + 3]);
    REQUIRE(r[i] == sum);
    REQUIRE(s[i] == int32_t(lane * (lane + 1) / 2));
  }
}

TEST_CASE("subgroups: Intel shuffle and shuffle-xor") {
  if (!dev().info().hasExtension("cl_intel_subgroups")) {
    MESSAGE("the device has no cl_intel_subgroups; not run");
    return;
  }
  KernelMetadata meta;
  meta.subgroupSize = 16;
  Kernel k = kernel("subgroup_shuffle", "subgroup_shuffle", meta);
  const size_t n = 128;
  std::vector<float> in(n), fnan(n, std::nanf(""));
  for (size_t i = 0; i < n; ++i) in[i] = float(i) * 0.5f;
  Buffer din = must(dev().createBuffer(std::span<const float>(in)), "in");
  Buffer shuf = must(dev().createBuffer(std::span<const float>(fnan)), "shuffled");
  Buffer xo = must(dev().createBuffer(std::span<const float>(fnan)), "xored");
  auto t = memrefType("memref<f32x128>");
  must(k.setArgs({memref(t, din, {128}), memref(t, shuf, {128}), memref(t, xo, {128})}), "setArgs");
  must(dev().launch(k, {n / 64, 1, 1}), "launch");
  auto s = must(dev().readVector<float>(shuf, n), "read");
  auto x = must(dev().readVector<float>(xo, n), "read");
  for (size_t i = 0; i < n; ++i) {
    size_t first = i / 16 * 16, lane = i % 16;
    REQUIRE(s[i] == in[first + (lane + 5) % 16]);
    REQUIRE(x[i] == in[first + (lane ^ 3)]);
  }
}

TEST_CASE("float atomic add (SPV_EXT_shader_atomic_float_add): f32 and f64 bins") {
  const size_t n = 1000;
  auto run = [&](auto zero, const char* file, const char* inType, const char* binType) {
    using T = decltype(zero);
    std::vector<T> in(n), bins(8, T(0.5)), ref(8, T(0.5));
    for (size_t i = 0; i < n; ++i) in[i] = T(int(i % 29) - 9), ref[i % 8] += in[i];
    Kernel k = kernel(file, file);
    Buffer din = must(dev().createBuffer(std::span<const T>(in)), "in");
    Buffer dbins = must(dev().createBuffer(std::span<const T>(bins)), "bins");
    must(k.setArgs({memref(memrefType(inType), din, {int64_t(n)}),
                    memref(memrefType(binType), dbins, {8})}),
         "setArgs");
    must(dev().launch(k, {groupsFor(n, 64), 1, 1}), "launch");
    auto out = must(dev().readVector<T>(dbins, 8), "read");
    for (size_t j = 0; j < 8; ++j) REQUIRE(out[j] == ref[j]); // small integers + 0.5: exact
  };
  run(0.0f, "atomic_fadd", "memref<f32x?>", "memref<f32x8>");
  if (dev().info().fp64) run(0.0, "atomic_fadd64", "memref<f64x?>", "memref<f64x8>");
}

TEST_CASE("memref<f32x?x?> arguments: dynamic shape and leading stride, 2-D launch") {
  Kernel k = kernel("memref_dynamic", "scale_add2d");
  CHECK(k.workGroupSize() == std::array<size_t, 3>{8, 8, 1});
  const int64_t m = 21, n = 13, ldA = 32, ldB = 24;
  std::vector<float> A(size_t(ldA * n)), B(size_t(ldB * n), std::nanf(""));
  for (size_t i = 0; i < A.size(); ++i) A[i] = float(int(i % 41) - 20);
  Buffer dA = must(dev().createBuffer(std::span<const float>(A)), "A");
  Buffer dB = must(dev().createBuffer(std::span<const float>(B)), "B");
  auto t = memrefType("memref<f32x?x?>");
  must(k.setArgs({memref(t, dA, {m, n}, {1, ldA}), memref(t, dB, {m, n}, {1, ldB}), 2.5f}),
       "setArgs");
  must(dev().launch(k, {groupsFor(size_t(m), 8), groupsFor(size_t(n), 8), 1}), "launch");
  auto out = must(dev().readVector<float>(dB, B.size()), "read");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < ldB; ++i) {
      float got = out[size_t(i + j * ldB)];
      if (i < m)
        REQUIRE(got == 2.5f * A[size_t(i + j * ldA)] + float(i) - float(j));
      else
        REQUIRE(std::isnan(got)); // padding between columns is not written
    }
}

TEST_CASE("group<memref<f32x?>x?, offset: ?> argument: pointer table, per-member shapes") {
  Kernel k = kernel("group_arg", "group_scale");
  CHECK(k.numArgs() == 4);
  auto gt = must(parseGroupType("group<memref<f32x?>x?, offset: ?>"), "type");
  // Member g is the `len - offset` elements after the first `offset` of
  // allocation g (the offset counts elements); only the first `size`
  // members belong to the group.
  const int members = 7, offset = 2, size = 4;
  std::vector<SvmBuffer> mem;
  std::vector<std::vector<float>> host;
  GroupValue gv;
  size_t longest = 0;
  for (int g = 0; g < members; ++g) {
    int64_t len = 10 + 29 * g;
    std::vector<float> v(static_cast<size_t>(len));
    for (int64_t i = 0; i < len; ++i) v[size_t(i)] = float(i % 17) - float(g);
    mem.push_back(must(dev().allocSvm(v.size() * sizeof(float)), "allocSvm"));
    must(dev().write(mem.back(), std::span<const float>(v)), "write");
    gv.members.push_back(MemRefValue{mem.back(), {len - offset}, {}});
    host.push_back(std::move(v));
    if (g < size) longest = std::max(longest, size_t(len - offset));
  }
  gv.offset = offset;
  gv.size = size;
  must(k.setArgs({Arg(gt, gv)}), "setArgs");
  must(dev().launch(k, {groupsFor(longest, 64), size_t(size), 1}), "launch");
  must(dev().finish(), "finish");
  for (int g = 0; g < members; ++g) {
    auto got = must(dev().readVector<float>(mem[size_t(g)], host[size_t(g)].size()), "read");
    for (size_t i = 0; i < got.size(); ++i) {
      float v = host[size_t(g)][i];
      bool inside = g < size && i >= size_t(offset);
      float ref = inside ? v * float(g + 1) + float(g) : v; // others untouched
      REQUIRE(got[i] == ref);
    }
  }
}

TEST_CASE("errors: rejected module, unknown kernel, wrong argument count and types") {
  auto failed = dev().buildProgram(loadSpv("rejected"));
  REQUIRE_FALSE(failed.ok());
  MESSAGE("expected build failure: " << failed.error().str());
  CHECK(failed.error().code == CL_BUILD_PROGRAM_FAILURE);
  CHECK(failed.error().call == "clBuildProgram");
  CHECK(failed.error().log.find("spvkit_missing_function") != std::string::npos);
  CHECK(failed.error().str().find("build log:") != std::string::npos);

  Program p = must(dev().buildProgram(loadSpv("ew_f32")), "ew_f32");
  auto unknown = p.kernel("ew_f33");
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().codeName() == "CL_INVALID_KERNEL_NAME");
  CHECK(unknown.error().message.find("ew_f32") != std::string::npos);

  Kernel k = must(p.kernel("ew_f32"), "kernel");
  Buffer buf = must(dev().createBuffer(64 * 4), "buf");
  auto t = memrefType("memref<f32x?>");
  auto count = k.setArgs({memref(t, buf, {64}), memref(t, buf, {64})});
  REQUIRE_FALSE(count.ok());
  CHECK(count.error().codeName() == "CL_INVALID_KERNEL_ARGS");
  CHECK(count.error().message.find("takes 6 OpenCL arguments") != std::string::npos);

  // A static memref lowers to one argument fewer: the count no longer matches.
  auto fixed = memrefType("memref<f32x64>");
  auto lowered = k.setArgs({memref(fixed, buf, {64}), memref(t, buf, {64}), memref(t, buf, {64})});
  REQUIRE_FALSE(lowered.ok());
  CHECK(lowered.error().codeName() == "CL_INVALID_KERNEL_ARGS");

  // With the parameter types recorded, an f64 memref where f32 is expected is refused.
  KernelMetadata meta;
  meta.params = {t, t, t};
  Kernel typed = must(p.kernel("ew_f32", meta), "typed");
  auto t64 = memrefType("memref<f64x?>");
  auto type = typed.setArgs({memref(t, buf, {64}), memref(t64, buf, {32}), memref(t, buf, {64})});
  REQUIRE_FALSE(type.ok());
  CHECK(type.error().codeName() == "CL_INVALID_ARG_VALUE");
  MESSAGE("expected type error: " << type.error().str());

  // The right number of OpenCL arguments, but an i32 where the kernel takes
  // the i64 size of `a`: clSetKernelArg refuses the size.
  auto width = k.setArgs(
      {memref(fixed, buf, {64}), int32_t(64), memref(t, buf, {64}), memref(t, buf, {64})});
  REQUIRE_FALSE(width.ok());
  CHECK(width.error().call == "clSetKernelArg");
  CHECK(width.error().codeName() == "CL_INVALID_ARG_SIZE");
  MESSAGE("expected size error: " << width.error().str());
}

int main(int argc, char** argv) {
  return runOnDevice(argc, argv, "builder-kernel device tests", "a device was expected",
                     "scripts/with-ocl-device provides one");
}
