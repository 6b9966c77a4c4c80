// Kernel builder unit tests (no device): the IR it builds, the inferred
// #spirv.vce, the entry point interface, misuse reporting, determinism.
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/spirv/Verify.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

struct Fixture {
  Context ctx;
  Module m{ctx};
  KernelBuilder kb{m};
  DiagnosticList diags;

  std::string text() { return AsmPrinter::print(m); }
  bool finishAndVerify() {
    registerVerifiers();
    return kb.finish(diags) && verify(m, diags);
  }
  VceAttr vce() { return kb.spirvModule()->attr("vce_triple").dyn_cast<VceAttr>(); }
  bool hasCap(Capability c) {
    auto caps = vce().capabilities();
    return std::find(caps.begin(), caps.end(), c) != caps.end();
  }
  bool hasExt(Extension e) {
    auto exts = vce().extensions();
    return std::find(exts.begin(), exts.end(), e) != exts.end();
  }
  Operation* find(DialectOp kind) {
    for (Operation* op = kb.spirvModule()->region().front()->front(); op; op = op->nextOp())
      if (op->opcode() == opcodeOf(kind)) return op;
    return nullptr;
  }
};

} // namespace

TEST_CASE("a kernel with parameters, built-ins and a LocalSize") {
  Fixture f;
  auto& kb = f.kb;
  kb.beginKernel("k", {KernelParam::pointer("p", kb.f32()).aligned(16).noAlias(),
                       KernelParam::value("n", kb.i32())});
  kb.setRequiredWorkGroupSize(8, 4, 2);
  Value* g = kb.globalId(Dimension::Y);
  CHECK(g == kb.globalId(Dimension::Y)); // loaded once per kernel
  CHECK(g->type() == kb.i64());
  CHECK(kb.laneId()->type() == kb.i32());
  kb.storeElement(kb.param("p"), g, kb.constF32(1.0));
  kb.endKernel();
  REQUIRE(f.finishAndVerify());
  std::string t = f.text();
  CHECK(t.find("func_param_attr") != std::string::npos);
  CHECK(t.find("alignment = 16") != std::string::npos);
  CHECK(t.find("\"LocalSize\", 8, 4, 2") != std::string::npos);
  // Built-ins used are on the entry point, and only those.
  Operation* ep = f.find(DialectOp::EntryPoint);
  REQUIRE(ep);
  auto iface = ep->attr("interface").cast<ArrayAttr>();
  CHECK(iface.size() == 2);
  CHECK(f.vce().version() == makeVersion(1, 0));
  CHECK(f.hasCap(Capability::Kernel));
  CHECK(f.hasCap(Capability::Addresses));
  CHECK(f.hasCap(Capability::Int64));
  CHECK(f.vce().extensions().empty());
}

TEST_CASE("capabilities and extensions follow what the kernel uses") {
  Fixture f;
  auto& kb = f.kb;
  kb.beginKernel("k", {KernelParam::pointer("p", kb.f32())});
  kb.setRequiredSubgroupSize(16);
  Value* x = kb.loadElement(kb.param(0u), kb.constI32(0));
  kb.subgroupReduce(ReduceOp::Add, x);
  kb.subgroupShuffle(ShuffleMode::Xor, x, kb.constI32(1));
  kb.atomicAdd(kb.param(0u), x);
  kb.endKernel();
  REQUIRE(f.finishAndVerify());
  CHECK(f.hasCap(Capability::Groups));
  CHECK(f.hasCap(Capability::SubgroupDispatch));
  CHECK(f.hasCap(Capability::SubgroupShuffleINTEL));
  CHECK(f.hasExt(Extension::SPV_INTEL_subgroups));
  CHECK(f.hasCap(Capability::AtomicFloat32AddEXT));
  CHECK(f.hasExt(Extension::SPV_EXT_shader_atomic_float_add));
  CHECK(f.vce().version() == makeVersion(1, 1)); // SubgroupDispatch
}

TEST_CASE("loops and ifs carry values through block arguments") {
  Fixture f;
  auto& kb = f.kb;
  kb.beginKernel("k", {KernelParam::pointer("out", kb.i32())});
  Value* init[] = {kb.constI32(0)};
  auto r = kb.forLoop(kb.constI32(0), kb.constI32(10), kb.constI32(1), init,
                      [&](Value* iv, std::span<Value* const> it) -> std::vector<Value*> {
                        return {kb.binary(Op::IAdd, it[0], iv)};
                      });
  REQUIRE(r.size() == 1);
  Type t = kb.i32();
  auto s = kb.ifThenElse(
      kb.op(Op::SGreaterThan, kb.i1(), {r[0], kb.constI32(5)})->result(), {&t, 1},
      [&]() -> std::vector<Value*> { return {r[0]}; },
      [&]() -> std::vector<Value*> { return {kb.constI32(-1)}; });
  kb.storeElement(kb.param(0u), kb.constI32(0), s[0]);
  kb.endKernel();
  REQUIRE(f.finishAndVerify());
  Operation* loop = r[0]->definingOp();
  REQUIRE(loop);
  CHECK(loop->opcode() == opcodeOf(DialectOp::Loop));
  // entry, header (iv + carried), body, continue, merge
  CHECK(loop->region().size() == 5);
  CHECK(loop->region().front()->nextNode()->numArguments() == 2);
  CHECK(loop->region().back()->back()->opcode() == opcodeOf(DialectOp::Merge));
  CHECK(s[0]->definingOp()->opcode() == opcodeOf(DialectOp::Selection));
  auto words = writeBinary(f.kb.spirvModule(), {}, f.diags);
  REQUIRE(words);
  CHECK(words == writeBinary(f.kb.spirvModule(), {}, f.diags)); // deterministic
}

TEST_CASE("misuse is recorded and reported by finish, not thrown") {
  Fixture f;
  auto& kb = f.kb;
  CHECK(kb.param(0u)); // outside a kernel: an undef, and an error
  kb.beginKernel("k", {KernelParam::value("v", kb.i32()).aligned(4)}); // alignment on a value
  CHECK(kb.param(7u));
  CHECK(kb.param("nope"));
  kb.subgroupReduce(ReduceOp::MaxF, kb.constI32(1));
  Type t = kb.i32();
  kb.ifThenElse(kb.constantBool(true), {&t, 1}, [&]() -> std::vector<Value*> { return {}; }, {});
  kb.endKernel();
  CHECK_FALSE(kb.finish(f.diags));
  std::string all = f.diags.str();
  CHECK(all.find("outside a kernel") != std::string::npos);
  CHECK(all.find("not a pointer") != std::string::npos);
  CHECK(all.find("no parameter #7") != std::string::npos);
  CHECK(all.find("no parameter 'nope'") != std::string::npos);
  CHECK(all.find("float operation on an integer") != std::string::npos);
  CHECK(all.find("needs an else branch") != std::string::npos);
}

TEST_CASE("workgroup and private memory, barrier") {
  Fixture f;
  auto& kb = f.kb;
  kb.beginKernel("k", {KernelParam::pointer("out", kb.f32())});
  Value* tile = kb.workgroupMemory(kb.f32(), 32, "tile");
  Value* priv = kb.privateMemory(kb.f32(), 4, "priv");
  CHECK(tile->type().cast<PointerType>().storageClass() == uint32_t(StorageClass::Workgroup));
  CHECK(priv->type().cast<PointerType>().storageClass() == uint32_t(StorageClass::Function));
  kb.storeElement(tile, kb.threadId(Dimension::X), kb.constF32(2.0));
  kb.barrier(MemoryFence::WorkgroupAndGlobal);
  kb.storeElement(priv, kb.constI32(1), kb.loadElement(tile, kb.constI32(0)));
  kb.endKernel();
  REQUIRE(f.finishAndVerify());
  std::string t = f.text();
  CHECK(t.find("!spirv.array<32 x f32") != std::string::npos);
  CHECK(t.find("spirv.ControlBarrier") != std::string::npos);
}

TEST_CASE("printf: the format string is a constant global that verifies, writes and reads back") {
  Fixture f;
  auto& kb = f.kb;
  kb.beginKernel("k", {KernelParam::value("n", kb.i32())});
  Value* r = kb.printf("n = %d\n", {kb.param("n")});
  CHECK(r->type() == kb.i32());
  kb.printf("n = %d\n", {kb.param("n")}); // the same string: the same global
  kb.printf("done\n");
  kb.endKernel();
  REQUIRE(f.finishAndVerify());
  std::vector<Operation*> strings;
  for (Operation* op = f.kb.spirvModule()->region().front()->front(); op; op = op->nextOp())
    if (op->opcode() == opcodeOf(DialectOp::GlobalVariable)) strings.push_back(op);
  REQUIRE(strings.size() == 2);
  auto chars = strings[0]->attr("initializer_value").dyn_cast<ArrayAttr>();
  REQUIRE(chars);
  CHECK(chars.size() == 8); // "n = %d\n" and its NUL
  CHECK(chars[0].cast<IntegerAttr>().value() == 'n');
  CHECK(chars[7].cast<IntegerAttr>().value() == 0);
  CHECK(!strings[0]->attr("initializer"));

  auto words = writeBinary(f.kb.spirvModule(), {}, f.diags);
  REQUIRE_MESSAGE(words, f.diags.str());
  // The reader gives the same initializer back.
  Module back(f.ctx);
  Operation* read = readBinary(back, *words, f.diags);
  REQUIRE_MESSAGE(read, f.diags.str());
  bool found = false;
  for (Operation* op = read->region().front()->front(); op; op = op->nextOp())
    found |= op->opcode() == opcodeOf(DialectOp::GlobalVariable) &&
             op->attr("initializer_value") == Attribute(chars);
  CHECK(found);

  // A wrong constant initializer is a verifier error.
  strings[1]->setAttr("initializer_value", chars);
  f.diags.clear();
  CHECK(!verify(f.m, f.diags));
  CHECK(f.diags.str().find("initializer_value") != std::string::npos);
}
