// Vulkan runtime tests on a real Vulkan device (lavapipe in CI, through
// scripts/with-ocl-device): hand-written Vulkan compute modules (*.mlir here,
// written by spvkit-opt) launched through runtime/vulkan and checked against
// host references, and one test per error rule: an invalid module, an OpenCL
// module, a missing device feature, too many work-groups, argument mismatches.
// Exit 77 (skip) without a Vulkan device unless SPVKIT_DEVICE_EXPECTED=1.
#define DOCTEST_CONFIG_IMPLEMENT
#include "runtime/PushConstants.h"
#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanTarget.h"
#include "vulkan_test_support.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>

using namespace spvkit::runtime;

namespace {
using runtime_test::dev;
using runtime_test::failure;
using runtime_test::must;

std::vector<uint32_t> readSpv(const std::string& name) {
  return runtime_test::readSpv(std::string(SPVKIT_VULKAN_KERNEL_DIR) + "/" + name);
}

MemRefType vecType() {
  return must(parseMemRefType("memref<f32x?>"), "type");
}

struct Axpy {
  std::vector<float> x, y;
  VulkanBuffer bx, by;
  explicit Axpy(size_t n) : x(n), y(n) {
    for (size_t i = 0; i < n; ++i) {
      x[i] = float(i) * 0.5f;
      y[i] = 3.0f - float(i);
    }
    bx = must(dev().createBuffer(std::span<const float>(x)), "x");
    by = must(dev().createBuffer(std::span<const float>(y)), "y");
  }
  std::vector<Arg> args(float alpha) const {
    return {Arg(alpha), memref(vecType(), bx, {int64_t(x.size())}),
            memref(vecType(), by, {int64_t(y.size())})};
  }
  void check(float alpha) {
    auto out = must(dev().readVector<float>(by, y.size()), "read y");
    for (size_t i = 0; i < y.size(); ++i)
      REQUIRE_MESSAGE(out[i] == alpha * x[i] + y[i], "element " << i);
  }
};
} // namespace

TEST_CASE("the device describes itself") {
  const VulkanDeviceInfo& d = dev().info();
  MESSAGE(d.name << " | Vulkan " << d.apiVersionString() << " | " << d.driverName << " "
                 << d.driverInfo << " | subgroups " << d.minSubgroupSize << ".."
                 << d.maxSubgroupSize << " | push constants " << d.maxPushConstantsSize
                 << " | shared " << d.maxComputeSharedMemorySize << " | coop shapes "
                 << d.coopMatrixShapes.size());
  CHECK(d.bufferDeviceAddress);
  CHECK(d.maxPushConstantsSize >= 128);
  CHECK(d.maxComputeWorkGroupCount[0] > 0);
  auto all = must(listVulkanDevices(), "listVulkanDevices");
  CHECK(!all.empty());
  auto env = vulkanTargetEnv(d);
  CHECK(env.hasCapability(spvkit::spirv::Capability::Shader));
  CHECK(env.hasCapability(spvkit::spirv::Capability::PhysicalStorageBufferAddresses));
  CHECK(env.hasCapability(spvkit::spirv::Capability::Float64) == d.shaderFloat64);
  CHECK(!env.limits.subgroupSizes.empty());
}

TEST_CASE("buffers: device addresses, write and read back") {
  std::vector<int32_t> v(1000);
  for (size_t i = 0; i < v.size(); ++i) v[i] = int32_t(i * 7);
  auto b = must(dev().createBuffer(std::span<const int32_t>(v)), "buffer");
  CHECK(b.address() != 0);
  CHECK(b.ref().kind == DataRef::Kind::DeviceAddress);
  auto back = must(dev().readVector<int32_t>(b, v.size()), "read");
  CHECK(back == v);
  int32_t x = -5;
  must(dev().write(b, &x, 4, 4 * 10), "write at an offset");
  CHECK(must(dev().readVector<int32_t>(b, 11), "read")[10] == -5);
  auto e = failure(dev().write(b, &x, 4, 4 * 1000), "a write past the end");
  CHECK(e.message.find("outside the buffer") != std::string::npos);
}

TEST_CASE("a buffer larger than one staging chunk (64 MiB) round-trips; a device copy") {
  size_t n = (80u << 20) / 4;
  std::vector<uint32_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = uint32_t(i * 2654435761u);
  auto b = must(dev().createBuffer(std::span<const uint32_t>(v)), "80 MiB buffer");
  auto c = must(dev().createBuffer(n * 4), "its copy");
  auto t = must(dev().copy(b, c, n * 4), "copy");
  MESSAGE("device copy of 80 MiB: " << t.ns << " ns");
  CHECK(must(dev().readVector<uint32_t>(c, n), "read") == v);
}

TEST_CASE("axpy through PhysicalStorageBuffer pointers in push constants, timed") {
  auto mod = must(dev().loadModule(readSpv("axpy.spv")), "load axpy");
  CHECK(mod.entryPoints() == std::vector<std::string>{"axpy"});
  auto k = must(mod.kernel("axpy"), "kernel");
  CHECK(k.workGroupSize() == std::array<uint32_t, 3>{64, 1, 1});
  size_t n = 100000; // not a multiple of 64: the kernel guards the tail
  Axpy a(n);
  auto t = must(dev().launch(k, a.args(2.5f), {uint32_t((n + 63) / 64), 1, 1}), "launch");
  a.check(2.5f);
  MESSAGE("axpy of " << n << " elements: " << t.ns << " ns (timestamps)");
  if (dev().info().timestamps) CHECK(t.ns > 0);
  // The same words give the same module; a second launch reuses the pipeline.
  auto again = must(dev().loadModule(readSpv("axpy.spv")), "load again");
  auto k2 = must(again.kernel("axpy"), "kernel again");
  CHECK(k2.state() == k.state());
}

TEST_CASE("arguments in a buffer when the module's block holds one address") {
  auto k =
      must(must(dev().loadModule(readSpv("axpy_indirect.spv")), "load").kernel("axpy_indirect"),
           "kernel");
  Axpy a(1000);
  must(dev().launch(k, a.args(-1.5f), {16, 1, 1}), "launch");
  a.check(-1.5f);
}

TEST_CASE("a group: the address of a table of member addresses") {
  auto k =
      must(must(dev().loadModule(readSpv("sum_group.spv")), "load").kernel("sum_group"), "kernel");
  size_t members = 13;
  std::vector<VulkanBuffer> mem;
  GroupValue gv;
  std::vector<float> expect;
  for (size_t j = 0; j < members; ++j) {
    std::vector<float> v{float(j), 1.0f, 2.0f * float(j), 0.25f};
    expect.push_back(v[0] + v[1] + v[2] + v[3]);
    mem.push_back(must(dev().createBuffer(std::span<const float>(v)), "member"));
    gv.members.push_back(MemRefValue{mem.back(), {4}, {}});
  }
  auto out = must(dev().createBuffer(members * 4), "out");
  GroupType gt = std::get<GroupType>(must(parseParamType("group<memref<f32x4>x?>"), "type"));
  std::vector<Arg> args{Arg(gt, gv), memref(vecType(), out, {int64_t(members)})};
  must(dev().launch(k, args, {2, 1, 1}), "launch");
  CHECK(must(dev().readVector<float>(out, members), "read") == expect);
}

TEST_CASE("an invalid module never reaches the driver") {
  auto words = readSpv("axpy.spv");
  auto bad = words;
  bad.resize(bad.size() - 3); // cut inside the last instructions
  Error e = failure(dev().loadModule(bad), "a truncated module");
  CHECK(e.call == "VulkanDevice::loadModule");
  CHECK(e.message.find("malformed") != std::string::npos);
  std::vector<uint32_t> junk{0x07230203, 0x00010600, 0, 100, 0xffffffff};
  e = failure(dev().loadModule(junk), "a module of junk");
  CHECK(e.call == "VulkanDevice::loadModule");
}

TEST_CASE("an OpenCL module is refused with the reason") {
  Error e = failure(dev().loadModule(readSpv("opencl_kernel.spv")), "an OpenCL kernel module");
  CHECK(e.message.find("OpenCL") != std::string::npos);
}

TEST_CASE("a missing device feature is named before any launch") {
  auto mod = must(dev().loadModule(readSpv("coop_declared.spv")), "load");
  auto k = mod.kernel("coop");
  if (dev().info().cooperativeMatrix) {
    CHECK(k.ok());
    return;
  }
  Error e = failure(std::move(k), "a cooperative-matrix kernel on a device without them");
  CHECK(e.codeName() == "VK_ERROR_FEATURE_NOT_PRESENT");
  CHECK(e.message.find("cooperativeMatrix") != std::string::npos);
}

TEST_CASE("launch sizes and arguments that do not fit are errors") {
  auto k = must(must(dev().loadModule(readSpv("axpy.spv")), "load").kernel("axpy"), "kernel");
  Axpy a(64);
  const VulkanDeviceInfo& d = dev().info();
  Error e = failure(dev().launch(k, a.args(1.0f), {d.maxComputeWorkGroupCount[0] + 1, 1, 1}),
                    "too many work-groups");
  CHECK(e.message.find("maxComputeWorkGroupCount") != std::string::npos);
  // One argument too few: 3 block members instead of 5.
  std::vector<Arg> two{Arg(1.0f), memref(vecType(), a.bx, {64})};
  e = failure(dev().launch(k, two, {1, 1, 1}), "a missing argument");
  CHECK(e.message.find("5 members") != std::string::npos);
  // A scalar of another type moves the members: the offsets disagree.
  std::vector<Arg> wrong{Arg(1.0), memref(vecType(), a.bx, {64}), memref(vecType(), a.by, {64})};
  e = failure(dev().launch(k, wrong, {1, 1, 1}), "an f64 where the module has an f32");
  // A memref larger than its buffer.
  std::vector<Arg> big{Arg(1.0f), memref(vecType(), a.bx, {65}), memref(vecType(), a.by, {64})};
  e = failure(dev().launch(k, big, {1, 1, 1}), "a memref beyond its buffer");
  CHECK(e.message.find("bytes") != std::string::npos);
  // With metadata, parameter types are checked by name.
  KernelMetadata meta;
  meta.params = {ScalarType::F32, vecType(), vecType()};
  auto km = must(must(dev().loadModule(readSpv("axpy.spv")), "load").kernel("axpy", meta), "k");
  std::vector<Arg> i32arg{Arg(int32_t(1)), memref(vecType(), a.bx, {64}),
                          memref(vecType(), a.by, {64})};
  e = failure(dev().launch(km, i32arg, {1, 1, 1}), "an i32 for an f32 parameter");
  CHECK(e.message.find("parameter 0 is f32") != std::string::npos);
  // OpenCL memory is not Vulkan memory.
  std::vector<Arg> cl{Arg(1.0f), memref(vecType(), DataRef{DataRef::Kind::Buffer, &a, 256}, {64}),
                      memref(vecType(), a.by, {64})};
  e = failure(dev().launch(k, cl, {1, 1, 1}), "an OpenCL buffer");
  CHECK(e.message.find("OpenCL memory") != std::string::npos);
  // And the device still works.
  must(dev().launch(k, a.args(1.0f), {1, 1, 1}), "a good launch after the bad ones");
  a.check(1.0f);
}

TEST_CASE("a required subgroup size inside and outside the device's range") {
  const VulkanDeviceInfo& d = dev().info();
  auto mod = must(dev().loadModule(readSpv("axpy.spv")), "load");
  KernelMetadata ok;
  ok.subgroupSize = d.maxSubgroupSize;
  auto k = must(mod.kernel("axpy", ok), "kernel with the maximum subgroup size");
  Axpy a(256);
  must(dev().launch(k, a.args(2.0f), {4, 1, 1}), "launch");
  a.check(2.0f);
  KernelMetadata bad;
  bad.subgroupSize = d.maxSubgroupSize * 2;
  Error e = failure(mod.kernel("axpy", bad), "a subgroup size beyond the maximum");
  CHECK(e.codeName() == "VK_ERROR_FEATURE_NOT_PRESENT");
  KernelMetadata wgs;
  wgs.workGroupSize = {32, 1, 1};
  e = failure(mod.kernel("axpy", wgs), "metadata that contradicts LocalSize");
  CHECK(e.message.find("LocalSize") != std::string::npos);
}

int main(int argc, char** argv) {
  return runtime_test::runOnVulkanDevice(argc, argv, "vulkan device tests");
}
