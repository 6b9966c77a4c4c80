// Set-up shared by the doctest device tests (test_device.cpp,
// test_builder_kernels.cpp): the device they run on (must/readSpv come from
// result_test_support.h), and main's device selection (SPVKIT_DEVICE),
// skip (77) or failure (SPVKIT_DEVICE_EXPECTED=1) without a device.
#pragma once

#include "result_test_support.h"
#include "runtime/Runtime.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace runtime_test {

using namespace spvkit::runtime;

inline Device* gDevice = nullptr;
inline Device& dev() {
  return *gDevice;
}

inline MemRefType memrefType(std::string_view s) {
  return must(parseMemRefType(s), "type");
}

inline size_t groupsFor(size_t n, size_t wgs) {
  return (n + wgs - 1) / wgs;
}

/// Opens the device SPVKIT_DEVICE selects and runs the test cases on it.
/// Without one: prints why (`suite`: ...) and returns 77 (skipped, with
/// `skipHint`), or 1 when the run expects a device (SPVKIT_DEVICE_EXPECTED=1,
/// with `expectedFailure`).
inline int runOnDevice(int argc, char** argv, const char* suite, const char* expectedFailure,
                       const char* skipHint) {
  const char* sel = std::getenv("SPVKIT_DEVICE");
  const char* note = std::getenv("SPVKIT_DEVICE_NOTE");
  const char* expected = std::getenv("SPVKIT_DEVICE_EXPECTED");
  auto d = Device::open(DeviceSelector::parse(sel ? sel : ""));
  if (!d) {
    std::printf("%s: no OpenCL device that accepts SPIR-V: %s\n", suite, d.error().str().c_str());
    if (note) std::printf("%s: %s\n", suite, note);
    if (expected && std::string(expected) == "1") {
      std::printf("%s: FAILED: %s\n", suite, expectedFailure);
      return 1;
    }
    std::printf("%s: SKIPPED (%s)\n", suite, skipHint);
    return 77;
  }
  std::printf("%s on %s (%s, %s)\n", suite, d->info().name.c_str(), d->info().platformName.c_str(),
              d->info().version.c_str());
  gDevice = &*d;
  doctest::Context ctx(argc, argv);
  return ctx.run();
}

} // namespace runtime_test
