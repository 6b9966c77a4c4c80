// Set-up shared by the Vulkan doctest device tests (test_vulkan_device.cpp,
// test_vulkan_builder.cpp): the device they run on and main's device choice
// (SPVKIT_VULKAN_DEVICE), skip (77) or failure (SPVKIT_DEVICE_EXPECTED set)
// without a Vulkan device.
#pragma once

#include "../result_test_support.h"
#include "runtime/vulkan/VulkanDevice.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <optional>

namespace runtime_test {

inline std::optional<spvkit::runtime::VulkanDevice> gVulkanDevice;
inline spvkit::runtime::VulkanDevice& dev() {
  return *gVulkanDevice;
}

/// Opens the Vulkan device SPVKIT_VULKAN_DEVICE selects and runs the test
/// cases on it; without one prints why (as `suite`) and returns 77, or 1
/// when the run expects a device.
inline int runOnVulkanDevice(int argc, char** argv, const char* suite) {
  using namespace spvkit::runtime;
  const char* sel = std::getenv("SPVKIT_VULKAN_DEVICE");
  auto d = VulkanDevice::open(VulkanSelector::parse(sel ? sel : ""));
  if (!d) {
    bool expected = std::getenv("SPVKIT_DEVICE_EXPECTED") != nullptr;
    std::fprintf(stderr, "%s: %s: %s\n", suite, expected ? "FAILED" : "skipped",
                 d.error().str().c_str());
    return expected ? 1 : 77;
  }
  std::fprintf(stderr, "%s on %s (Vulkan %s)\n", suite, d->info().name.c_str(),
               d->info().apiVersionString().c_str());
  gVulkanDevice.emplace(std::move(*d));
  doctest::Context ctx(argc, argv);
  int rc = ctx.run();
  gVulkanDevice.reset();
  return rc;
}

} // namespace runtime_test
