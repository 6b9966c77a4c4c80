// Generic (dialect-independent) verifier rules and the dominator tree. One
// TEST_CASE per rule: the valid case verifies, the broken one fails with the
// rule's message.
#include "verifier_helpers.h"

#include "ir/Dominance.h"

using namespace spvkit;
using namespace spvkit::testing;

namespace {

const std::string kI1True = "    %t = \"spirv.Constant\"() {value = true} : () -> i1\n";

} // namespace

TEST_CASE("verifier: the example function verifies") {
  VerifyFixture f;
  f.expectValid(inFunc("%a: i32, %b: i32", "(i32, i32) -> ()",
                       "    %c = \"spirv.IAdd\"(%a, %b) : (i32, i32) -> i32\n"));
}

TEST_CASE("verifier rule: same-block use after definition") {
  VerifyFixture f;
  f.expectValid(inFunc("%a: i32", "(i32) -> ()",
                       "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
                       "    %y = \"spirv.IAdd\"(%x, %a) : (i32, i32) -> i32\n"));
  f.expectError(inFunc("%a: i32", "(i32) -> ()",
                       "    %y = \"spirv.IAdd\"(%x, %a) : (i32, i32) -> i32\n"
                       "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"),
                "'spirv.IAdd' op operand #0 does not dominate this use");
}

TEST_CASE("verifier rule: cross-block dominance uses the dominator tree") {
  VerifyFixture f;
  // ^bb1 dominates ^bb3 only through the straight path; a value of ^bb1 used
  // in the join of a diamond ^bb1/^bb2 is not dominated.
  std::string head = kI1True + "    \"spirv.BranchConditional\"(%t)[^bb1, ^bb2] : (i1) -> ()\n"
                               "  ^bb1:\n"
                               "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
                               "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                               "  ^bb2:\n"
                               "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                               "  ^bb3:\n";
  f.expectValid(inFunc("%a: i32", "(i32) -> ()",
                       head + "    %y = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
                              "    \"spirv.Return\"() : () -> ()\n",
                       "", true));
  f.expectError(inFunc("%a: i32", "(i32) -> ()",
                       head + "    %y = \"spirv.IAdd\"(%a, %x) : (i32, i32) -> i32\n"
                              "    \"spirv.Return\"() : () -> ()\n",
                       "", true),
                "operand #1 does not dominate this use");
}

TEST_CASE("verifier rule: uses in unreachable blocks are dominated") {
  VerifyFixture f;
  f.expectValid(inFunc("%a: i32", "(i32) -> ()",
                       "    \"spirv.Return\"() : () -> ()\n"
                       "  ^dead:\n"
                       "    %y = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"
                       "    \"spirv.Return\"() : () -> ()\n"
                       "  ^dead2:\n"
                       "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
                       "    \"spirv.Return\"() : () -> ()\n",
                       "", true));
}

TEST_CASE("verifier rule: uses in nested regions are dominated by the enclosing position") {
  VerifyFixture f;
  auto loopWith = [](const std::string& before, const std::string& after) {
    return inFunc("%a: i32", "(i32) -> ()",
                  before +
                      "    \"spirv.mlir.loop\"() ({\n"
                      "      \"spirv.Branch\"()[^h] : () -> ()\n"
                      "    ^h:\n"
                      "      %u = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"
                      "      \"spirv.Branch\"()[^c] : () -> ()\n"
                      "    ^c:\n"
                      "      \"spirv.Branch\"()[^h] : () -> ()\n"
                      "    ^m:\n"
                      "      \"spirv.mlir.merge\"() : () -> ()\n"
                      "    }) {loop_control = #spirv.loop_control<None>} : () -> ()\n" +
                      after);
  };
  std::string def = "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n";
  f.expectValid(loopWith(def, ""));
  f.expectError(loopWith("", def), "operand #0 does not dominate this use");
}

TEST_CASE("verifier rule: values do not cross an isolated-from-above op") {
  VerifyFixture f;
  // Build with the Builder: the parser already refuses such names.
  Builder b(*f.m);
  b.setInsertionPointToEnd(f.m->body());
  auto& info = spirv::dialectOpInfo(spirv::DialectOp::Func);
  Type i32 = b.i32();
  auto fnType = FunctionType::get(f.ctx, std::span<const Type>(&i32, 1), {});
  auto mkFunc = [&](const char* name) {
    Operation* fn = b.create(
        info, {}, {},
        {b.named("sym_name", b.strAttr(name)), b.named("function_type", TypeAttr::get(fnType)),
         b.named("function_control", spirv::enumAttr(f.ctx, spirv::FunctionControl::None))},
        1);
    return fn;
  };
  Operation* f1 = mkFunc("f1");
  Block* e1 = b.createBlock(f1->region(0), {i32});
  b.setInsertionPointToEnd(f1->region(0).front());
  b.create(*spirv::opInfo(spirv::Op::Return), {}, {});
  b.setInsertionPointToEnd(f.m->body());
  Operation* f2 = mkFunc("f2");
  b.createBlock(f2->region(0), {i32});
  b.setInsertionPointToEnd(f2->region(0).front());
  Operation* add =
      b.create(*spirv::opInfo(spirv::Op::IAdd), {i32},
               {f2->region(0).front()->argument(0), f2->region(0).front()->argument(0)});
  b.create(*spirv::opInfo(spirv::Op::Return), {}, {});
  f.diags.clear();
  CHECK_MESSAGE(verify(*f.m, f.diags), f.errors());
  add->setOperand(1, e1->argument(0));
  f.diags.clear();
  CHECK_FALSE(verify(*f.m, f.diags));
  CHECK(f.errors().find("operand #1 uses a value defined outside the isolated-from-above op "
                        "'spirv.func'") != std::string::npos);
}

TEST_CASE("verifier rule: operands are non-null and defined") {
  VerifyFixture f;
  f.parse(inFunc("%a: i32", "(i32) -> ()",
                 "    %x = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
                 "    %y = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"));
  CHECK(f.verifies());
  Operation* fn = f.m->body()->front()->region(0).front()->front();
  Operation* x = fn->region(0).front()->front();
  Operation* y = x->nextOp();
  y->setOperand(0, nullptr);
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("'spirv.IAdd' op operand #0 is null") != std::string::npos);
  y->setOperand(0, x->result());
  x->removeFromBlock(); // detached, still used
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("operand #0 is defined by an op or block that is not in the IR") !=
        std::string::npos);
}

TEST_CASE("verifier rule: blocks end in a terminator") {
  VerifyFixture f;
  f.expectValid(inFunc(""));
  f.expectError(inFunc("", "() -> ()",
                       "    %x = \"spirv.Constant\"() {value = 1 : i32} : () -> i32\n", "", true),
                "'spirv.func' op block #0 of region #0: block does not end in a terminator");
}

TEST_CASE("verifier rule: terminators only at the end of a block") {
  VerifyFixture f;
  f.expectError(inFunc("", "() -> ()", "    \"spirv.Return\"() : () -> ()\n"),
                "'spirv.Return' op is a terminator but is not the last op of its block");
}

TEST_CASE("verifier rule: an empty block needs a terminator") {
  VerifyFixture f;
  f.parse(inFunc(""));
  Operation* fn = f.m->body()->front()->region(0).front()->front();
  fn->region(0).addBlock(f.m->arena());
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("block #1 of region #0: block does not end in a terminator") !=
        std::string::npos);
}

TEST_CASE("verifier rule: NoTerminator regions need none") {
  VerifyFixture f;
  // spirv.module's block holds functions only and has no terminator.
  f.expectValid(inFunc(""));
}

TEST_CASE("verifier rule: only terminators have successors") {
  VerifyFixture f;
  f.parse(inFunc("", "() -> ()", "    \"spirv.Branch\"()[^bb1] : () -> ()\n  ^bb1:\n", "", false));
  CHECK(f.verifies());
  Operation* fn = f.m->body()->front()->region(0).front()->front();
  Block* entry = fn->region(0).front();
  Block* target = entry->nextNode();
  Builder b(*f.m);
  b.setInsertionPointToStart(entry);
  Operation::State st;
  st.info = &spirv::dialectOpInfo(spirv::DialectOp::Constant);
  Type i32 = b.i32();
  st.resultTypes = {&i32, 1};
  NamedAttribute value[] = {b.named("value", b.i32Attr(0))};
  st.attributes = value;
  Block* succ[] = {target};
  st.successors = succ;
  b.create(st);
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("has successors but is not a terminator") != std::string::npos);
}

TEST_CASE("verifier rule: successors are blocks of the same region") {
  VerifyFixture f;
  std::string src =
      inFunc("", "() -> ()",
             kI1True + "    \"spirv.mlir.selection\"() ({\n"
                       "      \"spirv.BranchConditional\"(%t)[^a, ^m] : (i1) -> ()\n"
                       "    ^a:\n"
                       "      \"spirv.Branch\"()[^m] : () -> ()\n"
                       "    ^m:\n"
                       "      \"spirv.mlir.merge\"() : () -> ()\n"
                       "    }) {selection_control = #spirv.selection_control<None>} : () -> ()\n"
                       "    \"spirv.Branch\"()[^out] : () -> ()\n"
                       "  ^out:\n");
  f.parse(src);
  CHECK_MESSAGE(f.verifies(), f.errors());
  // Point the inner branch at the function's block ^out.
  Operation* fn = f.m->body()->front()->region(0).front()->front();
  Block* out = fn->region(0).back();
  Operation* sel = fn->region(0).front()->front()->nextOp();
  Operation* innerBranch = sel->region(0).front()->nextNode()->back();
  innerBranch->setSuccessor(0, out);
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("'spirv.Branch' op successor #0 is not a block of the same region") !=
        std::string::npos);
}

TEST_CASE("verifier rule: successor argument count matches the target block") {
  VerifyFixture f;
  std::string ok = inFunc("%a: i32", "(i32) -> ()",
                          "    \"spirv.Branch\"()[^bb1(%a : i32)] : () -> ()\n  ^bb1(%x: i32):\n");
  f.expectValid(ok);
  f.expectError(inFunc("%a: i32", "(i32) -> ()",
                       "    \"spirv.Branch\"()[^bb1] : () -> ()\n  ^bb1(%x: i32):\n"),
                "successor #0 passes 0 arguments but the target block has 1");
}

TEST_CASE("verifier rule: successor argument types match the target block") {
  VerifyFixture f;
  f.expectError(inFunc("%a: i32", "(i32) -> ()",
                       "    \"spirv.Branch\"()[^bb1(%a : i32)] : () -> ()\n  ^bb1(%x: f32):\n"),
                "successor #0 argument #0 type 'i32' does not match block argument type 'f32'");
}

TEST_CASE("verifier rule: the entry block has no predecessors") {
  VerifyFixture f;
  f.expectError(inFunc("", "() -> ()",
                       "    \"spirv.Branch\"()[^bb1] : () -> ()\n"
                       "  ^bb1:\n"
                       "    \"spirv.Branch\"()[^bb0] : () -> ()\n",
                       "", true),
                "successor #0 is the entry block of the region");
}

TEST_CASE("verifier rule: SingleBlock regions have one block") {
  VerifyFixture f;
  f.parse(inFunc(""));
  CHECK(f.verifies());
  Operation* mod = f.m->body()->front();
  mod->region(0).addBlock(f.m->arena());
  CHECK_FALSE(f.verifies());
  CHECK(f.errors().find("'spirv.module' op region #0 must have exactly one block, it has 2") !=
        std::string::npos);
}

TEST_CASE("verifier rule: symbols are unique in a symbol table") {
  VerifyFixture f;
  std::string g = "  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = "
                  "!spirv.ptr<i32, CrossWorkgroup>} : () -> ()\n";
  f.expectValid(inFunc("", "() -> ()", "", g));
  f.expectError(inFunc("", "() -> ()", "", g + g), "redefinition of symbol 'g'");
}

TEST_CASE("verifier rule: symbol ops carry a name") {
  VerifyFixture f;
  f.expectError(inFunc("", "() -> ()", "",
                       "  \"spirv.GlobalVariable\"() {type = !spirv.ptr<i32, CrossWorkgroup>} : "
                       "() -> ()\n"),
                "'spirv.GlobalVariable' op requires a non-empty 'sym_name' string attribute");
}

TEST_CASE("verifier rule: symbol references resolve") {
  VerifyFixture f;
  std::string g = "  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = "
                  "!spirv.ptr<i32, CrossWorkgroup>} : () -> ()\n";
  f.expectValid(inFunc("", "() -> ()",
                       "    %p = \"spirv.mlir.addressof\"() {variable = @g} : () -> "
                       "!spirv.ptr<i32, CrossWorkgroup>\n",
                       g));
  f.expectError(inFunc("", "() -> ()",
                       "    %p = \"spirv.mlir.addressof\"() {variable = @nope} : () -> "
                       "!spirv.ptr<i32, CrossWorkgroup>\n",
                       g),
                "attribute 'variable' references undefined symbol '@nope'");
}

TEST_CASE("verifier: deep nesting and long CFGs do not overflow the stack") {
  VerifyFixture f;
  // 3000 nested selections, each a header + merge block; built with the
  // Builder. (Each use is lifted through every enclosing op, so a use at
  // depth n costs O(n): the test keeps n moderate.)
  Builder b(*f.m);
  b.setInsertionPointToEnd(f.m->body());
  auto& fnInfo = spirv::dialectOpInfo(spirv::DialectOp::Func);
  auto fnType = FunctionType::get(f.ctx, {}, {});
  Operation* fn = b.create(
      fnInfo, {}, {},
      {b.named("sym_name", b.strAttr("deep")), b.named("function_type", TypeAttr::get(fnType)),
       b.named("function_control", spirv::enumAttr(f.ctx, spirv::FunctionControl::None))},
      1);
  Block* entry = b.createBlock(fn->region(0));
  b.setInsertionPointToEnd(entry);
  Value* t = b.create(spirv::dialectOpInfo(spirv::DialectOp::Constant), {b.i1()}, {},
                      {b.named("value", BoolAttr::get(f.ctx, true))})
                 ->result();
  b.create(*spirv::opInfo(spirv::Op::Return), {}, {});
  Block* cur = entry;
  for (int depth = 0; depth < 3000; ++depth) {
    b.setInsertionPoint(cur->back());
    Operation* sel = b.create(
        spirv::dialectOpInfo(spirv::DialectOp::Selection), {}, {},
        {b.named("selection_control", spirv::enumAttr(f.ctx, spirv::SelectionControl::None))}, 1);
    Block* header = b.createBlock(sel->region(0));
    Block* merge = b.createBlock(sel->region(0));
    b.setInsertionPointToEnd(merge);
    b.create(spirv::dialectOpInfo(spirv::DialectOp::Merge), {}, {});
    b.setInsertionPointToEnd(header);
    Operation::State st;
    st.info = spirv::opInfo(spirv::Op::BranchConditional);
    Value* ops[] = {t};
    st.operands = ops;
    Block* succ[] = {merge, merge};
    st.successors = succ;
    b.create(st);
    cur = header;
  }
  f.diags.clear();
  CHECK_MESSAGE(verify(*f.m, f.diags), f.errors());

  // A long straight-line CFG: 50000 blocks.
  Module m2(f.ctx);
  Builder b2(m2);
  b2.setInsertionPointToEnd(m2.body());
  Operation* fn2 = b2.create(
      fnInfo, {}, {},
      {b2.named("sym_name", b2.strAttr("long")), b2.named("function_type", TypeAttr::get(fnType)),
       b2.named("function_control", spirv::enumAttr(f.ctx, spirv::FunctionControl::None))},
      1);
  std::vector<Block*> blocks;
  for (int i = 0; i < 50000; ++i) blocks.push_back(b2.createBlock(fn2->region(0)));
  b2.setInsertionPointToEnd(blocks[0]);
  Value* v = b2.create(spirv::dialectOpInfo(spirv::DialectOp::Constant), {b2.i32()}, {},
                       {b2.named("value", b2.i32Attr(1))})
                 ->result();
  for (size_t i = 0; i + 1 < blocks.size(); ++i) {
    b2.setInsertionPointToEnd(blocks[i]);
    Operation::State st;
    st.info = spirv::opInfo(spirv::Op::Branch);
    Block* succ[] = {blocks[i + 1]};
    st.successors = succ;
    b2.create(st);
  }
  b2.setInsertionPointToEnd(blocks.back());
  b2.create(*spirv::opInfo(spirv::Op::IAdd), {b2.i32()}, {v, v});
  b2.create(*spirv::opInfo(spirv::Op::Return), {}, {});
  DiagnosticList d2;
  CHECK_MESSAGE(verify(m2, d2), d2.str());
}

TEST_CASE("dominator tree: diamond and loop") {
  VerifyFixture f;
  f.parse(inFunc("", "() -> ()",
                 kI1True + "    \"spirv.BranchConditional\"(%t)[^a, ^b] : (i1) -> ()\n"
                           "  ^a:\n"
                           "    \"spirv.Branch\"()[^j] : () -> ()\n"
                           "  ^b:\n"
                           "    \"spirv.Branch\"()[^j] : () -> ()\n"
                           "  ^j:\n"
                           "    \"spirv.BranchConditional\"(%t)[^a, ^x] : (i1) -> ()\n"
                           "  ^x:\n"
                           "    \"spirv.Return\"() : () -> ()\n"
                           "  ^dead:\n"
                           "    \"spirv.Return\"() : () -> ()\n",
                 "", true));
  Operation* fn = f.m->body()->front()->region(0).front()->front();
  Region& r = fn->region(0);
  std::vector<Block*> bs(r.begin(), r.end());
  REQUIRE(bs.size() == 6);
  DominatorTree dt(r);
  Block *entry = bs[0], *a = bs[1], *bb = bs[2], *j = bs[3], *x = bs[4], *dead = bs[5];
  CHECK(dt.idom(a) == entry);
  CHECK(dt.idom(bb) == entry);
  CHECK(dt.idom(j) == entry);
  CHECK(dt.idom(x) == j);
  CHECK(dt.dominates(entry, x));
  CHECK_FALSE(dt.dominates(a, j));
  CHECK(dt.properlyDominates(j, x));
  CHECK_FALSE(dt.isReachable(dead));
  CHECK(dt.dominates(a, dead)); // unreachable blocks are dominated by everything
  CHECK(dt.reversePostOrder().front() == entry);
  DominanceInfo info;
  Operation* cond = entry->front();
  CHECK(info.dominates(cond->result(), x->front()));
  CHECK(info.properlyDominates(cond, entry->back()));
  CHECK_FALSE(info.properlyDominates(entry->back(), cond));
}
