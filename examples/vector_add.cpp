// The default example: build an OpenCL kernel with spvkit's IR builder, print
// its IR, write it as SPIR-V, and (with --run) launch it on an OpenCL device.
//
//   vector-add [-o vadd.spv] [--run] [--generic]
//
// The kernel is  c[i] = a[i] + b[i]  with i the global invocation id.
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Version.h"
#include "ir/spirv/SpirvBuilder.h"
#include "runtime/Runtime.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

/// Builds `vadd(global float* a, global float* b, global float* c)`.
Operation* buildVectorAdd(SpirvBuilder& b) {
  Context& ctx = b.context();
  Capability caps[] = {Capability::Kernel, Capability::Addresses, Capability::Int64};
  Operation* module = b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL,
                                     VceAttr::get(ctx, makeVersion(1, 0), caps, {}));
  Type f32 = b.f32(), i64 = b.i64();
  Type gid3 = b.vec(i64, 3);
  Operation* gid =
      b.createGlobalVariable("__spirv_BuiltInGlobalInvocationId", b.ptr(gid3, StorageClass::Input),
                             BuiltIn::GlobalInvocationId);
  gid->setAttr("constant", b.unitAttr());

  PointerType global = b.ptr(f32, StorageClass::CrossWorkgroup);
  Type params[] = {global, global, global};
  Operation* func = b.createFunc("vadd", FunctionType::get(ctx, params, {}));
  Block* entry = func->region().front();
  const char* names[] = {"a", "b", "c"};
  for (unsigned i = 0; i < 3; ++i) entry->argument(i)->setName(ctx.intern(names[i]));

  Value* ids = b.load(b.addressOf(gid), 32);
  Value* i = b.compositeExtract(ids, {0});
  i->setName(ctx.intern("i"));
  Value* pa = b.op(Op::InBoundsPtrAccessChain, global, {entry->argument(0), i})->result();
  Value* pb = b.op(Op::InBoundsPtrAccessChain, global, {entry->argument(1), i})->result();
  Value* pc = b.op(Op::InBoundsPtrAccessChain, global, {entry->argument(2), i})->result();
  Value* x = b.load(pa, 4);
  Value* y = b.load(pb, 4);
  Value* sum = b.binary(Op::FAdd, x, y);
  sum->setName(ctx.intern("sum"));
  b.store(pc, sum, 4);
  b.ret();

  b.setInsertionPointToEnd(module->region().front());
  b.createEntryPoint(ExecutionModel::Kernel, func, {gid});
  b.createExecutionMode(func, ExecutionMode::LocalSize, {64, 1, 1});
  return module;
}

int run(const std::vector<uint32_t>& words) {
  using namespace spvkit::runtime;
  Result<Device> dev = Device::open();
  if (!dev) {
    std::fprintf(stderr, "vector-add: no OpenCL device: %s\n", dev.error().str().c_str());
    return 77;
  }
  Result<Program> prog = dev->buildProgram(words);
  if (!prog) {
    std::fprintf(stderr, "vector-add: %s\n", prog.error().str().c_str());
    return 1;
  }
  try {
    Kernel vadd = prog->kernel("vadd").value();
    const size_t n = 4096;
    std::vector<float> a(n), bv(n), c(n, -1.0f);
    for (size_t i = 0; i < n; ++i) a[i] = float(i), bv[i] = 0.5f * float(i);
    Buffer da = dev->createBuffer(std::span<const float>(a)).value();
    Buffer db = dev->createBuffer(std::span<const float>(bv)).value();
    Buffer dc = dev->createBuffer(n * sizeof(float)).value();
    // A static memref<f32x4096> is passed as one global pointer.
    MemRefType vec = parseMemRefType("memref<f32x4096>").value();
    vadd.setArgs({memref(vec, da, {int64_t(n)}), memref(vec, db, {int64_t(n)}),
                  memref(vec, dc, {int64_t(n)})})
        .value();
    Event done = dev->launch(vadd, {n / 64, 1, 1}).value();
    dev->read(dc, c.data(), n * sizeof(float)).value();
    size_t wrong = 0;
    for (size_t i = 0; i < n; ++i) wrong += c[i] != a[i] + bv[i];
    std::printf("ran vadd on %s: %zu elements, %zu wrong, %llu ns\n", dev->info().name.c_str(), n,
                wrong, static_cast<unsigned long long>(done.durationNs().value()));
    return wrong ? 1 : 0;
  } catch (const BadResultAccess& e) {
    std::fprintf(stderr, "vector-add: %s\n", e.what());
    return 1;
  }
}

} // namespace

int main(int argc, char** argv) {
  const char* out = nullptr;
  bool doRun = false, generic = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-o") && i + 1 < argc)
      out = argv[++i];
    else if (!std::strcmp(argv[i], "--run"))
      doRun = true;
    else if (!std::strcmp(argv[i], "--generic"))
      generic = true;
    else if (!std::strcmp(argv[i], "--version")) {
      std::printf("vector-add (spvkit) %s\n", version());
      return 0;
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf("usage: vector-add [-o FILE.spv] [--run] [--generic]\n"
                  "Builds a vector-add kernel with the IR builder, prints its IR, writes SPIR-V\n"
                  "with -o and runs it on the first OpenCL device with --run.\n");
      return 0;
    } else {
      std::fprintf(stderr, "vector-add: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  Context ctx;
  Module m(ctx);
  SpirvBuilder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* module = buildVectorAdd(b);
  std::fputs(AsmPrinter::print(m, {.generic = generic}).c_str(), stdout);

  std::vector<uint32_t> words;
  DiagnosticList diags;
  Writer writer;
  if (!writer.write(module, words, diags)) {
    std::fputs(diags.str().c_str(), stderr);
    return 1;
  }
  if (out) {
    std::ofstream f(out, std::ios::binary);
    f.write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
    if (!f) {
      std::fprintf(stderr, "vector-add: error: cannot write '%s'\n", out);
      return 1;
    }
    std::fprintf(stderr, "wrote %zu words to %s\n", words.size(), out);
  }
  return doRun ? run(words) : 0;
}
