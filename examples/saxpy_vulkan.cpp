// SAXPY with the kernel builder's Vulkan flavour: y[i] = a * x[i] + y[i] for
// i < n, written as SPIR-V (-o FILE) and run on a Vulkan device (--device SEL:
// an index or a name substring; default a GPU if any) through runtime/vulkan.
// The same builder calls as examples/saxpy.cpp; only the flavour differs.
#include "codegen/Writer.h"
#include "ir/Version.h"
#include "ir/spirv/KernelBuilder.h"
#include "runtime/vulkan/VulkanDevice.h"

#include <cstdio>
#include <cstring>
#include <fstream>

using namespace spvkit;
using namespace spvkit::spirv;

int main(int argc, char** argv) {
  const char* out = nullptr;
  const char* selector = "";
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-o") && i + 1 < argc) {
      out = argv[++i];
    } else if (!std::strcmp(argv[i], "--device") && i + 1 < argc) {
      selector = argv[++i];
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf("usage: saxpy_vulkan [-o FILE.spv] [--device SEL]\n"
                  "Builds SAXPY with the kernel builder's Vulkan flavour, writes it with -o and\n"
                  "runs it on a Vulkan device.\n");
      return 0;
    } else if (!std::strcmp(argv[i], "--version")) {
      std::printf("saxpy_vulkan (spvkit) %s\n", version());
      return 0;
    } else {
      std::fprintf(stderr, "saxpy_vulkan: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  using namespace spvkit::runtime;
  auto dev = VulkanDevice::open(VulkanSelector::parse(selector));
  if (!dev) return std::printf("skipped: %s\n", dev.error().str().c_str()), 77;

  Context ctx;
  Module m(ctx);
  // The device's push-constant limit decides whether the arguments fit the
  // push constants or go behind one address.
  KernelBuilder kb(m, {KernelFlavour::Vulkan, dev->info().maxPushConstantsSize});
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

  const int64_t n = 1000;
  std::vector<float> x(n), y(n);
  for (int64_t k = 0; k < n; ++k) x[k] = float(k), y[k] = 1.0f;
  try {
    VulkanBuffer dx = dev->createBuffer(std::span<const float>(x)).value();
    VulkanBuffer dy = dev->createBuffer(std::span<const float>(y)).value();
    VulkanKernel k = dev->loadModule(*words).value().kernel("saxpy").value();
    // Parameters (a, x, y, n): x is a static memref (one pointer), y a dynamic
    // one (a pointer and its size), by the calling convention.
    LaunchTiming t =
        dev->launch(k,
                    {2.0f, memref(parseMemRefType("memref<f32x1000>").value(), dx, {n}),
                     memref(parseMemRefType("memref<f32x?>").value(), dy, {n})},
                    {uint32_t((n + 63) / 64), 1, 1})
            .value();
    dev->read(dy, y.data(), n * sizeof(float)).value();
    int wrong = 0;
    for (int64_t k2 = 0; k2 < n; ++k2) wrong += y[k2] != 2.0f * float(k2) + 1.0f;
    std::printf("saxpy_vulkan on %s: %lld elements, %d wrong, %.3f us\n", dev->info().name.c_str(),
                (long long)n, wrong, double(t.ns) / 1e3);
    return wrong != 0;
  } catch (const BadResultAccess& e) {
    std::fprintf(stderr, "saxpy_vulkan: %s\n", e.what());
    return 1;
  }
}
