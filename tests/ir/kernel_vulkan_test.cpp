// The kernel builder's Vulkan flavour (issue 14): the IR it builds, the
// argument block it lays out (docs/vulkan.md), misuse reporting. Every module
// passes spvkit's verifier and is written as a binary; with
// SPVKIT_VULKAN_OUT set the binaries go to that folder, where
// kernel-vulkan-check runs Debian 13's spirv-val (vulkan1.3) on each.
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/spirv/Verify.h"
#include "ir/tensor/CallingConvention.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

struct VulkanFixture {
  Context ctx;
  Module m{ctx};
  KernelBuilder kb;
  DiagnosticList diags;
  explicit VulkanFixture(uint32_t pushConstantLimit = 128)
      : kb(m, KernelBuilderOptions{KernelFlavour::Vulkan, pushConstantLimit}) {}

  std::string text() { return AsmPrinter::print(m); }
  /// finish(), the verifier, and the binary (written where
  /// SPVKIT_VULKAN_OUT says, as `name`.spv).
  bool finishVerifyWrite(const std::string& name) {
    registerVerifiers();
    if (!kb.finish(diags) || !verify(m, diags)) return false;
    std::vector<uint32_t> words;
    Writer w;
    if (!w.write(kb.spirvModule(), words, diags)) return false;
    if (const char* dir = std::getenv("SPVKIT_VULKAN_OUT")) {
      std::string path = std::string(dir) + "/" + name + ".spv";
      FILE* f = std::fopen(path.c_str(), "wb");
      if (!f) return false;
      std::fwrite(words.data(), 4, words.size(), f);
      std::fclose(f);
    }
    return true;
  }
  std::string messages() {
    std::string out;
    for (const Diagnostic& d : diags.items()) out += d.message + "\n";
    return out;
  }
};

bool contains(const std::string& s, std::string_view part) {
  return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("vulkan: module, entry point, push-constant parameters and built-ins") {
  VulkanFixture f;
  auto& kb = f.kb;
  kb.beginKernel(
      "saxpy", {KernelParam::value("a", kb.f32()), KernelParam::pointer("x", kb.f32()).aligned(4),
                KernelParam::pointer("y", kb.f32()).aligned(4), KernelParam::value("n", kb.i64())});
  kb.setRequiredWorkGroupSize(64);
  kb.setRequiredSubgroupSize(32);
  Value* i = kb.globalId(Dimension::X);
  CHECK(i->type() == kb.i64()); // widened from the 32-bit built-in
  Value* inRange = kb.op(Op::SLessThan, kb.i1(), {i, kb.param("n")})->result();
  kb.ifThen(inRange, [&] {
    Value* x = kb.loadElement(kb.param("x"), i);
    Value* y = kb.loadElement(kb.param("y"), i);
    kb.storeElement(kb.param("y"), i,
                    kb.binary(Op::FAdd, kb.binary(Op::FMul, kb.param("a"), x), y));
  });
  kb.endKernel();
  REQUIRE_MESSAGE(f.finishVerifyWrite("saxpy"), f.messages());
  std::string t = f.text();
  CHECK(contains(t, "spirv.module PhysicalStorageBuffer64 GLSL450"));
  CHECK(contains(t, "spirv.EntryPoint \"GLCompute\" @saxpy"));
  CHECK(contains(t, "\"LocalSize\", 64, 1, 1"));
  CHECK(!contains(t, "SubgroupSize")); // no execution mode on Vulkan
  CHECK(contains(t, "PushConstant"));
  CHECK(contains(t, "PhysicalStorageBuffer"));
  CHECK(!contains(t, "PtrAccessChain")); // address arithmetic instead
  CHECK(contains(t, "ConvertUToPtr"));
  CHECK(contains(t, "vector<3xi32>"));
  // The layout of the calling convention: f32 at 0, pointers at 8 and 16,
  // i64 at 24; 32 bytes pushed directly.
  REQUIRE(kb.vulkanKernels().size() == 1);
  const VulkanKernelAbi& abi = kb.vulkanKernels()[0];
  CHECK(abi.name == "saxpy");
  CHECK(abi.argOffsets == std::vector<uint32_t>{0, 8, 16, 24});
  CHECK(abi.argBlockSize == 32);
  CHECK(!abi.argsIndirect);
  CHECK(abi.pushConstantSize == 32);
  CHECK(abi.requiredSubgroupSize == 32);
  auto vce = kb.spirvModule()->attr("vce_triple").cast<VceAttr>();
  auto caps = vce.capabilities();
  CHECK(std::find(caps.begin(), caps.end(), Capability::Shader) != caps.end());
  CHECK(std::find(caps.begin(), caps.end(), Capability::PhysicalStorageBufferAddresses) !=
        caps.end());
}

TEST_CASE("vulkan: every argument kind in its slot") {
  VulkanFixture f;
  auto& kb = f.kb;
  Type c32 = kb.vec(kb.f32(), 2), c64 = kb.vec(kb.f64(), 2);
  kb.beginKernel("kinds", {KernelParam::value("b", kb.i1()), KernelParam::value("i8", kb.i8()),
                           KernelParam::value("c64", c64), KernelParam::value("i16", kb.i16()),
                           KernelParam::value("h", FloatType::get(f.ctx, 16)),
                           KernelParam::value("c32", c32), KernelParam::value("d", kb.f64()),
                           KernelParam::pointer("out", kb.f64()).aligned(8)});
  kb.setRequiredWorkGroupSize(1);
  // Use each value so that a wrong slot conversion would not verify.
  Value* sum = kb.op(Op::ConvertSToF, kb.f64(), {kb.param("i8")})->result();
  sum = kb.binary(Op::FAdd, sum, kb.op(Op::ConvertSToF, kb.f64(), {kb.param("i16")})->result());
  sum = kb.binary(Op::FAdd, sum, kb.op(Op::FConvert, kb.f64(), {kb.param("h")})->result());
  sum = kb.binary(Op::FAdd, sum, kb.compositeExtract(kb.param("c64"), {1}));
  sum = kb.binary(
      Op::FAdd, sum,
      kb.op(Op::FConvert, kb.f64(), {kb.compositeExtract(kb.param("c32"), {0})})->result());
  sum = kb.binary(Op::FAdd, sum, kb.param("d"));
  sum = kb.op(Op::Select, kb.f64(), {kb.param("b"), sum, kb.constantFloat(kb.f64(), 0)})->result();
  kb.storeElement(kb.param("out"), kb.constI64(0), sum);
  kb.endKernel();
  REQUIRE_MESSAGE(f.finishVerifyWrite("kinds"), f.messages());
  // bool 0, i8 4, c64 16 (aligned 16), i16 32, f16 36, c32 40, f64 48, ptr 56.
  const VulkanKernelAbi& abi = kb.vulkanKernels().at(0);
  CHECK(abi.argOffsets == std::vector<uint32_t>{0, 4, 16, 32, 36, 40, 48, 56});
  CHECK(abi.argBlockSize == 64);
  // The same offsets from the one description the runtime reads.
  namespace abi_ = spvkit::tensor::abi;
  using A = abi_::BlockArg;
  A kinds[] = {A::Small, A::Small,     A::Complex64, A::Small,
               A::Small, A::Complex32, A::Scalar64,  A::Pointer};
  CHECK(abi_::layoutArgumentBlock(kinds, 128).offsets == abi.argOffsets);
  std::string t = f.text();
  CHECK(contains(t, "spirv.INotEqual")); // the bool slot read as != 0
  CHECK(contains(t, "spirv.SConvert"));  // i8 / i16 from their slot
  CHECK(contains(t, "spirv.Bitcast"));   // f16 from the low 16 bits
}

TEST_CASE("vulkan: a block over the push-constant limit goes through a pointer") {
  VulkanFixture f(/*pushConstantLimit=*/32);
  auto& kb = f.kb;
  std::vector<KernelParam> params;
  for (int i = 0; i < 5; ++i)
    params.push_back(KernelParam::pointer("p" + std::to_string(i), kb.i32()).aligned(4));
  kb.beginKernel("many", params);
  kb.setRequiredWorkGroupSize(32);
  Value* lane = kb.laneId();
  for (int i = 0; i < 5; ++i) kb.storeElement(kb.param(unsigned(i)), lane, lane);
  kb.endKernel();
  REQUIRE_MESSAGE(f.finishVerifyWrite("indirect"), f.messages());
  const VulkanKernelAbi& abi = kb.vulkanKernels().at(0);
  CHECK(abi.argBlockSize == 40);
  CHECK(abi.argsIndirect);
  CHECK(abi.pushConstantSize == 8);
  CHECK(abi.argOffsets == std::vector<uint32_t>{0, 8, 16, 24, 32});
}

TEST_CASE("vulkan: workgroup memory, barrier, subgroup operations and atomics") {
  VulkanFixture f;
  auto& kb = f.kb;
  kb.beginKernel("collective", {KernelParam::pointer("out", kb.i32()).aligned(4),
                                KernelParam::pointer("acc", kb.f32()).aligned(4)});
  kb.setRequiredWorkGroupSize(64);
  Value* lid = kb.threadId(Dimension::X);
  Value* lid32 = kb.intCast(lid, kb.i32());
  Value* tile = kb.workgroupMemory(kb.i32(), 64, "tile");
  Value* scratch = kb.privateMemory(kb.i32(), 4, "scratch");
  kb.store(kb.elementPtr(scratch, kb.constI64(2)), lid32);
  Value* mine = kb.load(kb.elementPtr(scratch, kb.constI64(2)));
  // A pointer derived from a derived pointer: still an access chain from the variable.
  Value* half = kb.elementPtr(tile, kb.constI64(32));
  kb.store(kb.elementPtr(half, kb.binary(Op::ISub, lid, kb.constI64(32))), mine);
  kb.barrier(MemoryFence::WorkgroupAndGlobal);
  Value* v = kb.load(kb.elementPtr(tile, lid));
  Value* s = kb.subgroupReduce(ReduceOp::Add, v);
  s = kb.binary(Op::IAdd, s, kb.subgroupReduce(ReduceOp::Xor, v));
  s = kb.binary(Op::IAdd, s, kb.subgroupScan(ReduceOp::MaxSI, v, /*inclusive=*/false));
  s = kb.binary(Op::IAdd, s, kb.subgroupBroadcast(v, kb.constI32(0)));
  s = kb.binary(Op::IAdd, s, kb.subgroupShuffle(ShuffleMode::Xor, v, kb.constI32(1)));
  s = kb.binary(Op::IAdd, s, kb.subgroupShuffle(ShuffleMode::Down, v, kb.constI32(1)));
  kb.atomicAdd(kb.elementPtr(tile, kb.constI64(0)), s);
  kb.atomic(AtomicOp::MaxS, kb.elementPtr(kb.param("out"), kb.constI64(0)), s, Scope::Device,
            MemorySemantics::AcquireRelease);
  kb.atomicAdd(kb.elementPtr(kb.param("acc"), kb.constI64(0)), kb.constF32(1.0));
  kb.endKernel();
  REQUIRE_MESSAGE(f.finishVerifyWrite("collective"), f.messages());
  std::string t = f.text();
  CHECK(contains(t, "spirv.GroupNonUniformIAdd"));
  CHECK(contains(t, "spirv.GroupNonUniformBitwiseXor"));
  CHECK(contains(t, "spirv.GroupNonUniformSMax"));
  CHECK(contains(t, "spirv.GroupNonUniformShuffle "));
  CHECK(contains(t, "spirv.GroupNonUniformShuffleXor"));
  CHECK(!contains(t, "INTEL"));
  CHECK(!contains(t, "CrossWorkgroup"));
  CHECK(!contains(t, "SequentiallyConsistent"));
  CHECK(contains(t, "UniformMemory"));
  CHECK(contains(t, "Workgroup>"));
}

TEST_CASE("vulkan: extended math is GLSL.std.450") {
  VulkanFixture f;
  auto& kb = f.kb;
  kb.beginKernel("math", {KernelParam::pointer("x", kb.f32()).aligned(4)});
  kb.setRequiredWorkGroupSize(1);
  Value* x = kb.loadElement(kb.param("x"), kb.constI64(0));
  Value* y = kb.math(MathFn::Exp, kb.f32(), {x});
  y = kb.math(MathFn::FMin, kb.f32(), {y, kb.math(MathFn::Log2, kb.f32(), {x})});
  y = kb.math(MathFn::Hypot, kb.f32(), {y, x});
  y = kb.fmod(y, x);
  kb.storeElement(kb.param("x"), kb.constI64(0), y);
  kb.endKernel();
  REQUIRE_MESSAGE(f.finishVerifyWrite("math"), f.messages());
  std::string t = f.text();
  CHECK(contains(t, "spirv.GL.Exp"));
  CHECK(contains(t, "spirv.GL.NMin"));
  CHECK(contains(t, "spirv.GL.Log2"));
  CHECK(contains(t, "spirv.GL.Sqrt"));
  CHECK(contains(t, "spirv.GL.FrexpStruct"));
  CHECK(!contains(t, "spirv.CL."));
  CHECK(!contains(t, "spirv.FRem"));

  VulkanFixture g;
  g.kb.beginKernel("f64", {});
  g.kb.setRequiredWorkGroupSize(1);
  g.kb.math(MathFn::Sin, g.kb.f64(), {g.kb.constantFloat(g.kb.f64(), 1.0)});
  g.kb.endKernel();
  CHECK(!g.kb.finish(g.diags));
  CHECK(contains(g.messages(), "sin on f64 is not supported on the Vulkan targets"));
}

TEST_CASE("vulkan: misuse is a recorded error") {
  SUBCASE("printf") {
    VulkanFixture f;
    f.kb.beginKernel("k", {});
    f.kb.setRequiredWorkGroupSize(1);
    f.kb.printf("hello");
    f.kb.endKernel();
    CHECK(!f.kb.finish(f.diags));
    CHECK(contains(f.messages(), "printf is not available on Vulkan"));
  }
  SUBCASE("no work-group size") {
    VulkanFixture f;
    f.kb.beginKernel("k", {});
    f.kb.endKernel();
    CHECK(!f.kb.finish(f.diags));
    CHECK(contains(f.messages(), "needs LocalSize"));
  }
  SUBCASE("a workgroup pointer parameter") {
    VulkanFixture f;
    f.kb.beginKernel("k", {KernelParam::pointer("l", f.kb.f32(), AddressSpace::Workgroup)});
    f.kb.setRequiredWorkGroupSize(1);
    f.kb.endKernel();
    CHECK(!f.kb.finish(f.diags));
    CHECK(contains(f.messages(), "pointers to global memory only"));
  }
  SUBCASE("a work-group reduction") {
    VulkanFixture f;
    f.kb.beginKernel("k", {});
    f.kb.setRequiredWorkGroupSize(1);
    f.kb.allReduce(ReduceOp::Add, f.kb.constI32(1));
    f.kb.endKernel();
    CHECK(!f.kb.finish(f.diags));
    CHECK(contains(f.messages(), "Subgroup scope only"));
  }
}
