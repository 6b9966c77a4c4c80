// The example of docs/runtime.md: load a SPIR-V module, set memref arguments,
// launch, read back. Usage: example_vadd vadd.spv
// (vadd(memref<f32x?> a, memref<f32x?> b, memref<f32x?> c): c = a + b,
// LocalSize 64). Exits 77 when there is no SPIR-V capable OpenCL device.
#include "runtime/Runtime.h"
#include "tools/CommandLine.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <vector>

using namespace spvkit::runtime;

static std::vector<uint32_t> readWords(const char* path) {
  std::ifstream f(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

int main(int argc, char** argv) {
  constexpr const char* usage = "usage: example_vadd VADD.spv\n"
                                "Runs the vadd kernel of VADD.spv on the first SPIR-V capable\n"
                                "OpenCL device and checks c = a + b (docs/runtime.md).\n";
  for (int i = 1; i < argc; ++i) {
    if (auto status = spvkit::tools::answerStandardOption(argv[i], "example_vadd", usage))
      return *status;
    if (spvkit::tools::isOption(argv[i]))
      return spvkit::tools::unknownOption("example_vadd", argv[i]);
  }
  if (argc != 2) return spvkit::tools::usageError("example_vadd", "expected one binary");
  // Style 1: check each Result.
  Result<Device> dev = Device::open(); // first device with SPIR-V in CL_DEVICE_IL_VERSION
  if (!dev) {
    std::printf("skipped: %s\n", dev.error().str().c_str());
    return 77;
  }
  Result<Program> prog = dev->buildProgram(readWords(argv[1]));
  if (!prog) {
    std::printf("%s\n", prog.error().str().c_str()); // includes the build log
    return 1;
  }
  // Style 2: value() throws BadResultAccess carrying the Error.
  try {
    Kernel vadd = prog->kernel("vadd").value(); // work-group size 64 from LocalSize
    const size_t n = 1000;
    std::vector<float> a(n), b(n), c(n);
    for (size_t i = 0; i < n; ++i) a[i] = float(i), b[i] = 2.0f * float(i);
    Buffer da = dev->createBuffer(std::span<const float>(a)).value();
    Buffer db = dev->createBuffer(std::span<const float>(b)).value();
    Buffer dc = dev->createBuffer(n * sizeof(float)).value();

    // memref<f32x?> lowers to (global float*, i64 shape[0]).
    MemRefType vec = parseMemRefType("memref<f32x?>").value();
    vadd.setArgs({memref(vec, da, {n}), memref(vec, db, {n}), memref(vec, dc, {n})}).value();

    size_t groups = (n + 63) / 64; // global size = groups x 64
    Event done = dev->launch(vadd, {groups, 1, 1}).value();
    uint64_t ns = done.durationNs().value();
    dev->read(dc, c.data(), n * sizeof(float)).value();

    for (size_t i = 0; i < n; ++i)
      if (c[i] != a[i] + b[i]) {
        std::printf("wrong result at %zu: %g\n", i, double(c[i]));
        return 1;
      }
    std::printf("vadd on %s: %zu elements in %llu ns, c[999] = %g\n", dev->info().name.c_str(), n,
                static_cast<unsigned long long>(ns), double(c[999]));
  } catch (const BadResultAccess& e) {
    std::printf("%s\n", e.what());
    return 1;
  }
  return 0;
}
