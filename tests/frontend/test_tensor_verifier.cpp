// The tensor dialect's definition and IR verifier (ir/tensor/Verifier.h) on
// IR the frontend builds:
//  * every valid corpus program is accepted by the IR verifier;
//  * the generated table is consistent (the traits the issue found
//    disagreeing now agree, the collective linear-algebra family is one list);
//  * the typed views reach operands and attributes by name;
//  * IR broken after the frontend (as a pass could break it) is rejected, one
//    rule per case, with the message naming the rule.
// The file-based cases on IR text are tests/lit/tensor-verifier-*.mlir.
#include "corpus_programs.h"
#include "frontend/Frontend.h"
#include "ir/Block.h"
#include "ir/Verifier.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace spvkit;
using namespace spvkit::tensor;

namespace {

struct Program {
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog;

  explicit Program(const std::string& text) {
    prog = frontend::parseString(ctx, sm, "t.tl", text);
    REQUIRE(prog.ok());
  }
  Module& module() { return *prog.module; }
  /// The first op of kind `k` (in walk order).
  Operation* find(OpKind k) {
    Operation* found = nullptr;
    for (Operation* top : *module().body())
      top->walk([&](Operation* op) {
        if (!found && is(op, k)) found = op;
        return !found;
      });
    REQUIRE(found);
    return found;
  }
  /// The verifier's messages (empty when the IR is valid).
  std::string verifyMessages() {
    DiagnosticList diags;
    verify(module(), diags);
    return diags.str();
  }
};

bool mentions(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

} // namespace

TEST_SUITE("tensor_verifier") {
  TEST_CASE("the IR verifier accepts every valid corpus program") {
    unsigned n = 0;
    for (const auto& path : corpus_test::programs("valid")) {
      Context ctx;
      frontend::SourceManager sm;
      auto prog = frontend::parseFile(ctx, sm, path.string());
      REQUIRE(prog.ok());
      DiagnosticList diags;
      INFO(path.string());
      CHECK(verify(*prog.module, diags));
      CHECK(diags.str() == "");
      ++n;
    }
    CHECK(n > 40);
  }

  TEST_CASE("traits and effects come from one definition and agree") {
    // The arithmetic the issue found disagreeing: all side-effect free now.
    for (OpKind k : {OpKind::Add, OpKind::Sub, OpKind::Div, OpKind::Neg, OpKind::Mul})
      CHECK(opInfo(k).has(OpTrait::NoSideEffect));
    CHECK(opInfo(OpKind::Add).has(OpTrait::Commutative));
    CHECK(!opInfo(OpKind::Sub).has(OpTrait::Commutative));
    // Memory effects follow the operands' accesses.
    CHECK(opInfo(OpKind::Gemm).has(OpTrait::MemoryRead | OpTrait::MemoryWrite));
    CHECK(opInfo(OpKind::Store).has(OpTrait::MemoryWrite));
    CHECK(!opInfo(OpKind::Store).has(OpTrait::MemoryRead));
    CHECK(!opInfo(OpKind::Store).has(OpTrait::NoSideEffect));
    CHECK(!opInfo(OpKind::Barrier).has(OpTrait::NoSideEffect));
    CHECK(!opInfo(OpKind::Alloca).has(OpTrait::NoSideEffect));
    CHECK(opDef(OpKind::Gemm).operand("c")->access == Access::Write);
    CHECK(opDef(OpKind::AtomicAdd).operand("memref")->access == Access::AtomicAdd);
    // The collective linear algebra is one family.
    std::set<std::string_view> linalg;
    for (unsigned k = 0; k < unsigned(OpKind::Count); ++k)
      if (isLinalg(OpKind(k))) linalg.insert(instructionName(OpKind(k)));
    CHECK(linalg ==
          std::set<std::string_view>{"axpby", "cumsum", "gemm", "gemv", "ger", "hadamard", "sum"});
    for (std::string_view n : linalg) {
      for (unsigned k = 0; k < unsigned(OpKind::Count); ++k)
        if (instructionName(OpKind(k)) == n) CHECK(regionKind(OpKind(k)) == RegionKind::Collective);
    }
    CHECK(opDef(OpKind::Parallel).regions[0].opens == RegionOpens::Spmd);
    CHECK(opDef(OpKind::For).regions[0].opens == RegionOpens::Inherit);
    CHECK(opInfo(OpKind::Gemm).name == "tensor.gemm");
  }

  TEST_CASE("typed views reach operands, attributes and regions by name") {
    Program p(R"(func @k(%A: memref<f32x8x8>, %B: memref<f32x8x8>, %C: memref<f32x8x8>, %n: index) {
  %one = constant 1.0 : f32
  gemm.atomic.t.n %one, %A, %B, %one, %C
  %s = subview %A[2:%n, %n] : memref<f32x?,strided<1>>
  %lb = constant 0 : index
  %r = for %i = %lb, %n, %n init(%acc = %one) -> (f32) {
    %x = add %acc, %one : f32
    yield (%x)
  }
})");
    auto gemm = dyn_cast<GemmOp>(p.find(OpKind::Gemm));
    REQUIRE(gemm);
    CHECK(gemm.a() == p.module().body()->front()->region(0).front()->argument(0));
    CHECK(gemm.c() == p.module().body()->front()->region(0).front()->argument(2));
    CHECK(gemm.atomic());
    CHECK(gemm.transA());
    CHECK(!gemm.transB());
    auto sub = dyn_cast<SubviewOp>(p.find(OpKind::Subview));
    REQUIRE(sub);
    CHECK(sub.dynamic().size() == 2);
    CHECK(sub.staticOffsets().size() == 2);
    auto loop = dyn_cast<ForOp>(p.find(OpKind::For));
    REQUIRE(loop);
    CHECK(loop.hasStep());
    REQUIRE(loop.step());
    CHECK(loop.inits().size() == 1);
    CHECK(loop.body().front()->numArguments() == 2);
    CHECK(!dyn_cast<GemmOp>(loop.op()));
  }

  TEST_CASE("IR broken after the frontend is rejected, one rule at a time") {
    const std::string kernel =
        R"(func @k(%A: memref<f32x8x8>, %B: memref<f32x8x8>, %v: memref<f32x8>) {
  %one = constant 1.0 : f32
  %z = constant 0 : index
  gemm %one, %A, %B, %one, %B
  cumsum %one, %v, 0, %one, %v
  parallel {
    %l = subgroup_local_id : i32
  }
  %x = load %v[%z] : f32
  store %x, %v[%z]
})";
    SUBCASE("a required attribute is missing") {
      Program p(kernel);
      p.find(OpKind::Cumsum)->removeAttr("mode");
      CHECK(mentions(p.verifyMessages(), "'tensor.cumsum' op requires attribute 'mode'"));
    }
    SUBCASE("an attribute has the wrong kind") {
      Program p(kernel);
      p.find(OpKind::Cumsum)->setAttr("mode", StringAttr::get(p.ctx, "zero"));
      CHECK(mentions(p.verifyMessages(), "attribute 'mode' must be an integer"));
    }
    SUBCASE("an attribute the definition does not declare") {
      Program p(kernel);
      p.find(OpKind::Load)->setAttr("volatile", UnitAttr::get(p.ctx));
      CHECK(mentions(p.verifyMessages(), "'tensor.load' op has unknown attribute 'volatile'"));
    }
    SUBCASE("a collective instruction moved into an SPMD region") {
      Program p(kernel);
      Operation* gemm = p.find(OpKind::Gemm);
      gemm->moveBefore(p.find(OpKind::SubgroupLocalId));
      CHECK(mentions(p.verifyMessages(), "'tensor.gemm' op is a collective instruction and must "
                                         "not appear in an SPMD region"));
    }
    SUBCASE("an SPMD instruction moved into a collective region") {
      Program p(kernel);
      p.find(OpKind::SubgroupLocalId)->moveBefore(p.find(OpKind::Gemm));
      CHECK(mentions(p.verifyMessages(), "'tensor.subgroup_local_id' op is an SPMD instruction"));
    }
    SUBCASE("an operand of the wrong kind") {
      Program p(kernel);
      Operation* gemm = p.find(OpKind::Gemm);
      gemm->setOperand(0, gemm->operand(1));
      CHECK(
          mentions(p.verifyMessages(),
                   "'tensor.gemm' op operand 'alpha' (#0) must be a number, has memref<f32x8x8>"));
    }
    SUBCASE("a memref of the wrong order") {
      Program p(kernel);
      Operation* gemm = p.find(OpKind::Gemm);
      gemm->setOperand(4, p.find(OpKind::Cumsum)->operand(1));
      CHECK(mentions(p.verifyMessages(), "operand 'c' (#4) must be a memref of order 2"));
    }
    SUBCASE("an index count that does not match the memref's order") {
      Program p(kernel);
      Operation* store = p.find(OpKind::Store);
      Value* ops[] = {store->operand(0), store->operand(1), store->operand(2), store->operand(2)};
      store->setOperands(store->arena(), ops);
      CHECK(
          mentions(p.verifyMessages(), "'tensor.store' op has 2 indices for a memref of order 1"));
    }
    SUBCASE("a stored value that is not the element type") {
      Program p(kernel);
      Operation* store = p.find(OpKind::Store);
      store->setOperand(0, store->operand(2));
      CHECK(mentions(p.verifyMessages(),
                     "operand 'value' (#0) must be the memref's element type f32"));
    }
    SUBCASE("a cumsum mode out of range") {
      Program p(kernel);
      p.find(OpKind::Cumsum)->setAttr("mode", IntegerAttr::get(IntegerType::get(p.ctx, 64), 1));
      CHECK(mentions(p.verifyMessages(), "mode 1 is out of range for order 1"));
    }
  }
}
