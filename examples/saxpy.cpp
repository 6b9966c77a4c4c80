// SAXPY with the kernel builder: y[i] = a * x[i] + y[i] for i < n, written as
// SPIR-V (-o FILE) and run on the first SPIR-V capable OpenCL device.
#include "codegen/Writer.h"
#include "ir/Version.h"
#include "ir/spirv/KernelBuilder.h"
#include "runtime/Runtime.h"

#include <cstdio>
#include <cstring>
#include <fstream>

using namespace spvkit;
using namespace spvkit::spirv;

int main(int argc, char** argv) {
  const char* out = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-o") && i + 1 < argc) {
      out = argv[++i];
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf("usage: saxpy [-o FILE.spv]\n"
                  "Builds SAXPY with the kernel builder, writes it with -o and runs it on the\n"
                  "first OpenCL device that takes SPIR-V.\n");
      return 0;
    } else if (!std::strcmp(argv[i], "--version")) {
      std::printf("saxpy (spvkit) %s\n", version());
      return 0;
    } else {
      std::fprintf(stderr, "saxpy: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  Context ctx;
  Module m(ctx);
  KernelBuilder kb(m);
  kb.beginKernel("saxpy", {KernelParam::value("a", kb.f32()),
                           KernelParam::pointer("x", kb.f32()).aligned(4).noAlias(),
                           KernelParam::pointer("y", kb.f32()).aligned(4).noAlias(),
                           KernelParam::value("n", kb.i64())});
  kb.setRequiredWorkGroupSize(64);
  Value* i = kb.globalId(Dimension::X);
  kb.ifThen(kb.op(Op::SLessThan, kb.i1(), {i, kb.param("n")})->result(), [&] {
    Value* ax = kb.binary(Op::FMul, kb.param("a"), kb.loadElement(kb.param("x"), i));
    kb.storeElement(kb.param("y"), i, kb.binary(Op::FAdd, ax, kb.loadElement(kb.param("y"), i)));
  });
  kb.endKernel();
  DiagnosticList diags;
  auto words = kb.finish(diags) ? writeBinary(kb.spirvModule(), {}, diags) : std::nullopt;
  if (!words) return std::fprintf(stderr, "%s", diags.str().c_str()), 1;
  if (out)
    std::ofstream(out, std::ios::binary)
        .write(reinterpret_cast<const char*>(words->data()), std::streamsize(words->size() * 4));

  using namespace spvkit::runtime;
  auto dev = Device::open();
  if (!dev) return std::printf("skipped: %s\n", dev.error().str().c_str()), 77;
  auto prog = dev->buildProgram(*words);
  if (!prog) return std::fprintf(stderr, "%s\n", prog.error().str().c_str()), 1;
  const int64_t n = 1000;
  std::vector<float> x(n), y(n);
  for (int64_t k = 0; k < n; ++k) x[k] = float(k), y[k] = 1.0f;
  Buffer dx = dev->createBuffer(std::span<const float>(x)).value();
  Buffer dy = dev->createBuffer(std::span<const float>(y)).value();
  // Parameters (a, x, y, n): x is a static memref (one pointer), y a dynamic
  // one (a pointer and its size), by the calling convention.
  Kernel k = prog->kernel("saxpy").value();
  k.setArgs({2.0f, memref(parseMemRefType("memref<f32x1000>").value(), dx, {n}),
             memref(parseMemRefType("memref<f32x?>").value(), dy, {n})})
      .value();
  dev->launch(k, {(n + 63) / 64, 1, 1}).value().wait().value();
  dev->read(dy, y.data(), n * sizeof(float)).value();
  int wrong = 0;
  for (int64_t k2 = 0; k2 < n; ++k2) wrong += y[k2] != 2.0f * float(k2) + 1.0f;
  std::printf("saxpy on %s: %lld elements, %d wrong\n", dev->info().name.c_str(), (long long)n,
              wrong);
  return wrong != 0;
}
