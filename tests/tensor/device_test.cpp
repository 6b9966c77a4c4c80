// Compiles the tensor-language kernels of kernels/*.tl with the tensor-lang-cc
// pipeline, runs them on the OpenCL test device (PoCL through scripts/in-pocl)
// and compares the results with host references (device_memory_tests.cpp,
// device_control_tests.cpp, device_spmd_tests.cpp, device_number_tests.cpp).
// Each binary is written to the current folder (the meson test validates them
// with spirv-val). Exit 77 when there is no device.
#include "device_test.h"

#include <cstdio>
#include <map>

using namespace device_test;

namespace {

KernelInfos kernelInfos;
std::string compileFailures;

// The kernels the Vulkan targets cannot run yet, and why (printed and
// counted as exclusions).
const std::map<std::string, std::string> kVulkanExclusions = {
    {"subgroups", "subgroup_size=16: lavapipe's subgroups have 8 work-items only"},
    {"tiles", "subgroup_size=16: lavapipe's subgroups have 8 work-items only"},
    {"memory", "subgroup_size=16: lavapipe's subgroups have 8 work-items only"},
};

/// Compiles kernels/NAME.tl for the test device and writes NAME.spv.
Binary compile(const std::string& name) {
  if (onVulkan())
    if (auto e = kVulkanExclusions.find(name); e != kVulkanExclusions.end()) {
      excluded(name + ".tl", e->second);
      return std::nullopt;
    }
  // The test device's target (PoCL 6: its capabilities, SPIR-V 1.2; or lavapipe).
  Binary b = compileFile(std::string(SPVKIT_TENSOR_KERNELS) + "/" + name + ".tl", name,
                         testTarget(), &kernelInfos[name]);
  if (!b) compileFailures += " " + name;
  return b;
}

} // namespace

int main() {
  auto vadd = compile("vadd");
  auto copy2d = compile("copy2d");
  auto rowsum = compile("rowsum");
  auto clamp = compile("clamp");
  auto boolarg = compile("boolarg");
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
  check(compileFailures.empty(), "all kernels compile (failed:" + compileFailures + ")");

  Result<Device> dev = Device::open();
  if (!dev) return noDeviceStatus(dev);
  std::printf("device: %s\n", dev->info().name.c_str());
  KernelRunner run{*dev};
  try {
    vaddTest(run, vadd);
    copy2dTest(run, copy2d);
    rowsumTest(run, rowsum);
    clampTest(run, clamp);
    boolargTest(run, boolarg);
    subgroupsTest(run, subgroups);
    atomicsTest(run, atomics);
    cplxTest(run, cplx);
    bfTest(run, bf);
    hfTest(run, hf);
    hcastTest(run, hf);
    tilesTest(run, tiles);
    groupsumTest(run, groupsum);
    loopsTest(run, loops);
    groupoffTest(run, groupoff);
    viewsTest(run, views);
    memoryTest(run, memory, kernelInfos);
    const auto barriers = compile("barriers");
    barriersTest(run, barriers);
  } catch (const BadResultAccess& e) {
    check(false, std::string("runtime error: ") + e.what());
  }
  reportExclusions();
  std::printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
