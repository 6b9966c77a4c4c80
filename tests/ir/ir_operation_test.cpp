// Operation storage, context() and clone().
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Builder.h"
#include "ir/IRMapping.h"
#include "ir/spirv/Dialect.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace spvkit;

namespace {
constexpr DialectId kTestDialect = 0xFF;
const OpInfo kPlainOp{"test.plain", makeOpcode(kTestDialect, 11), 0};

// Parses `text` into `m` and returns the first spirv.func in it.
Operation* parseFunc(Module& m, std::string_view text) {
  DiagnosticList diags;
  REQUIRE_MESSAGE(AsmParser::parse(m, text, "clone.mlir", diags), diags.str());
  Operation* module = m.body()->front();
  REQUIRE(module);
  Operation* func = module->region().front()->front();
  REQUIRE(func);
  REQUIRE(func->name() == "spirv.func");
  return func;
}

// True if every operand of an op nested in `root` is defined inside `root` or
// outside `original` (the copy uses nothing defined in the original).
bool usesNothingOf(Operation* root, Operation* original) {
  bool ok = true;
  root->walk([&](Operation* op) {
    for (unsigned i = 0; i < op->numOperands(); ++i) {
      Value* v = op->operand(i);
      Block* b = v->parentBlock();
      Operation* owner = b ? b->parentOp() : nullptr;
      if (owner && owner->isInside(original)) ok = false;
    }
    for (unsigned i = 0; i < op->numSuccessors(); ++i)
      if (op->successor(i)->parentOp()->isInside(original)) ok = false;
    return true;
  });
  return ok;
}

const char* kLoop =
    R"(spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @f(%n: i32, %p: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    spirv.Branch ^bb1(%zero : i32)
  ^bb1(%i: i32):
    %c = spirv.SLessThan %i, %n : i32
    spirv.BranchConditional %c, ^bb2, ^bb3
  ^bb2:
    %next = spirv.IAdd %i, %one : i32
    spirv.Branch ^bb1(%next : i32)
  ^bb3:
    spirv.Store "CrossWorkgroup" %p, %i ["Aligned", 4] : i32
    spirv.Return
  }
}
)";
} // namespace

TEST_CASE("context() works for an op with no results and no attributes") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  Operation* op = b.create(kPlainOp, {}, {});
  CHECK(&op->context() == &ctx);
  // setAttr on such an op interns the name in that context.
  op->setAttr(std::string("fresh_name"), UnitAttr::get(ctx));
  CHECK(op->attributes()[0].name.data() == ctx.intern("fresh_name").data());
}

TEST_CASE("an op is one allocation; operands and attributes may outgrow it") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  Type i32 = b.i32();
  Operation* def = b.create(kPlainOp, {i32, i32}, {});
  size_t before = m.arena().bytesAllocated();
  Operation* op =
      b.create(kPlainOp, {i32}, {def->result(0), def->result(1)}, {b.named("a", b.i32Attr(1))}, 2);
  // Header, one result, two operand slots, two regions and one attribute.
  size_t expected = sizeof(Operation) + sizeof(Value) + 2 * sizeof(OpOperand) + 2 * sizeof(Region) +
                    sizeof(NamedAttribute);
  CHECK(m.arena().bytesAllocated() - before == expected);
  CHECK(op->result(0)->definingOp() == op);
  CHECK(op->region(1).parentOp() == op);
  CHECK(def->result(1)->firstUse()->owner() == op);
  CHECK(def->result(1)->firstUse()->index() == 1);

  Value* three[] = {def->result(1), def->result(0), def->result(1)};
  op->setOperands(m.arena(), three);
  CHECK(op->numOperands() == 3);
  CHECK(op->operand(2) == def->result(1));
  CHECK(def->result(1)->numUses() == 2);
  CHECK(op->operandSlot(2).index() == 2);
  op->setAttr("b", b.i32Attr(2));
  op->setAttr("c", b.i32Attr(3));
  CHECK(op->attr("a") == b.i32Attr(1));
  CHECK(op->attr("c") == b.i32Attr(3));
  // The regions and results are where they were.
  CHECK(op->region(0).parentOp() == op);
  CHECK(op->result(0)->type() == i32);
}

TEST_CASE("an operand slot finds its op from its index, in the op and after moving") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  Type i32 = b.i32();
  Operation* def = b.create(kPlainOp, {i32, i32}, {});
  // More slots than 16 bits count: the index is split over both link words.
  constexpr unsigned kMany = 70000;
  std::vector<Value*> values(kMany, def->result(0));
  values[65536] = def->result(1);
  Operation::State st;
  st.info = &kPlainOp;
  st.resultTypes = {&i32, 1};
  st.operands = values;
  st.numRegions = 1;
  Operation* op = b.create(st);
  CHECK(def->result(0)->numUses() == kMany - 1);
  CHECK(def->result(1)->firstUse()->owner() == op);
  CHECK(def->result(1)->firstUse()->index() == 65536);
  for (unsigned i : {0u, 1u, 65535u, 65536u, 65537u, kMany - 1}) {
    CHECK(op->operandSlot(i).owner() == op);
    CHECK(op->operandSlot(i).index() == i);
  }
  for (OpOperand& use : def->result(0)->uses()) CHECK(use.owner() == op);
  CHECK(op->result(0)->definingOp() == op);
  CHECK(op->result(0)->index() == 0);
  CHECK(op->region(0).parentOp() == op);

  // Growing moves the slots to an array of their own; unlinking and linking
  // in the middle of a use list keeps the other slots' indices.
  Operation* user = b.create(kPlainOp, {}, {def->result(1), def->result(0), def->result(1)});
  CHECK(user->operandSlot(2).owner() == user);
  values.push_back(def->result(1));
  op->setOperands(m.arena(), values);
  CHECK(op->numOperands() == kMany + 1);
  CHECK(def->result(1)->numUses() == 4);
  for (unsigned i : {0u, 65535u, 65536u, kMany}) {
    CHECK(op->operandSlot(i).owner() == op);
    CHECK(op->operandSlot(i).index() == i);
  }
  for (OpOperand& use : def->result(1)->uses()) CHECK((use.owner() == op || use.owner() == user));
  user->setOperand(1, def->result(1));
  CHECK(user->operandSlot(1).index() == 1);
  CHECK(user->operandSlot(0).index() == 0);
  CHECK(user->operandSlot(2).index() == 2);
  CHECK(def->result(1)->numUses() == 5);
  op->erase();
  CHECK(def->result(0)->numUses() == 0);
  CHECK(def->result(1)->numUses() == 3);
  for (OpOperand& use : def->result(1)->uses()) CHECK(use.owner() == user);
}

TEST_CASE("attributes grow past the op's array, shrink and grow again") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  Operation* op = b.create(kPlainOp, {}, {}, {b.named("a0", b.i32Attr(0))});
  for (int i = 1; i < 20; ++i) op->setAttr("a" + std::to_string(i), b.i32Attr(i));
  for (int i = 0; i < 20; i += 2) CHECK(op->removeAttr("a" + std::to_string(i)));
  for (int i = 20; i < 40; ++i) op->setAttr("a" + std::to_string(i), b.i32Attr(i));
  CHECK(op->attributes().size() == 30);
  for (int i = 0; i < 40; ++i)
    CHECK(op->attr("a" + std::to_string(i)) == (i < 20 && i % 2 == 0 ? Attribute() : b.i32Attr(i)));
}

TEST_CASE("the text parser reports an op with more results than an op can hold") {
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  const unsigned n = Operation::kMaxResults + 2;
  std::string text = "%a:65535, %b:2 = \"spirv.Undef\"() : () -> (";
  for (unsigned i = 0; i < n; ++i) text += i ? ", i32" : "i32";
  text += ")\n";
  DiagnosticList diags;
  CHECK_FALSE(AsmParser::parse(m, text, "many.mlir", diags));
  CHECK(diags.str().find("more results, successors or attributes") != std::string::npos);
}

TEST_CASE("clone copies regions, blocks and arguments and remaps inner values") {
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  Operation* func = parseFunc(m, kLoop);
  std::string original = AsmPrinter::print(func);

  IRMapping mapping;
  Operation* copy = func->clone(mapping);
  CHECK(copy != func);
  CHECK(copy->block() == nullptr);
  CHECK(AsmPrinter::print(copy) == original);
  CHECK(usesNothingOf(copy, func));
  // Every block and block argument of the original is mapped to its copy.
  Block* entry = func->region().front();
  CHECK(mapping.lookupOrNull(entry) == copy->region().front());
  CHECK(mapping.lookupOrNull(entry->argument(1)) == copy->region().front()->argument(1));
  CHECK(copy->region().size() == func->region().size());
  // The original is untouched: its values keep their uses.
  CHECK(AsmPrinter::print(func) == original);
  CHECK(entry->argument(0)->numUses() == 1);
}

TEST_CASE("clone resolves uses that come before their definition in block order") {
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  Operation* func = parseFunc(
      m, R"(spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @g(%n: i32) -> i32 "None" {
    spirv.Branch ^bb2
  ^bb1:
    %y = spirv.IAdd %x, %n : i32
    spirv.ReturnValue %y : i32
  ^bb2:
    %x = spirv.IMul %n, %n : i32
    spirv.Branch ^bb1
  }
}
)");
  Operation* copy = func->clone();
  CHECK(AsmPrinter::print(copy) == AsmPrinter::print(func));
  CHECK(usesNothingOf(copy, func));
  Operation* add = copy->region().front()->nextNode()->front();
  REQUIRE(add->name() == "spirv.IAdd");
  CHECK(add->operand(0)->definingOp()->name() == "spirv.IMul");
  CHECK(add->operand(0)->definingOp()->isInside(copy));
}

TEST_CASE("clone substitutes pre-mapped values and keeps unmapped outside operands") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Type i32 = b.i32();
  Operation* outsideA = b.create(kPlainOp, {i32}, {});
  Operation* outsideB = b.create(kPlainOp, {i32}, {});
  Operation* replacement = b.create(kPlainOp, {i32}, {});
  Operation* parent = b.create(kPlainOp, {}, {}, {}, 1);
  b.setInsertionPointToEnd(b.createBlock(parent->region(), {i32}));
  Operation* inner =
      b.create(kPlainOp, {i32},
               {outsideA->result(), outsideB->result(), parent->region().front()->argument(0)});

  IRMapping mapping;
  mapping.map(outsideA->result(), replacement->result());
  Operation* copy = parent->clone(mapping);
  Operation* innerCopy = copy->region().front()->front();
  CHECK(innerCopy->operand(0) == replacement->result());
  CHECK(innerCopy->operand(1) == outsideB->result());
  CHECK(innerCopy->operand(2) == copy->region().front()->argument(0));
  CHECK(mapping.lookupOrNull(inner->result()) == innerCopy->result());
  CHECK(outsideB->result()->numUses() == 2);
  CHECK(outsideA->result()->numUses() == 1);
}
