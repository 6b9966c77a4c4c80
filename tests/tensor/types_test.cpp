// Table-driven device test of the scalar instructions over every type the
// tensor language accepts: for each of i8 i16 i32 i64 index f16 bf16 f32 f64
// c32 c64 a program is generated with three kernels (kernel sources are
// written next to the binaries, TYPE.tl):
//
//   ops_T   every binary / unary arithmetic instruction the type allows, the
//           comparisons (through if/else into an i32), the math functions and
//           a cast to every other number type;
//   sg_T    subgroup_reduce / inclusive / exclusive scans of add, max and min
//           (the reference's identities on lane 0 of exclusive scans) and
//           subgroup_broadcast, 4 work-groups of 64, subgroups of 16;
//   at_T    atomic_add / max / min of every element into one address from 4
//           work-groups (contention), atomic_load / atomic_store.
//
// bool has its own kernel (and / or / xor / not / equal / not_equal). Host
// references: exact for integers (two's-complement wrap-around); for floats,
// add / sub / mul / neg / abs / min / max / rem and casts are exact (the device
// rounds each result to the type, as does the reference computed in double),
// div within 2 ulp, math within 8 ulp (native_ f32 within 2^-11 relative or
// absolute), complex mul / div / exp within 8 ulp of the result's magnitude
// (ulp: 2^-10 f16, 2^-7 bf16, 2^-23 f32, 2^-52 f64). Float atomics use values
// whose sums are exact in any order, so they are compared exactly; the f32 /
// f64 atomics also run compiled for a target without float atomics (the
// compare-exchange loop), and the test checks which instructions each binary
// holds. f16 also runs for the plain pocl target, which has no Float16
// (computed in f32, passes/tensor/ConvertF16.cpp). Exit 77 without a device.
#include "TypeTable.h"

#include "device_support.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace device_test;
using namespace spvkit::typetest;

namespace {

/// The test device's target: PoCL 6. PoCL runs Float16 arithmetic although
/// it announces no cl_khr_fp16 (the portable profile relies on the same), so
/// the target gets Float16 without half-precision math (computed in f32).
tensor::Target deviceTarget() {
  tensor::Target t = testTarget();
  t.env.capabilities.push_back(spirv::Capability::Float16);
  t.env.features.fp16Math = false;
  return t;
}

/// PoCL without float atomics: float atomic add / min / max become
/// compare-exchange loops.
tensor::Target noFloatAtomics() {
  tensor::Target t = deviceTarget();
  t.name = "pocl-without-float-atomics";
  std::erase_if(t.env.capabilities, [](spirv::Capability c) {
    using spirv::Capability;
    return c == Capability::AtomicFloat32AddEXT || c == Capability::AtomicFloat64AddEXT ||
           c == Capability::AtomicFloat32MinMaxEXT || c == Capability::AtomicFloat64MinMaxEXT;
  });
  t.env.extensions.clear();
  return t;
}

/// Writes the generated source as NAME.tl, compiles it and writes NAME.spv.
Binary compile(const std::string& name, const std::string& source, const tensor::Target& target) {
  std::ofstream(name + ".tl") << source;
  Context ctx;
  frontend::SourceManager sm;
  auto prog = frontend::parseString(ctx, sm, name + ".tl", source);
  return compileProgram(sm, prog, target, name);
}

/// How many instructions with `opcode` the binary holds.
int countOpcode(const std::vector<uint32_t>& words, uint32_t opcode) {
  int n = 0;
  for (size_t i = 5; i < words.size(); i += std::max<uint32_t>(1, words[i] >> 16))
    n += (words[i] & 0xffff) == opcode;
  return n;
}

struct Runner {
  Device& dev;
  std::optional<Program> program;

  bool build(const std::optional<std::vector<uint32_t>>& words, const std::string& what) {
    program.reset();
    if (!check(bool(words), what + " compiles")) return false;
    auto p = dev.buildProgram(*words);
    if (!check(bool(p), what + " builds on the device")) {
      std::printf("%s\n", p.error().str().c_str());
      return false;
    }
    program.emplace(std::move(*p));
    return true;
  }
  Buffer upload(const Column& c) {
    return dev.createBuffer(std::span<const char>(c.bytes)).value();
  }
  Column download(Buffer& b, ScalarType t, size_t n) {
    Column c(t, n);
    dev.read(b, c.bytes.data(), c.bytes.size()).value();
    return c;
  }
  bool launch(const std::string& kernel, const std::vector<Arg>& args, size_t groups) {
    auto k = program->kernel(kernel);
    if (!check(bool(k), kernel + " kernel")) return false;
    return KernelRunner{dev}.launch(*k, args, groups, kernel);
  }
};

/// Compares column `got` with `want` element by element; prints the first
/// mismatches.
void compare(const std::string& what, const Column& got, const std::vector<V>& want,
             Tolerance tol) {
  size_t wrong = 0;
  for (size_t i = 0; i < want.size(); ++i)
    if (!close(got.type, got.get(i), want[i], tol)) {
      if (wrong < 3)
        std::printf("  %s[%zu]: got %s, want %s\n", what.c_str(), i,
                    show(got.type, got.get(i)).c_str(), show(got.type, want[i]).c_str());
      ++wrong;
    }
  check(wrong == 0, what + " (" + std::to_string(wrong) + " of " + std::to_string(want.size()) +
                        " wrong, " + describe(tol) + ")");
}

/// `suffix` names the module and the checks when the target is not the
/// device target.
void testOps(Runner& r, const TypeInfo& T, const tensor::Target& target,
             const std::string& suffix = "") {
  const size_t n = 96;
  Inputs in = makeInputs(T, n);
  std::vector<OpSpec> ops = opsFor(T);
  if (target.env.isVulkan()) {
    std::vector<OpSpec> kept;
    for (const OpSpec& op : ops)
      if ((T.scalar == ScalarType::F64 || T.scalar == ScalarType::C64) &&
          std::set<std::string>{"cos", "sin", "exp", "exp2", "log", "log2", "native_cos",
                                "native_sin", "native_exp", "native_exp2", "native_log",
                                "native_log2"}
              .count(op.name))
        excluded(std::string(T.name) + suffix + " " + op.name,
                 "GLSL.std.450 has no f64 transcendental functions (f16 and f32 only)");
      else
        kept.push_back(op);
    ops = std::move(kept);
  }
  std::vector<const TypeInfo*> casts = castTargets(T);
  // Subgroups of 16 on PoCL; a Vulkan device's own size (lavapipe: 8).
  const uint32_t sgSize = target.env.isVulkan() && !target.env.limits.subgroupSizes.empty()
                              ? target.env.limits.subgroupSizes.front()
                              : 16;
  std::string src = opsKernel(T, ops, casts) + sgKernel(T, sgSize);
  const std::string tn = std::string(T.name) + suffix;
  if (!r.build(compile(tn, src, target), tn + " program")) return;
  int64_t sn = int64_t(n);
  Buffer da = r.upload(in.a), db = r.upload(in.b), ds = r.upload(in.s), dm = r.upload(in.m),
         dc = r.upload(in.c);
  std::vector<Arg> args;
  std::string vec = std::string("memref<") + T.name + "x?>";
  for (Buffer* b : {&da, &db, &ds, &dm, &dc}) args.push_back(memref(mt(vec), *b, {sn}));
  // One output column per op, in one buffer of the op's result type each.
  std::vector<Buffer> outs;
  for (const OpSpec& op : ops) {
    outs.push_back(r.dev.createBuffer(n * sizeOf(op.result->scalar)).value());
    args.push_back(memref(mt(std::string("memref<") + op.result->name + "x?>"), outs.back(), {sn}));
  }
  for (const TypeInfo* u : casts) {
    outs.push_back(r.dev.createBuffer(n * sizeOf(u->scalar)).value());
    args.push_back(memref(mt(std::string("memref<") + u->name + "x?>"), outs.back(), {sn}));
  }
  if (!r.launch("ops", args, 1)) return;
  size_t o = 0;
  for (const OpSpec& op : ops) {
    std::vector<V> want(n);
    for (size_t i = 0; i < n; ++i) want[i] = op.ref(in.get(op.input0, i), in.get(op.input1, i), i);
    compare(tn + " " + op.name, r.download(outs[o++], op.result->scalar, n), want, op.tol);
  }
  for (const TypeInfo* u : casts) {
    std::vector<V> want(n);
    for (size_t i = 0; i < n; ++i) want[i] = castRef(T, *u, in.c.get(i));
    compare(tn + " cast to " + u->name, r.download(outs[o++], u->scalar, n), want,
            Tolerance::exact());
  }

  // Subgroups: 4 work-groups of 64 work-items, subgroups of sgSize.
  if (T.kind != Kind::Bool) {
    const size_t sn2 = 256;
    Column x = subgroupInput(T, sn2);
    Buffer dx = r.upload(x);
    Buffer dout = r.dev.createBuffer(sn2 * 10 * sizeOf(T.scalar)).value();
    int64_t s2 = int64_t(sn2);
    if (r.launch("sg",
                 {memref(mt(vec), dx, {s2}),
                  memref(mt(std::string("memref<") + T.name + "x?x10>"), dout, {s2, 10})},
                 4)) {
      Column got = r.download(dout, T.scalar, sn2 * 10);
      for (int k = 0; k < 10; ++k) {
        if (T.kind == Kind::Complex && !sgOpAllowedOnComplex(k)) continue;
        std::vector<V> want = subgroupRef(T, x, k, sgSize);
        Column part(T.scalar, sn2);
        std::copy(got.bytes.begin() + std::ptrdiff_t(size_t(k) * sn2 * sizeOf(T.scalar)),
                  got.bytes.begin() + std::ptrdiff_t(size_t(k + 1) * sn2 * sizeOf(T.scalar)),
                  part.bytes.begin());
        compare(tn + " " + kSubgroupOps[k], part, want, Tolerance::exact());
      }
    }
  }
}

void testAtomics(Runner& r, const TypeInfo& T, const tensor::Target& target, bool expectCas,
                 const std::string& suffix = "") {
  if (!atomicsAllowed(T)) return;
  std::string name = std::string(T.name) + suffix + (expectCas ? "_cas" : "_atomics");
  auto words = compile(name, atomicKernel(T), target);
  if (words) {
    // 8- and 16-bit types always take the compare-exchange loop (on their
    // 32-bit word), integers of 32 and 64 bits never do.
    bool narrow = T.kind != Kind::Complex && T.bits < 32;
    bool isFloat = T.kind == Kind::Float || T.kind == Kind::Complex;
    int fadd = countOpcode(*words, 6035), cas = countOpcode(*words, 230); // FAddEXT, CmpXchg
    bool want = narrow      ? fadd == 0 && cas > 0
                : !isFloat  ? fadd == 0 && cas == 0
                : expectCas ? fadd == 0 && cas > 0
                            : fadd > 0 && cas == 0;
    check(want, name + ": " + std::to_string(fadd) + " OpAtomicFAddEXT, " + std::to_string(cas) +
                    " OpAtomicCompareExchange for target " + target.name);
  }
  if (!r.build(words, name + " program")) return;
  const size_t n = 500, groups = 4;
  Column x = atomicInput(T, n);
  Buffer dx = r.upload(x);
  Column init = atomicInit(T);
  Buffer dsum = r.upload(init.slice(0, 1)), dmm = r.upload(init.slice(1, 3));
  Buffer dls = r.dev.createBuffer(n * sizeOf(T.scalar)).value();
  std::string vec = std::string("memref<") + T.name + "x?>";
  int64_t sn = int64_t(n);
  if (!r.launch("at",
                {memref(mt(vec), dx, {sn}),
                 memref(mt(std::string("memref<") + T.name + ">"), dsum, {}),
                 memref(mt(std::string("memref<") + T.name + "x2>"), dmm, {2}),
                 memref(mt(vec), dls, {sn})},
                groups))
    return;
  AtomicRef want = atomicRef(T, x, groups);
  Column sum = r.download(dsum, T.scalar, 1), mm = r.download(dmm, T.scalar, 2);
  compare(name + ": atomic_add of " + std::to_string(n * groups) + " values into one address", sum,
          {want.sum}, Tolerance::exact());
  if (T.kind != Kind::Complex)
    compare(name + ": atomic_max / atomic_min", mm, {want.max, want.min}, Tolerance::exact());
  std::vector<V> copy(n);
  for (size_t i = 0; i < n; ++i) copy[i] = x.get(i);
  compare(name + ": atomic_load / atomic_store", r.download(dls, T.scalar, n), copy,
          Tolerance::exact());
}

void testBool(Runner& r) {
  const size_t n = 64;
  if (!r.build(compile("bool", boolKernel(), deviceTarget()), "bool program")) return;
  Column a(ScalarType::I32, n), b(ScalarType::I32, n);
  for (size_t i = 0; i < n; ++i)
    a.set(i, V::integer(int64_t(i % 3) - 1)), b.set(i, V::integer(int64_t(i % 2)));
  Buffer da = r.upload(a), db = r.upload(b), dout = r.dev.createBuffer(n * 6 * 4).value();
  int64_t sn = int64_t(n);
  if (!r.launch("bools",
                {memref(mt("memref<i32x?>"), da, {sn}), memref(mt("memref<i32x?>"), db, {sn}),
                 memref(mt("memref<i32x?x6>"), dout, {sn, 6})},
                1))
    return;
  Column got = r.download(dout, ScalarType::I32, n * 6);
  const char* names[] = {"and", "or", "xor", "not", "not p and q", "(not p and q) or (p xor q)"};
  for (int k = 0; k < 6; ++k) {
    size_t wrong = 0;
    for (size_t i = 0; i < n; ++i) {
      bool p = a.get(i).i > 0, q = b.get(i).i > 0;
      bool want = k == 0   ? p && q
                  : k == 1 ? p || q
                  : k == 2 ? p != q
                  : k == 3 ? !p
                  : k == 4 ? !p && q
                           : (!p && q) || p != q;
      wrong += got.get(size_t(k) * n + i).i != int64_t(want);
    }
    check(wrong == 0, std::string("bool ") + names[k] + " (" + std::to_string(wrong) + " wrong)");
  }
}

} // namespace

int main() {
  Result<Device> dev = Device::open();
  if (!dev) return noDeviceStatus(dev);
  std::printf("device: %s\n", dev->info().name.c_str());
  Runner r{*dev, std::nullopt};
  try {
    for (const TypeInfo& T : allTypes()) {
      if (T.kind == Kind::Bool) {
        testBool(r);
        continue;
      }
      testOps(r, T, deviceTarget());
      // Float atomics where the target has them (PoCL), else compare-exchange
      // loops (lavapipe).
      bool cas = !deviceTarget().env.hasCapability(spirv::Capability::AtomicFloat32AddEXT);
      testAtomics(r, T, deviceTarget(), cas);
      if (T.scalar == ScalarType::F16) {
        // The plain pocl target has no Float16: f16 computed in f32.
        const tensor::Target pocl = testTarget();
        testOps(r, T, pocl, "_in_f32");
        testAtomics(r, T, pocl, false, "_in_f32");
      }
      if (((T.kind == Kind::Float && T.bits >= 32) || T.kind == Kind::Complex) && !cas)
        testAtomics(r, T, noFloatAtomics(), true);
    }
  } catch (const BadResultAccess& e) {
    check(false, std::string("runtime error: ") + e.what());
  }
  reportExclusions();
  std::printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
