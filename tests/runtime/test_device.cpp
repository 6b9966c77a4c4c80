// Device tests: SPIR-V kernels (kernels/*.spvasm) loaded, launched through the
// runtime and checked against host references. Run through scripts/in-pocl.
// Exit 77 (skip) when no IL-capable OpenCL device exists, with the reason;
// when the PoCL root is in use (SPVKIT_DEVICE_EXPECTED=1) that is a failure.
#define DOCTEST_CONFIG_IMPLEMENT
#include "device_test_support.h"

#include <doctest/doctest.h>

#include <cmath>
#include <numeric>

using namespace spvkit::runtime;
using namespace runtime_test;

namespace {
std::vector<uint32_t> loadSpv(const std::string& name) {
  return readSpv(std::string(SPVKIT_KERNEL_DIR) + "/" + name + ".spv");
}

Program build(const std::string& name) {
  return must(dev().buildProgram(loadSpv(name)), name.c_str());
}

} // namespace

TEST_CASE("the device is described as a target") {
  const DeviceInfo& d = dev().info();
  MESSAGE("device: " << d.name << " | " << d.version << " | IL: " << d.ilVersion
                     << " | max work-group " << d.maxWorkGroupSize);
  CHECK(d.supportsIL());
  CHECK(d.supportsSpirv({1, 0}));
  CHECK(d.maxWorkGroupSize >= 64);
  CHECK(d.addressBits == 64);
  CHECK(d.baseAddressAlignBytes > 0);
  CHECK(d.hasExtension("cl_khr_il_program"));
  CHECK(d.svmCoarseGrain);
  CHECK(d.profiling);
  auto all = must(listDevices(), "listDevices");
  CHECK(!all.empty());
}

TEST_CASE("vadd: memref<f32x?> arguments, work-group size from LocalSize, timing") {
  Program p = build("vadd");
  CHECK(must(p.kernelNames(), "kernelNames") == std::vector<std::string>{"vadd"});
  Kernel k = must(p.kernel("vadd"), "kernel");
  CHECK(k.numArgs() == 6);
  CHECK(k.workGroupSize() == std::array<size_t, 3>{64, 1, 1});

  const size_t n = 1000; // not a multiple of 64: the kernel's bounds check matters
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (size_t i = 0; i < n; ++i) {
    a[i] = 0.5f * float(i);
    b[i] = 1000.0f - float(i);
  }
  Buffer da = must(dev().createBuffer(std::span<const float>(a)), "a");
  Buffer db = must(dev().createBuffer(std::span<const float>(b)), "b");
  Buffer dc = must(dev().createBuffer(std::span<const float>(c)), "c");
  auto t = memrefType("memref<f32x?>");
  must(k.setArgs({memref(t, da, {n}), memref(t, db, {n}), memref(t, dc, {n})}), "setArgs");
  Event e = must(dev().launch(k, {groupsFor(n, 64), 1, 1}), "launch");
  auto ns = must(e.durationNs(), "durationNs");
  MESSAGE("vadd of " << n << " floats took " << ns << " ns on the device");
  CHECK(ns > 0);
  auto out = must(dev().readVector<float>(dc, n), "read");
  for (size_t i = 0; i < n; ++i) REQUIRE(out[i] == a[i] + b[i]);
}

TEST_CASE("scale2d: memref with dynamic shape and stride, 2-D work-groups") {
  Kernel k = must(build("scale2d").kernel("scale2d"), "kernel");
  CHECK(k.workGroupSize() == std::array<size_t, 3>{16, 4, 1});
  const int64_t m = 37, ldA = 40;
  std::vector<float> A(size_t(ldA * 4));
  for (size_t i = 0; i < A.size(); ++i) A[i] = float(i % 97) - 20.0f;
  std::vector<float> B(size_t(m * 4), 0.0f);
  Buffer dA = must(dev().createBuffer(std::span<const float>(A)), "A");
  Buffer dB = must(dev().createBuffer(std::span<const float>(B)), "B");
  must(k.setArgs({memref(memrefType("memref<f32x?x4,strided<1,?>>"), dA, {m, 4}, {1, ldA}), 3.0f,
                  memref(memrefType("memref<f32x?x4>"), dB, {m, 4})}),
       "setArgs");
  must(dev().launch(k, {groupsFor(m, 16), 1, 1}), "launch");
  auto out = must(dev().readVector<float>(dB, B.size()), "read");
  for (int64_t j = 0; j < 4; ++j)
    for (int64_t i = 0; i < m; ++i)
      REQUIRE(out[size_t(i + j * m)] == 3.0f * A[size_t(i + j * ldA)]);
}

TEST_CASE("scalars: i8, i16, i32, i64, f64, f32 and index arguments") {
  Kernel k = must(build("scalars").kernel("scalars"), "kernel");
  Buffer out = must(dev().createBuffer(7 * sizeof(double)), "out");
  double nan = std::nan("");
  must(dev().fill(out, &nan, sizeof nan, 7 * sizeof(double)), "fill");
  must(k.setArgs({int8_t(-5), int16_t(-300), int32_t(70000), int64_t(-(int64_t(1) << 40)), 3.25,
                  1.5f, ScalarValue::index(123456789),
                  memref(memrefType("memref<f64x7>"), out, {7})}),
       "setArgs");
  must(dev().launch(k, {1, 1, 1}), "launch");
  auto v = must(dev().readVector<double>(out, 7), "read");
  CHECK(v == std::vector<double>{-5, -300, 70000, -double(int64_t(1) << 40), 3.25, 1.5, 123456789});
}

TEST_CASE("complex scalars as 2-vectors: caxpy (c32) and zscale (c64)") {
  Program p = build("complex");
  auto names = must(p.kernelNames(), "kernelNames");
  CHECK(names.size() == 2);
  Kernel caxpy = must(p.kernel("caxpy"), "caxpy");
  const size_t n = 100;
  using c32 = std::complex<float>;
  std::vector<c32> x(n), y(n);
  for (size_t i = 0; i < n; ++i) {
    x[i] = c32(float(i), 1.0f - float(i % 7));
    y[i] = c32(2.0f, float(i) * 0.25f);
  }
  c32 alpha(2.0f, -1.0f);
  Buffer dx = must(dev().createBuffer(std::span<const c32>(x)), "x");
  Buffer dy = must(dev().createBuffer(std::span<const c32>(y)), "y");
  auto t = memrefType("memref<c32x?>");
  must(caxpy.setArgs({alpha, memref(t, dx, {n}), memref(t, dy, {n})}), "setArgs");
  must(dev().launch(caxpy, {groupsFor(n, 32), 1, 1}), "launch");
  auto out = must(dev().readVector<c32>(dy, n), "read");
  for (size_t i = 0; i < n; ++i) {
    c32 ref = alpha * x[i] + y[i];
    REQUIRE(std::abs(out[i] - ref) <= 1e-5f * (1 + std::abs(ref)));
  }

  // KernelMetadata's work-group size and parameter types are honoured.
  using c64 = std::complex<double>;
  KernelMetadata meta;
  meta.workGroupSize = {16, 1, 1};
  meta.params = {ScalarType::C64, memrefType("memref<c64x16>")};
  Kernel zscale = must(p.kernel("zscale", meta), "zscale");
  std::vector<c64> z(16);
  for (size_t i = 0; i < 16; ++i) z[i] = c64(double(i), -0.5 * double(i));
  Buffer dz = must(dev().createBuffer(std::span<const c64>(z)), "z");
  c64 beta(0.5, 2.0);
  must(zscale.setArgs({beta, memref(memrefType("memref<c64x16>"), dz, {16})}), "setArgs");
  must(dev().launch(zscale, {1, 1, 1}), "launch");
  auto zo = must(dev().readVector<c64>(dz, 16), "read");
  for (size_t i = 0; i < 16; ++i) REQUIRE(std::abs(zo[i] - beta * z[i]) < 1e-12);

  auto wrong =
      zscale.setArgs({std::complex<float>(1, 2), memref(memrefType("memref<c64x16>"), dz, {16})});
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().codeName() == "CL_INVALID_ARG_VALUE");
  CHECK(wrong.error().message.find("parameter 0 is c64, the argument is c32") != std::string::npos);
}

TEST_CASE("group: pointer table in SVM, per-member sizes, dynamic size and offset") {
  Kernel k = must(build("group").kernel("group_sum"), "kernel");
  auto gt = must(parseGroupType("group<memref<f32x?>x?, offset: ?>"), "type");
  // Member i is allocation i without its first `offset` elements.
  const int members = 6, offset = 2, size = 4;
  std::vector<SvmBuffer> mem;
  std::vector<std::vector<float>> host;
  GroupValue gv;
  for (int g = 0; g < members; ++g) {
    int64_t len = 3 + 5 * g;
    std::vector<float> v(static_cast<size_t>(len));
    for (int64_t i = 0; i < len; ++i) v[size_t(i)] = float(g) + 0.25f * float(i);
    mem.push_back(must(dev().allocSvm(v.size() * sizeof(float)), "allocSvm"));
    must(dev().write(mem.back(), std::span<const float>(v)), "write");
    gv.members.push_back(MemRefValue{mem.back(), {len - offset}, {}});
    host.push_back(std::move(v));
  }
  gv.offset = offset;
  gv.size = size;
  std::vector<float> init(size, -1.0f);
  Buffer out = must(dev().createBuffer(std::span<const float>(init)), "out");
  must(k.setArgs({Arg(gt, gv), memref(memrefType("memref<f32x?>"), out, {size})}), "setArgs");
  must(dev().launch(k, {1, 1, 1}), "launch");
  auto sums = must(dev().readVector<float>(out, size), "read");
  for (int i = 0; i < size; ++i) {
    auto& v = host[size_t(i)];
    float ref = std::accumulate(v.begin() + offset, v.end(), 0.0f);
    REQUIRE(sums[size_t(i)] == doctest::Approx(ref).epsilon(1e-6));
  }
  must(dev().finish(), "finish"); // SVM is freed when `mem` dies
}

TEST_CASE("events: non-blocking copies and launches ordered by wait lists") {
  Kernel k = must(build("vadd").kernel("vadd"), "kernel");
  const size_t n = 256;
  std::vector<float> a(n, 1.5f), b(n, 2.0f), c(n, 0.0f);
  Buffer da = must(dev().createBuffer(n * 4), "a");
  Buffer db = must(dev().createBuffer(n * 4), "b");
  Buffer dc = must(dev().createBuffer(n * 4), "c");
  Event wa = must(dev().write(da, a.data(), n * 4, 0, false), "write a");
  Event wb = must(dev().write(db, b.data(), n * 4, 0, false), "write b");
  auto t = memrefType("memref<f32x?>");
  must(k.setArgs({memref(t, da, {n}), memref(t, db, {n}), memref(t, dc, {n})}), "setArgs");
  std::vector<Event> deps = {wa, wb};
  Event run = must(dev().launch(k, {n / 64, 1, 1}, deps), "launch");
  Buffer copy = must(dev().createBuffer(n * 4), "copy");
  must(run.wait(), "wait");
  must(dev().copy(dc, copy, n * 4), "copy");
  Event r = must(dev().read(copy, c.data(), n * 4, 0, false), "read");
  must(r.wait(), "wait read");
  for (float x : c) REQUIRE(x == 3.5f);
}

TEST_CASE("errors: build log, unknown kernel, argument count and type, bad modules") {
  auto failed = dev().buildProgram(loadSpv("missing_symbol"));
  REQUIRE_FALSE(failed.ok());
  MESSAGE("expected build failure: " << failed.error().str());
  CHECK(failed.error().code == CL_BUILD_PROGRAM_FAILURE);
  CHECK(failed.error().call == "clBuildProgram");
  CHECK(failed.error().log.find("spvkit_missing_function") != std::string::npos);
  CHECK(failed.error().str().find("build log:") != std::string::npos);

  Program p = build("vadd");
  auto unknown = p.kernel("vsub");
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().codeName() == "CL_INVALID_KERNEL_NAME");
  CHECK(unknown.error().message.find("the module has: vadd") != std::string::npos);

  Kernel k = must(p.kernel("vadd"), "kernel");
  Buffer buf = must(dev().createBuffer(64 * 4), "buf");
  auto t = memrefType("memref<f32x?>");
  auto count = k.setArgs({memref(t, buf, {64}), memref(t, buf, {64})});
  REQUIRE_FALSE(count.ok());
  CHECK(count.error().codeName() == "CL_INVALID_KERNEL_ARGS");
  CHECK(count.error().message.find(
            "takes 6 OpenCL arguments but the 2 parameters given lower to 4") != std::string::npos);
  auto shape = k.setArgs({memref(t, buf, {65}), memref(t, buf, {64}), memref(t, buf, {64})});
  REQUIRE_FALSE(shape.ok());
  CHECK(shape.error().message.find("spans 260 bytes but its memory has 256") != std::string::npos);

  Kernel s = must(build("scalars").kernel("scalars"), "scalars");
  Buffer out = must(dev().createBuffer(7 * sizeof(double)), "out");
  // An i32 where the kernel takes an i8: clSetKernelArg rejects the size.
  auto size = s.setArgs({int32_t(1), int16_t(2), int32_t(3), int64_t(4), 5.0, 6.0f,
                         ScalarValue::index(7), memref(memrefType("memref<f64x7>"), out, {7})});
  REQUIRE_FALSE(size.ok());
  CHECK(size.error().call == "clSetKernelArg");
  CHECK(size.error().codeName() == "CL_INVALID_ARG_SIZE");
  CHECK(size.error().message.find("OpenCL argument 0 (arg 0 value, 4 bytes)") != std::string::npos);

  std::vector<uint32_t> junk = {1, 2, 3, 4, 5, 6};
  auto notSpirv = dev().buildProgram(junk);
  REQUIRE_FALSE(notSpirv.ok());
  CHECK(notSpirv.error().message.find("not a SPIR-V module") != std::string::npos);
  auto words = loadSpv("vadd");
  words[1] = 0x00010500; // SPIR-V 1.5: more than PoCL 6 accepts
  if (!dev().info().supportsSpirv({1, 5})) {
    auto tooNew = dev().buildProgram(words);
    REQUIRE_FALSE(tooNew.ok());
    CHECK(tooNew.error().message.find("the module is SPIR-V 1.5") != std::string::npos);
  }
  if (!dev().info().subgroupSizes.empty()) {
    KernelMetadata odd;
    odd.subgroupSize = 3;
    auto sg = p.kernel("vadd", odd);
    REQUIRE_FALSE(sg.ok());
    CHECK(sg.error().message.find("needs subgroup size 3; the device has") != std::string::npos);
  }
  auto empty = dev().launchNd(k, {0, 1, 1});
  REQUIRE_FALSE(empty.ok());
  CHECK(empty.error().codeName() == "CL_INVALID_GLOBAL_WORK_SIZE");
}

int main(int argc, char** argv) {
  return runOnDevice(argc, argv, "runtime device tests",
                     "the PoCL root is set up but has no usable device",
                     "scripts/setup-pocl makes a PoCL 6 device");
}
