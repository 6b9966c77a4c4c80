// Instrumenting a foreign binary: read SPIR-V that clang + llvm-spirv wrote,
// give every kernel an extra last parameter `global uint* counter` that each
// work-item increments with an atomic on entry, write the binary back and
// (with --run, for tests/corpus/opencl/vec_add.cl) run it and check both the
// kernel's results and the count.
//
//   instrument IN.spv [-o OUT.spv] [--run]
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/Version.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/spirv/Verify.h"
#include "runtime/Runtime.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

/// Appends a `global uint*` parameter to `func` and returns it.
Value* appendCounterParam(KernelBuilder& kb, Operation* func) {
  Context& ctx = kb.context();
  auto type = func->attr("function_type").cast<TypeAttr>().value().cast<FunctionType>();
  std::vector<Type> inputs;
  for (unsigned i = 0; i < type.numInputs(); ++i) inputs.push_back(type.input(i));
  Type counterType = kb.ptr(kb.i32(), StorageClass::CrossWorkgroup);
  inputs.push_back(counterType);
  func->setAttr("function_type", TypeAttr::get(FunctionType::get(ctx, inputs, {})));
  if (auto argAttrs = func->attr("arg_attrs").dyn_cast<ArrayAttr>()) {
    std::vector<Attribute> a(argAttrs.elements().begin(), argAttrs.elements().end());
    a.push_back(DictionaryAttr::get(ctx, {}));
    func->setAttr("arg_attrs", ArrayAttr::get(ctx, a));
  }
  Value* counter = func->region().front()->addArgument(counterType);
  counter->setName(ctx.intern("spvkit_counter"));
  return counter;
}

/// Gives kernel `func` the counter parameter and increments it on entry.
/// llvm-spirv wraps each kernel: the entry point calls a function exported
/// under the kernel's name, and OpenCL's SPIR-V consumers (PoCL) take the
/// kernel's argument metadata from that function, so it gets the parameter
/// too, the call passes the counter on, and the increment goes there (PoCL
/// runs that function as the kernel).
void addCounter(KernelBuilder& kb, Operation* func, std::string_view kernelName) {
  Value* counter = appendCounterParam(kb, func);
  Operation* incrementIn = func;
  Value* incremented = counter;
  func->walk([&](Operation* call) {
    auto callee = call->attr("callee").dyn_cast<SymbolRefAttr>();
    if (!callee) return true;
    Operation* target = lookupSymbol(func, callee.symbol());
    auto linkage =
        target ? target->attr("linkage_attributes").dyn_cast<DictionaryAttr>() : DictionaryAttr();
    auto name = linkage ? linkage.get("linkage_name").dyn_cast<StringAttr>() : StringAttr();
    if (!name || name.value() != kernelName || target->region().empty()) return true;
    incremented = appendCounterParam(kb, target);
    incrementIn = target;
    std::vector<Value*> args;
    for (unsigned i = 0; i < call->numOperands(); ++i) args.push_back(call->operand(i));
    args.push_back(counter);
    call->setOperands(kb.arena(), args);
    return true;
  });
  kb.setInsertionPointToStart(incrementIn->region().front());
  kb.atomicAdd(incremented, kb.constI32(1));
}

int run(const std::vector<uint32_t>& words) {
  using namespace spvkit::runtime;
  auto dev = Device::open();
  if (!dev) return std::printf("skipped: %s\n", dev.error().str().c_str()), 77;
  auto prog = dev->buildProgram(words);
  if (!prog) return std::fprintf(stderr, "%s\n", prog.error().str().c_str()), 1;
  try {
    Kernel k = prog->kernel("vec_add").value();
    const int32_t n = 1000;
    const size_t global = 1024, local = 64;
    std::vector<float> a(n), b(n), c(n, 0.0f);
    for (int i = 0; i < n; ++i) a[i] = float(i), b[i] = 0.25f * float(i);
    Buffer da = dev->createBuffer(std::span<const float>(a)).value();
    Buffer db = dev->createBuffer(std::span<const float>(b)).value();
    Buffer dc = dev->createBuffer(std::span<const float>(c)).value();
    int32_t zero = 0;
    Buffer cnt = dev->createBuffer(std::span<const int32_t>(&zero, 1)).value();
    MemRefType vec = parseMemRefType("memref<f32x1000>").value();
    MemRefType one = parseMemRefType("memref<i32x1>").value();
    // vec_add(a, b, c, uint n) + the counter: n is passed as its 32 bits.
    k.setArgs({memref(vec, da, {n}), memref(vec, db, {n}), memref(vec, dc, {n}), n,
               memref(one, cnt, {1})})
        .value();
    dev->launchNd(k, {global, 1, 1}, {local, 1, 1}).value().wait().value();
    dev->read(dc, c.data(), n * sizeof(float)).value();
    int32_t count = dev->readVector<int32_t>(cnt, 1).value()[0];
    int wrong = 0;
    for (int i = 0; i < n; ++i) wrong += c[i] != a[i] + b[i];
    std::printf("vec_add on %s: %d wrong, counter %d (expected %zu)\n", dev->info().name.c_str(),
                wrong, count, global);
    return wrong || count != int32_t(global);
  } catch (const BadResultAccess& e) {
    return std::fprintf(stderr, "instrument: %s\n", e.what()), 1;
  }
}

} // namespace

int main(int argc, char** argv) {
  const char *in = nullptr, *out = nullptr;
  bool doRun = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-o") && i + 1 < argc)
      out = argv[++i];
    else if (!std::strcmp(argv[i], "--run"))
      doRun = true;
    else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h"))
      return std::printf("usage: instrument IN.spv [-o OUT.spv] [--run]\n"
                         "Adds a work-item counter to every kernel of IN.spv, writes the result\n"
                         "with -o and runs it on the first OpenCL device with --run.\n"),
             0;
    else if (!std::strcmp(argv[i], "--version"))
      return std::printf("instrument (spvkit) %s\n", version()), 0;
    else if (argv[i][0] == '-' && argv[i][1] != '\0')
      return std::fprintf(stderr, "instrument: error: unknown option '%s' (see --help)\n", argv[i]),
             1;
    else
      in = argv[i];
  }
  if (!in) return std::fprintf(stderr, "instrument: error: no input file (see --help)\n"), 1;
  std::ifstream f(in, std::ios::binary);
  std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(f), {}};

  Context ctx;
  Module m(ctx);
  DiagnosticList diags;
  ReadOptions ro;
  ro.fileName = in;
  Operation* spirvModule = readBinaryBytes(m, bytes, diags, ro);
  if (!spirvModule) return std::fprintf(stderr, "%s", diags.str().c_str()), 1;

  KernelBuilder kb(m, spirvModule);
  int kernels = 0;
  for (Operation* op = spirvModule->region().front()->front(); op; op = op->nextOp()) {
    if (op->opcode() != opcodeOf(DialectOp::EntryPoint) ||
        enumValue<ExecutionModel>(op->attr("execution_model")) != ExecutionModel::Kernel)
      continue;
    Operation* func = lookupSymbol(op, op->attr("fn").cast<SymbolRefAttr>().symbol());
    if (!func || func->region().empty()) continue;
    // A kernel that other functions call would need the counter at each call
    // site too; llvm-spirv emits such kernels rarely, so they are left alone.
    bool called = false;
    spirvModule->walk([&](Operation* o) {
      if (auto c = o->attr("callee").dyn_cast<SymbolRefAttr>())
        called |= c.symbol() == op->attr("fn").cast<SymbolRefAttr>().symbol();
      return !called;
    });
    if (called) {
      std::printf("skipped kernel %s: it is called by another function\n",
                  std::string(op->attr("fn").cast<SymbolRefAttr>().symbol()).c_str());
      continue;
    }
    addCounter(kb, func, op->attr("fn").cast<SymbolRefAttr>().symbol()), ++kernels;
  }
  registerVerifiers();
  if (!kb.finish(diags) || !verify(m, diags))
    return std::fprintf(stderr, "%s", diags.str().c_str()), 1;
  auto words = writeBinary(spirvModule, {}, diags);
  if (!words) return std::fprintf(stderr, "%s", diags.str().c_str()), 1;
  std::printf("instrumented %d kernel(s) of %s\n", kernels, in);
  if (out)
    std::ofstream(out, std::ios::binary)
        .write(reinterpret_cast<const char*>(words->data()), std::streamsize(words->size() * 4));
  return doRun ? run(*words) : 0;
}
