// Device test of the kernel builder: each feature builds a kernel that is
// verified, written (saved to OUT_DIR for spirv-val when given), run on the
// OpenCL test device and compared with a host reference.
//
//   kernel_features [OUT_DIR]      exit 0 pass, 1 fail, 77 no device
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/spirv/Verify.h"
#include "runtime/Runtime.h"
#include "tools/CommandLine.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

using namespace spvkit;
using namespace spvkit::spirv;
using namespace spvkit::runtime;

namespace {

int failures = 0;
const char* outDir = nullptr;

bool check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok  " : "FAIL", what.c_str());
  failures += !ok;
  return ok;
}

/// Builds kernel `name` with `nParams` global pointers to i32 (named p0, p1
/// ...), a work-group size and optionally a subgroup size; `body` fills it.
std::optional<std::vector<uint32_t>> build(const char* name,
                                           std::vector<std::pair<const char*, bool>> params,
                                           const std::function<void(KernelBuilder&)>& body,
                                           uint32_t wg, std::optional<uint32_t> sg = {}) {
  Context ctx;
  Module m(ctx);
  KernelBuilder kb(m);
  std::vector<KernelParam> ps;
  // (name, isFloat): global pointers to i32 or f32.
  for (auto& [pn, isFloat] : params)
    ps.push_back(KernelParam::pointer(pn, isFloat ? kb.f32() : kb.i32()).aligned(4));
  kb.beginKernel(name, ps);
  kb.setRequiredWorkGroupSize(wg);
  if (sg) kb.setRequiredSubgroupSize(*sg);
  body(kb);
  kb.endKernel();
  DiagnosticList diags;
  registerVerifiers();
  if (!kb.finish(diags)) {
    check(false, std::string(name) + " builds:\n" + diags.str() + AsmPrinter::print(m));
    return std::nullopt;
  }
  bool verified = verify(m, diags);
  auto words = writeBinary(kb.spirvModule(), {}, diags);
  // A verifier complaint is a failure, but the kernel still runs so that one
  // report shows everything.
  check(verified, std::string(name) + " verifies " + diags.str());
  if (!check(bool(words), std::string(name) + " is written " + diags.str())) return std::nullopt;
  if (outDir) {
    std::ofstream f(std::string(outDir) + "/" + name + ".spv", std::ios::binary);
    f.write(reinterpret_cast<const char*>(words->data()), std::streamsize(words->size() * 4));
  }
  return words;
}

/// Runs `f` with the process's stdout (where the OpenCL implementation writes
/// what kernels print) going to a temporary file, and returns that text in
/// `out`.
bool captureStdout(std::string& out, const std::function<bool()>& f) {
  std::fflush(stdout);
  std::FILE* tmp = std::tmpfile();
  int saved = dup(STDOUT_FILENO);
  if (!tmp || saved < 0 || dup2(fileno(tmp), STDOUT_FILENO) < 0) {
    check(false, "redirecting stdout");
    return f();
  }
  bool ok = f();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  std::rewind(tmp);
  char buf[4096];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, tmp)) > 0;) out.append(buf, got);
  std::fclose(tmp);
  return ok;
}

} // namespace

int main(int argc, char** argv) {
  constexpr const char* usage =
      "usage: kernel_features [OUT_DIR]\n"
      "Builds one kernel per kernel-builder feature, runs each on the OpenCL test device\n"
      "and compares with a host reference; writes the binaries to OUT_DIR when given.\n"
      "Exit 0 pass, 1 fail, 77 no device.\n";
  for (int i = 1; i < argc; ++i) {
    if (auto status = tools::answerStandardOption(argv[i], "kernel_features", usage))
      return *status;
    if (tools::isOption(argv[i])) return tools::unknownOption("kernel_features", argv[i]);
    if (outDir) return tools::usageError("kernel_features", "more than one folder given");
    outDir = argv[i];
  }
  auto dev = Device::open();
  if (!dev) {
    std::printf("skipped: %s\n", dev.error().str().c_str());
    return 77;
  }
  constexpr size_t n = 256;
  std::string vecI32 = "memref<i32x" + std::to_string(n) + ">";
  std::string vecF32 = "memref<f32x" + std::to_string(n) + ">";
  MemRefType ti = parseMemRefType(vecI32).value(), tf = parseMemRefType(vecF32).value();

  // Runs `name` over n work-items with one buffer per parameter (initialised
  // to `init`) and returns the buffers' contents.
  auto run = [&](const std::optional<std::vector<uint32_t>>& words, const char* name,
                 std::vector<std::vector<int32_t>> init,
                 size_t wg) -> std::optional<std::vector<std::vector<int32_t>>> {
    if (!words) return std::nullopt;
    auto prog = dev->buildProgram(*words);
    if (!check(bool(prog), std::string(name) + " loads" + (prog ? "" : ": " + prog.error().str())))
      return std::nullopt;
    auto k = prog->kernel(name);
    if (!check(bool(k), std::string(name) + " kernel" + (k ? "" : ": " + k.error().str())))
      return std::nullopt;
    std::vector<Buffer> bufs;
    std::vector<Arg> args;
    for (auto& v : init) {
      bufs.push_back(dev->createBuffer(std::span<const int32_t>(v)).value());
      args.push_back(memref(ti, bufs.back(), {int64_t(n)}));
    }
    if (auto r = k->setArgs(args); !check(bool(r), std::string(name) + " args"))
      return std::nullopt;
    auto ev = dev->launch(*k, {n / wg, 1, 1});
    if (!check(ev && ev->wait(), std::string(name) + " runs")) return std::nullopt;
    std::vector<std::vector<int32_t>> out;
    for (auto& b : bufs) out.push_back(dev->readVector<int32_t>(b, n).value());
    return out;
  };
  (void)tf;
  std::vector<int32_t> iota(n), zeros(n, 0);
  for (size_t i = 0; i < n; ++i) iota[i] = int32_t(i);

  // --- built-ins and subgroup operations: groups of 64, subgroups of 16 -------------
  {
    const uint32_t wg = 64, sg = 16;
    auto words = build(
        "subgroups",
        {{"in", false},
         {"ids", false},
         {"red", false},
         {"scan", false},
         {"bcast", false},
         {"shuf", false},
         {"bits", false}},
        [](KernelBuilder& kb) {
          Value* i = kb.globalId(Dimension::X);
          Value* x = kb.loadElement(kb.param(0u), i);
          // ids: lane + 100 * subgroup id + 10000 * subgroup size + 1000000 * count
          Value* ids = kb.binary(Op::IAdd, kb.laneId(),
                                 kb.binary(Op::IMul, kb.subgroupId(), kb.constI32(100)));
          ids =
              kb.binary(Op::IAdd, ids, kb.binary(Op::IMul, kb.subgroupSize(), kb.constI32(10000)));
          ids = kb.binary(Op::IAdd, ids,
                          kb.binary(Op::IMul, kb.numSubgroups(), kb.constI32(1000000)));
          kb.storeElement(kb.param(1u), i, ids);
          kb.storeElement(kb.param(2u), i,
                          kb.binary(Op::IAdd, kb.subgroupReduce(ReduceOp::Add, x),
                                    kb.binary(Op::IMul, kb.subgroupReduce(ReduceOp::MaxSI, x),
                                              kb.constI32(100000))));
          kb.storeElement(kb.param(3u), i, kb.subgroupScan(ReduceOp::Add, x, /*inclusive=*/true));
          kb.storeElement(kb.param(4u), i, kb.subgroupBroadcast(x, kb.constI32(3)));
          kb.storeElement(kb.param(5u), i, kb.subgroupShuffle(ShuffleMode::Xor, x, kb.constI32(1)));
          kb.storeElement(kb.param(6u), i,
                          kb.subgroupReduce(ReduceOp::Or, kb.binary(Op::ShiftLeftLogical,
                                                                    kb.constI32(1), kb.laneId())));
        },
        wg, sg);
    if (auto r = run(words, "subgroups", {iota, zeros, zeros, zeros, zeros, zeros, zeros}, wg)) {
      auto& o = *r;
      bool idsOk = true, redOk = true, scanOk = true, bOk = true, shOk = true, bitsOk = true;
      for (size_t i = 0; i < n; ++i) {
        int lane = int(i % sg), sid = int(i % wg / sg), base = int(i - i % sg);
        idsOk &= o[1][i] == lane + 100 * sid + 10000 * int(sg) + 1000000 * int(wg / sg);
        int sum = 0, pre = 0;
        for (int l = 0; l < int(sg); ++l) sum += base + l;
        for (int l = 0; l <= lane; ++l) pre += base + l;
        redOk &= o[2][i] == sum + (base + int(sg) - 1) * 100000;
        scanOk &= o[3][i] == pre;
        bOk &= o[4][i] == base + 3;
        shOk &= o[5][i] == int(i ^ 1);
        bitsOk &= o[6][i] == 0xffff;
      }
      check(idsOk, "laneId / subgroupId / subgroupSize / numSubgroups");
      check(redOk, "subgroupReduce add, maxsi");
      check(scanOk, "subgroupScan inclusive add");
      check(bOk, "subgroupBroadcast");
      check(shOk, "subgroupShuffle xor");
      check(bitsOk, "subgroupReduce or (shuffle butterfly)");
    }
  }

  // --- workgroup memory, barrier, private memory ----------------------------------------
  {
    const uint32_t wg = 64;
    auto words = build(
        "wgmem", {{"in", false}, {"out", false}, {"wsum", false}},
        [](KernelBuilder& kb) {
          Value* tile = kb.workgroupMemory(kb.i32(), wg, "tile");
          Value* priv = kb.privateMemory(kb.i32(), 4, "priv");
          Value* t = kb.threadId(Dimension::X);
          Value* i = kb.globalId(Dimension::X);
          kb.storeElement(tile, t, kb.loadElement(kb.param(0u), i));
          kb.barrier();
          // out[i] = tile[(t + 1) % 64] + priv[2], priv[2] = blockId
          Value* next = kb.op(Op::UMod, kb.i64(),
                              {kb.binary(Op::IAdd, t, kb.constI64(1)), kb.blockDim(Dimension::X)})
                            ->result();
          kb.storeElement(priv, kb.constI32(2), kb.intCast(kb.blockId(Dimension::X), kb.i32()));
          kb.storeElement(kb.param(1u), i,
                          kb.binary(Op::IAdd, kb.loadElement(tile, next),
                                    kb.loadElement(priv, kb.constI32(2))));
          // gpu.all_reduce add and maxsi over the work-group
          Value* x = kb.loadElement(kb.param(0u), i);
          kb.storeElement(kb.param(2u), i,
                          kb.binary(Op::IAdd, kb.allReduce(ReduceOp::Add, x),
                                    kb.binary(Op::IMul, kb.allReduce(ReduceOp::MaxSI, x),
                                              kb.constI32(100000))));
        },
        wg);
    if (auto r = run(words, "wgmem", {iota, zeros, zeros}, wg)) {
      bool ok = true, sumOk = true;
      for (size_t i = 0; i < n; ++i) {
        ok &= (*r)[1][i] == int32_t(i - i % wg + (i + 1) % wg + i / wg);
        int base = int(i - i % wg), sum = 0;
        for (int l = 0; l < int(wg); ++l) sum += base + l;
        sumOk &= (*r)[2][i] == sum + (base + int(wg) - 1) * 100000;
      }
      check(ok, "workgroup memory + barrier + private memory");
      check(sumOk, "allReduce (gpu.all_reduce) add, maxsi");
    }
  }

  // --- structured control flow ----------------------------------------------------------
  {
    const uint32_t wg = 32;
    auto words = build(
        "control", {{"forOut", false}, {"whileOut", false}, {"ifOut", false}},
        [](KernelBuilder& kb) {
          Value* i = kb.globalId(Dimension::X);
          Value* i32v = kb.intCast(i, kb.i32());
          // for (j = 0; j < i % 10; ++j) { s += j; p *= 2 }  -> s * 1000 + p
          Value* lim = kb.binary(Op::UMod, i32v, kb.constI32(10));
          Value* init[] = {kb.constI32(0), kb.constI32(1)};
          auto r = kb.forLoop(
              kb.constI32(0), lim, kb.constI32(1), init,
              [&](Value* j, std::span<Value* const> it) -> std::vector<Value*> {
                return {kb.binary(Op::IAdd, it[0], j), kb.binary(Op::IMul, it[1], kb.constI32(2))};
              });
          kb.storeElement(kb.param(0u), i,
                          kb.binary(Op::IAdd, kb.binary(Op::IMul, r[0], kb.constI32(1000)), r[1]));
          // Collatz steps of i + 1.
          Value* w0[] = {kb.binary(Op::IAdd, i32v, kb.constI32(1)), kb.constI32(0)};
          auto w = kb.whileLoop(
              w0,
              [&](std::span<Value* const> a) {
                return kb.op(Op::INotEqual, kb.i1(), {a[0], kb.constI32(1)})->result();
              },
              [&](std::span<Value* const> a) -> std::vector<Value*> {
                Value* odd =
                    kb.op(Op::IEqual, kb.i1(),
                          {kb.binary(Op::BitwiseAnd, a[0], kb.constI32(1)), kb.constI32(1)})
                        ->result();
                Type t = kb.i32();
                auto nx = kb.ifThenElse(
                    odd, {&t, 1},
                    [&]() -> std::vector<Value*> {
                      return {kb.binary(Op::IAdd, kb.binary(Op::IMul, a[0], kb.constI32(3)),
                                        kb.constI32(1))};
                    },
                    [&]() -> std::vector<Value*> {
                      return {kb.binary(Op::ShiftRightLogical, a[0], kb.constI32(1))};
                    });
                return {nx[0], kb.binary(Op::IAdd, a[1], kb.constI32(1))};
              });
          kb.storeElement(kb.param(1u), i, w[1]);
          // if (i odd) out = -1 else out = i, with ifThen (no results)
          Value* odd = kb.op(Op::IEqual, kb.i1(),
                             {kb.binary(Op::BitwiseAnd, i32v, kb.constI32(1)), kb.constI32(1)})
                           ->result();
          kb.ifThen(
              odd, [&] { kb.storeElement(kb.param(2u), i, kb.constI32(-1)); },
              [&] { kb.storeElement(kb.param(2u), i, i32v); });
        },
        wg);
    if (auto r = run(words, "control", {zeros, zeros, zeros}, wg)) {
      bool forOk = true, whileOk = true, ifOk = true;
      for (size_t i = 0; i < n; ++i) {
        int s = 0, p = 1;
        for (int j = 0; j < int(i % 10); ++j) s += j, p *= 2;
        forOk &= (*r)[0][i] == s * 1000 + p;
        int x = int(i) + 1, steps = 0;
        while (x != 1) x = (x & 1) ? 3 * x + 1 : x / 2, ++steps;
        whileOk &= (*r)[1][i] == steps;
        ifOk &= (*r)[2][i] == ((i & 1) ? -1 : int(i));
      }
      check(forOk, "forLoop with loop-carried values");
      check(whileOk, "whileLoop with a nested ifThenElse yielding a value");
      check(ifOk, "ifThen / else");
    }
  }

  // --- atomics ----------------------------------------------------------------------
  {
    const uint32_t wg = 64;
    auto words = build(
        "atomics", {{"counter", false}, {"fsum", true}, {"local", false}},
        [](KernelBuilder& kb) {
          Value* i = kb.globalId(Dimension::X);
          kb.atomicAdd(kb.param(0u), kb.constI32(1));
          kb.atomic(AtomicOp::MaxS, kb.elementPtr(kb.param(0u), kb.constI32(1)),
                    kb.intCast(i, kb.i32()));
          kb.atomicAdd(kb.param(1u), kb.constF32(0.5));
          // A work-group counter in workgroup memory, written out by thread 0.
          Value* cnt = kb.workgroupMemory(kb.i32(), 1, "cnt");
          Value* t0 =
              kb.op(Op::IEqual, kb.i1(), {kb.threadId(Dimension::X), kb.constI64(0)})->result();
          kb.ifThen(t0, [&] { kb.store(cnt, kb.constI32(0), 4); });
          kb.barrier();
          kb.atomic(AtomicOp::Add, cnt, kb.constI32(2), Scope::Workgroup);
          kb.barrier();
          kb.ifThen(t0, [&] {
            kb.storeElement(kb.param(2u), kb.blockId(Dimension::X), kb.load(cnt, 4));
          });
        },
        wg);
    if (auto r = run(words, "atomics", {zeros, zeros, zeros}, wg)) {
      float fs;
      std::memcpy(&fs, &(*r)[1][0], 4);
      check((*r)[0][0] == int(n) && (*r)[0][1] == int(n - 1), "atomic add / max on global i32");
      check(fs == 0.5f * n,
            "atomic float add (SPV_EXT_shader_atomic_float_add): " + std::to_string(fs));
      bool ok = true;
      for (size_t g = 0; g < n / wg; ++g) ok &= (*r)[2][g] == int(2 * wg);
      check(ok, "atomic add on workgroup memory");
    }
  }

  // --- printf -----------------------------------------------------------------------
  {
    // Every 16th work-item prints its id and a value computed on the device;
    // work-item 0 also prints a line without arguments.
    auto words = build(
        "hello", {{"unused", false}},
        [](KernelBuilder& kb) {
          Value* i = kb.intCast(kb.globalId(Dimension::X), kb.i32());
          Value* lane = kb.binary(Op::SRem, i, kb.constI32(16));
          Value* every16 = kb.op(Op::IEqual, kb.i1(), {lane, kb.constI32(0)})->result();
          kb.ifThen(every16, [&] {
            Value* v = kb.binary(Op::IAdd, kb.binary(Op::IMul, i, i), kb.constI32(3));
            kb.printf("work-item %d of %d: %d\n",
                      {i, kb.intCast(kb.globalSize(Dimension::X), kb.i32()), v});
          });
          Value* first = kb.op(Op::IEqual, kb.i1(), {i, kb.constI32(0)})->result();
          kb.ifThen(first, [&] { kb.printf("printf without arguments\n"); });
        },
        64);
    std::string printed;
    bool ran = captureStdout(printed, [&] { return bool(run(words, "hello", {zeros}, 64)); });
    std::fputs(printed.c_str(), stdout); // the kernel's lines, for the log
    std::vector<std::string> expected = {"printf without arguments"}, lines;
    for (size_t i = 0; i < n; i += 16)
      expected.push_back("work-item " + std::to_string(i) + " of " + std::to_string(n) + ": " +
                         std::to_string(i * i + 3));
    for (size_t p = 0, e; p < printed.size(); p = e + 1) {
      e = printed.find('\n', p);
      if (e == std::string::npos) e = printed.size();
      std::string line = printed.substr(p, e - p);
      // check()'s own lines of the run are in the capture too.
      if (!line.starts_with("ok  : ") && !line.starts_with("FAIL: ")) lines.push_back(line);
    }
    std::sort(expected.begin(), expected.end());
    std::sort(lines.begin(), lines.end());
    check(ran && lines == expected, "printf: " + std::to_string(lines.size()) + " lines printed, " +
                                        std::to_string(expected.size()) + " expected");
  }
  std::printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
