// Core IR invariants: arena ownership, uniquing, use lists, blocks, builder.
#include "SpirvOps.h"
#include "ir/Builder.h"
#include "ir/SmallVector.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include <limits>
#include <string>
#include <vector>

#include <doctest/doctest.h>

using namespace spvkit;

namespace {
// A tiny test-only op kind so the core can be exercised without a dialect.
constexpr DialectId kTestDialect = 0xFF;
const OpInfo kTestOp{"test.op", makeOpcode(kTestDialect, 1), 0};
const OpInfo kTestTerm{"test.term", makeOpcode(kTestDialect, 2), OpTrait::Terminator};
} // namespace

TEST_CASE("types are uniqued: equal parameters give the same handle") {
  Context ctx;
  CHECK(IntegerType::get(ctx, 32) == IntegerType::get(ctx, 32));
  CHECK(IntegerType::get(ctx, 32) != IntegerType::get(ctx, 32, Signedness::Unsigned));
  CHECK(IntegerType::get(ctx, 16) != IntegerType::get(ctx, 32));
  Type f32 = FloatType::get(ctx, 32);
  CHECK(VectorType::get(f32, 4) == VectorType::get(f32, 4));
  CHECK(FloatType::get(ctx, 16) != FloatType::getBF16(ctx));
  CHECK(PointerType::get(f32, 5) == PointerType::get(f32, 5));
  CHECK(PointerType::get(f32, 5) != PointerType::get(f32, 7));
  Type members[] = {f32, IntegerType::get(ctx, 32)};
  int64_t offsets[] = {0, 4};
  CHECK(StructType::get(ctx, members, offsets) == StructType::get(ctx, members, offsets));
  CHECK(StructType::get(ctx, members) != StructType::get(ctx, members, offsets));
  CHECK(ArrayType::get(f32, 4, 16) != ArrayType::get(f32, 4));
  Type in[] = {f32};
  CHECK(FunctionType::get(ctx, in, {}) == FunctionType::get(ctx, in, {}));
  CHECK(FunctionType::get(ctx, in, {}) != FunctionType::get(ctx, {}, in));
}

TEST_CASE("type queries follow the OpenCL layout") {
  Context ctx;
  Type f32 = FloatType::get(ctx, 32);
  CHECK(*f32.byteSize() == 4);
  CHECK(*VectorType::get(f32, 3).byteSize() == 16); // vec3 is padded like vec4
  CHECK(*VectorType::get(f32, 3).byteAlignment() == 16);
  Type members[] = {IntegerType::get(ctx, 8), FloatType::get(ctx, 64)};
  Type st = StructType::get(ctx, members);
  CHECK(*st.byteSize() == 16);
  CHECK(*st.byteAlignment() == 8);
  CHECK(*ArrayType::get(f32, 10).byteSize() == 40);
  CHECK(!RuntimeArrayType::get(f32).byteSize());
  CHECK(IntegerType::get(ctx, 1).isBool());
  CHECK(!IntegerType::get(ctx, 1).isInteger());
}

TEST_CASE("attributes and strings are uniqued") {
  Context ctx;
  Type i32 = IntegerType::get(ctx, 32);
  CHECK(IntegerAttr::get(i32, 7) == IntegerAttr::get(i32, 7));
  CHECK(IntegerAttr::get(i32, 7) != IntegerAttr::get(IntegerType::get(ctx, 64), 7));
  // Values are normalized to the type's width.
  CHECK(IntegerAttr::get(i32, 0xFFFFFFFFll) == IntegerAttr::get(i32, -1));
  CHECK(IntegerAttr::get(IntegerType::get(ctx, 8, Signedness::Unsigned), 255).zextValue() == 255);
  CHECK(StringAttr::get(ctx, "a") == StringAttr::get(ctx, "a"));
  CHECK(StringAttr::get(ctx, "") != StringAttr::get(ctx, "a"));
  CHECK(ctx.intern("name").data() == ctx.intern(std::string("name")).data());
  Attribute elems[] = {IntegerAttr::get(i32, 1), StringAttr::get(ctx, "x")};
  CHECK(ArrayAttr::get(ctx, elems) == ArrayAttr::get(ctx, elems));
  NamedAttribute e1[] = {{"b", UnitAttr::get(ctx)}, {"a", IntegerAttr::get(i32, 1)}};
  NamedAttribute e2[] = {{"a", IntegerAttr::get(i32, 1)}, {"b", UnitAttr::get(ctx)}};
  auto d = DictionaryAttr::get(ctx, e1);
  CHECK(d == DictionaryAttr::get(ctx, e2)); // sorted by name
  CHECK(d.get("a") == IntegerAttr::get(i32, 1));
  CHECK(!d.get("c"));
  CHECK(FloatAttr::get(FloatType::get(ctx, 32), 1.5) ==
        FloatAttr::get(FloatType::get(ctx, 32), 1.5));
  double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(FloatAttr::get(FloatType::get(ctx, 32), nan) ==
        FloatAttr::get(FloatType::get(ctx, 32), nan));
}

TEST_CASE("uniquing holds across the tables' growth; memoized scalar types are the uniqued ones") {
  Context ctx;
  Type i64 = IntegerType::get(ctx, 64);
  std::vector<const char*> strings;
  std::vector<Attribute> attrs;
  std::vector<Type> types;
  for (int i = 0; i < 5000; ++i) {
    strings.push_back(ctx.intern("s" + std::to_string(i)).data());
    attrs.push_back(IntegerAttr::get(i64, i));
    types.push_back(IntegerType::get(ctx, unsigned(i % 100 + 1)));
  }
  for (int i = 0; i < 5000; ++i) {
    CHECK(ctx.intern("s" + std::to_string(i)).data() == strings[size_t(i)]);
    CHECK(IntegerAttr::get(i64, i) == attrs[size_t(i)]);
    CHECK(IntegerAttr::get(i64, i).cast<IntegerAttr>().value() == i);
    CHECK(IntegerType::get(ctx, unsigned(i % 100 + 1)) == types[size_t(i)]);
  }
  // A reused buffer with other text interns the other text (the memo in
  // front of the table is keyed by the caller's address).
  char buffer[] = "abc";
  std::string_view abc = ctx.intern(std::string_view(buffer, 3));
  buffer[0] = 'x';
  std::string_view xbc = ctx.intern(std::string_view(buffer, 3));
  CHECK(abc == "abc");
  CHECK(xbc == "xbc");
  CHECK(abc.data() != xbc.data());
  CHECK(ctx.intern(std::string_view(buffer, 2)) == "xb");
  CHECK(ctx.intern("abc").data() == abc.data());
  // Equal values of different integer types are different attributes.
  Type i32 = IntegerType::get(ctx, 32);
  CHECK(IntegerAttr::get(i32, 5) != IntegerAttr::get(i64, 5));
  CHECK(IntegerAttr::get(i32, 5).cast<IntegerAttr>().type() == i32);
  CHECK(IntegerAttr::get(i64, 5) == attrs[5]);
  CHECK(ctx.intern("").data() != nullptr);
  CHECK(ctx.intern("").data() == ctx.intern(std::string()).data());
  // The memo and the table agree, in each signedness.
  for (unsigned w : {1u, 8u, 16u, 32u, 64u, 7u})
    for (Signedness s : {Signedness::Signless, Signedness::Signed, Signedness::Unsigned}) {
      auto t = IntegerType::get(ctx, w, s);
      CHECK(t.width() == w);
      CHECK(t.signedness() == s);
      CHECK(t == IntegerType::get(ctx, w, s));
    }
  CHECK(IntegerType::get(ctx, 32, Signedness::Signed) != IntegerType::get(ctx, 32));
  CHECK(FloatType::get(ctx, 16) != FloatType::getBF16(ctx));
  CHECK(FloatType::get(ctx, 64).width() == 64);
  CHECK(IndexType::get(ctx) == IndexType::get(ctx));
  // Another context has its own types.
  Context other;
  CHECK(IntegerType::get(other, 32) != IntegerType::get(ctx, 32));
  CHECK(&IntegerType::get(other, 32).context() == &other);
}

TEST_CASE("use lists: operands link, replaceAllUsesWith moves every use") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Type i32 = b.i32();
  Operation* a = b.create(kTestOp, {i32}, {});
  Operation* c = b.create(kTestOp, {i32}, {});
  Operation* u1 = b.create(kTestOp, {i32}, {a->result(), a->result()});
  Operation* u2 = b.create(kTestOp, {}, {a->result(), u1->result()});
  CHECK(a->result()->numUses() == 3);
  CHECK(u1->result()->hasOneUse());
  unsigned seen = 0;
  for (OpOperand& use : a->result()->uses()) {
    CHECK(use.get() == a->result());
    CHECK((use.owner() == u1 || use.owner() == u2));
    ++seen;
  }
  CHECK(seen == 3);
  CHECK(u2->operandSlot(1).index() == 1);

  a->result()->replaceAllUsesWith(c->result());
  CHECK(!a->result()->hasUses());
  CHECK(c->result()->numUses() == 3);
  CHECK(u1->operand(0) == c->result());
  CHECK(u2->operand(0) == c->result());

  u2->setOperand(0, u1->result());
  CHECK(c->result()->numUses() == 2);
  CHECK(u1->result()->numUses() == 2);

  // Erasing an op drops its uses.
  u2->erase();
  CHECK(u1->result()->numUses() == 0);
  CHECK(c->result()->numUses() == 2);
  CHECK(m.body()->size() == 3);
  a->erase();
  CHECK(m.body()->size() == 2);
  CHECK(m.body()->front() == c);
}

TEST_CASE("erasing an op with regions drops the uses inside it") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* def = b.create(kTestOp, {b.i32()}, {});
  Operation* holder = b.create(kTestOp, {}, {}, {}, 1);
  Block* inner = b.createBlock(holder->region());
  b.setInsertionPointToEnd(inner);
  b.create(kTestOp, {}, {def->result()});
  b.create(kTestTerm, {}, {});
  CHECK(def->result()->numUses() == 1);
  holder->erase();
  CHECK(!def->result()->hasUses());
}

TEST_CASE("blocks: arguments, ordering, insertion points") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* holder = b.create(kTestOp, {}, {}, {}, 1);
  Block* blk = b.createBlock(holder->region(), {b.i32(), b.f32()});
  CHECK(blk->numArguments() == 2);
  CHECK(blk->argument(1)->type() == b.f32());
  CHECK(blk->argument(1)->isBlockArgument());
  CHECK(blk->argument(1)->ownerBlock() == blk);
  CHECK(blk->argument(1)->index() == 1);
  b.setInsertionPointToEnd(blk);
  Operation* x = b.create(kTestOp, {}, {blk->argument(0)});
  Operation* z = b.create(kTestTerm, {}, {});
  b.setInsertionPoint(z);
  Operation* y = b.create(kTestOp, {}, {});
  CHECK(x->isBeforeInBlock(y));
  CHECK(y->isBeforeInBlock(z));
  CHECK(!z->isBeforeInBlock(x));
  CHECK(blk->terminator() == z);
  CHECK(x->parentOp() == holder);
  CHECK(x->isInside(holder));
  CHECK(blk->isEntryBlock());
  {
    Builder::Guard g(b);
    b.setInsertionPointToStart(blk);
    Operation* first = b.create(kTestOp, {}, {});
    CHECK(blk->front() == first);
  }
  CHECK(b.insertionPoint() == z);
  // Moving keeps order queries right.
  x->moveBefore(z);
  CHECK(y->isBeforeInBlock(x));
  Value* extra = blk->addArgument(b.i64());
  CHECK(blk->numArguments() == 3);
  blk->eraseArgument(1);
  CHECK(blk->numArguments() == 2);
  CHECK(blk->argument(1) == extra);
  CHECK(extra->index() == 1);
}

TEST_CASE("attributes on operations can be set, replaced and removed") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* op = b.create(kTestOp, {}, {}, {b.named("a", b.i32Attr(1))});
  CHECK(op->attr("a") == b.i32Attr(1));
  for (int i = 0; i < 20; ++i) op->setAttr("k" + std::to_string(i), b.i32Attr(i));
  CHECK(op->attributes().size() == 21);
  op->setAttr("a", b.i32Attr(2));
  CHECK(op->attr("a") == b.i32Attr(2));
  CHECK(op->removeAttr("k3"));
  CHECK(!op->hasAttr("k3"));
  CHECK(op->attr("k19") == b.i32Attr(19));
}

TEST_CASE("walk visits parents before children; post-order the reverse") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* outer = b.create(kTestOp, {}, {}, {}, 1);
  b.setInsertionPointToEnd(b.createBlock(outer->region()));
  Operation* inner = b.create(kTestOp, {}, {});
  std::vector<Operation*> pre, post;
  outer->walk([&](Operation* op) {
    pre.push_back(op);
    return true;
  });
  outer->walkPostOrder([&](Operation* op) { post.push_back(op); });
  CHECK(pre == std::vector<Operation*>{outer, inner});
  CHECK(post == std::vector<Operation*>{inner, outer});
}

TEST_CASE("the arena grows and accounts for its memory") {
  Arena arena;
  size_t total = 0;
  for (int i = 0; i < 10000; ++i) {
    auto* p = arena.makeArray<uint64_t>(3);
    CHECK(reinterpret_cast<uintptr_t>(p) % alignof(uint64_t) == 0);
    total += 24;
  }
  CHECK(arena.bytesAllocated() >= total);
  CHECK(arena.bytesReserved() >= arena.bytesAllocated());
}

TEST_CASE("SmallVector keeps its first elements inline and moves to the heap beyond") {
  SmallVector<int64_t, 4> v{1, 2};
  CHECK(v.size() == 2);
  const int64_t* inlineData = v.data();
  for (int64_t i = 3; i <= 10; ++i) v.push_back(i);
  CHECK(v.size() == 10);
  CHECK(v.data() != inlineData); // spilled
  int64_t expect = 1;
  for (int64_t x : v) CHECK(x == expect++);
  std::span<const int64_t> s = v;
  CHECK(s.size() == 10);
  CHECK(s[9] == 10);
  SmallVector<int64_t, 4> small;
  CHECK(small.empty());
  small.push_back(7);
  CHECK(std::span<const int64_t>(small).size() == 1);
  CHECK(small[0] == 7);
}

TEST_CASE("arenas reuse the chunks of destroyed ones, and their memory stays usable") {
  for (int round = 0; round < 4; ++round) {
    Arena arena;
    std::vector<uint64_t*> arrays;
    for (int i = 0; i < 3000; ++i) {
      uint64_t* p = arena.makeArray<uint64_t>(5);
      for (int j = 0; j < 5; ++j) p[j] = uint64_t(round * 100000 + i * 5 + j);
      arrays.push_back(p);
    }
    // A large allocation larger than any cached chunk.
    auto* big = arena.makeArray<char>(size_t(3) << 20);
    big[0] = 1;
    big[(size_t(3) << 20) - 1] = 2;
    for (int i = 0; i < 3000; ++i)
      for (int j = 0; j < 5; ++j)
        CHECK(arrays[size_t(i)][j] == uint64_t(round * 100000 + i * 5 + j));
    CHECK(arena.bytesReserved() >= arena.bytesAllocated());
  }
}

TEST_CASE("the SPIR-V dialect registers every grammar op and the dialect ops") {
  Context ctx;
  spirv::registerDialect(ctx);
  unsigned ops = 0, structural = 0;
  for (const spirv::InstructionInfo& inst : spirv::instructions()) {
    if (spirv::isModuleStructureInstruction(inst.opcode)) {
      ++structural;
      CHECK(spirv::opInfo(inst.opcode) == nullptr);
      continue;
    }
    const OpInfo* info = ctx.lookupOp("spirv." + std::string(inst.name()));
    REQUIRE(info);
    CHECK(info->opcode == spirv::opcodeOf(inst.opcode));
    ++ops;
  }
  CHECK(ops + structural == spirv::instructions().size());
  CHECK(ctx.lookupOp("spirv.CL.fma"));
  CHECK(ctx.lookupOp("spirv.IAdd")->has(OpTrait::NoSideEffect));
  CHECK(ctx.lookupOp("spirv.Return")->has(OpTrait::Terminator));
  CHECK(ctx.lookupOp("spirv.BranchConditional")->has(OpTrait::Terminator));
  for (const char* name :
       {"spirv.module", "spirv.func", "spirv.GlobalVariable", "spirv.mlir.addressof",
        "spirv.SpecConstant", "spirv.mlir.referenceof", "spirv.Constant", "spirv.EntryPoint",
        "spirv.ExecutionMode", "spirv.mlir.selection", "spirv.mlir.loop", "spirv.mlir.merge"})
    CHECK_MESSAGE(ctx.lookupOp(name), name);
  CHECK(ctx.lookupOp("spirv.module")->has(OpTrait::IsolatedFromAbove));
  CHECK(ctx.lookupOp("spirv.func")->has(OpTrait::IsolatedFromAbove));
  CHECK(ctx.lookupOp("spirv.mlir.merge")->has(OpTrait::Terminator));
  MESSAGE("SPIR-V ops registered: " << ops << " (" << structural
                                    << " module-structure instructions are not ops)");
}

TEST_CASE("operand mapping follows the grammar") {
  using namespace spirv;
  auto load = operandMapping(Op::Load);
  REQUIRE(load.size() == 2);
  CHECK(load[0].role == OperandRole::Value);
  CHECK(load[1].role == OperandRole::Attribute);
  CHECK(load[1].attrName == "memory_access");
  auto atomic = operandMapping(Op::AtomicIAdd);
  REQUIRE(atomic.size() == 4);
  CHECK(atomic[1].attrName == "memory_scope");
  CHECK(atomic[2].attrName == "semantics");
  CHECK(atomic[3].role == OperandRole::Value);
  auto br = operandMapping(Op::BranchConditional);
  CHECK(br[0].role == OperandRole::Value);
  CHECK(br[1].role == OperandRole::Successor);
  CHECK(br[2].role == OperandRole::Successor);
  CHECK(operandMapping(Op::FunctionCall)[0].role == OperandRole::Callee);
  CHECK(operandMapping(Op::Switch)[2].role == OperandRole::Pairs);
  CHECK(operandMapping(Op::ControlBarrier)[0].attrName == "execution_scope");
  CHECK(operandMapping(Op::ControlBarrier)[2].attrName == "memory_semantics");
  // One source of attribute names: MLIR's name, and the other spelling the
  // writer accepts, both from the generated table.
  auto extract = operandMapping(Op::CompositeExtract);
  CHECK(extract[1].attrName == "indices");
  CHECK(extract[1].altAttrName == "indexes");
  CHECK(operandMapping(Op::Variable)[0].altAttrName.empty()); // already `storage_class`
  CHECK(operandMapping(Op::GroupIAdd)[1].attrName == "group_operation");
  CHECK(operandMapping(Op::GroupIAdd)[1].altAttrName == "operation");
  CHECK(findEnumerant(Decoration::FPFastMathMode)->snakeName() == "fpfast_math_mode");
  CHECK(findOperandKind(OperandKind::StorageClass)->snakeName() == "storage_class");
  CHECK(snakeCase("Memory Access") == "memory_access");
  CHECK(snakeCase("'Operand 1'") == "operand_1");
  CHECK(snakeCase("GlobalInvocationId") == "global_invocation_id");
}

TEST_CASE("enum attributes and the vce triple") {
  Context ctx;
  spirv::registerDialect(ctx);
  auto sc = spirv::enumAttr(ctx, spirv::StorageClass::CrossWorkgroup);
  CHECK(spirv::enumValue<spirv::StorageClass>(sc) == spirv::StorageClass::CrossWorkgroup);
  CHECK(!spirv::enumValue<spirv::Scope>(sc));
  const EnumDomain* d = ctx.enumDomain(sc.domain());
  REQUIRE(d);
  CHECK(d->toString(uint32_t(spirv::StorageClass::Workgroup)) == "Workgroup");
  CHECK(d->attrName == "spirv.storage_class");
  spirv::Capability caps[] = {spirv::Capability::Kernel, spirv::Capability::Addresses};
  auto vce = spirv::VceAttr::get(ctx, spirv::makeVersion(1, 2), caps, {});
  CHECK(vce.version() == spirv::makeVersion(1, 2));
  CHECK(vce.capabilities().size() == 2);
  CHECK(vce == spirv::VceAttr::get(ctx, spirv::makeVersion(1, 2), caps, {}));
}

TEST_CASE("typed op classes read the op and create it") {
  using namespace spirv;
  Context ctx;
  registerDialect(ctx);
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Type i32 = b.i32();
  Type ptr = PointerType::get(i32, uint32_t(StorageClass::CrossWorkgroup));
  Operation* p = b.create(*opInfo(Op::Undef), {ptr}, {});
  Operation* v = b.create(*opInfo(Op::Undef), {i32}, {});
  Operation* add = b.create(*opInfo(Op::AtomicIAdd), {i32}, {p->result(), v->result()},
                            {b.named("memory_scope", enumAttr(ctx, Scope::Device)),
                             b.named("semantics", enumAttr(ctx, MemorySemantics::None))});
  auto view = dyn_cast<AtomicIAddOp>(add);
  REQUIRE(view);
  CHECK(view.pointer() == p->result());
  CHECK(view.value() == v->result());
  CHECK(view.memory() == Scope::Device);
  CHECK(view.semantics() == MemorySemantics::None);
  CHECK(AtomicIAddOp::memoryAttrName() == "memory_scope");
  CHECK(!dyn_cast<IAddOp>(add));
  Operation* call = b.create(*opInfo(Op::FunctionCall), {i32}, {v->result(), v->result()},
                             {b.named("callee", SymbolRefAttr::get(ctx, "f"))});
  auto cv = dyn_cast<FunctionCallOp>(call);
  CHECK(cv.function().cast<SymbolRefAttr>().symbol() == "f");
  CHECK(cv.arguments().size() == 2);
  // create(): operands in grammar order, enum attributes typed, optional ones omitted.
  auto made = AtomicIAddOp::create(b, i32, p->result(), Scope::Workgroup,
                                   MemorySemantics::SequentiallyConsistent, v->result());
  CHECK(made->numOperands() == 2);
  CHECK(made.memory() == Scope::Workgroup);
  CHECK(made->attr("semantics") ==
        Attribute(enumAttr(ctx, MemorySemantics::SequentiallyConsistent)));
  auto load = LoadOp::create(b, i32, p->result(), std::nullopt);
  CHECK(load.pointer() == p->result());
  CHECK(!load.memoryAccess());
  CHECK(load->attributes().empty());
  NamedAttribute alignment[] = {{"alignment", b.i32Attr(4)}};
  auto aligned = LoadOp::create(b, i32, p->result(), MemoryAccess::Aligned, alignment);
  CHECK(aligned.memoryAccess() == MemoryAccess::Aligned);
  CHECK(aligned->attr("alignment"));
  auto extract = CompositeExtractOp::create(b, i32, v->result(), ArrayAttr::get(ctx, {}));
  CHECK(CompositeExtractOp::indexesAttrName() == "indices");
  CHECK(extract.indexesAttr());
  auto fma = CLFmaOp::create(b, i32, v->result(), v->result(), v->result());
  CHECK(fma.a() == v->result());
  CHECK(fma->opcode() == opcodeOf(CLOp::fma));
}

TEST_CASE("an op's trailing parts stay apart: results, successors, regions, attributes, operands") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* holder = b.create(kTestOp, {}, {}, {}, 1);
  Block* entry = b.createBlock(holder->region());
  Block* target = b.createBlock(holder->region(), {b.i32()});
  b.setInsertionPointToEnd(entry);
  Operation* def = b.create(kTestOp, {b.i32(), b.f32(), b.i64()}, {});
  CHECK(def->result(0)->index() == 0);
  CHECK(def->result(2)->index() == 2);
  CHECK(def->result(2)->definingOp() == def);
  CHECK(!def->result(2)->isBlockArgument());
  CHECK(def->result(1)->parentBlock() == entry);
  CHECK(target->argument(0)->parentBlock() == target);

  Value* operands[] = {def->result(0), def->result(1), def->result(0)};
  NamedAttribute attrs[] = {{"a", b.i32Attr(1)}, {"b", b.i32Attr(2)}};
  Block* succs[] = {target};
  uint32_t succCounts[] = {1};
  Operation::State st;
  st.info = &kTestTerm;
  st.loc = Location{"first.mlir", 3, 7, false};
  st.resultTypes = {};
  st.operands = operands;
  st.attributes = attrs;
  st.successors = succs;
  st.successorOperandCounts = succCounts;
  st.numRegions = 2;
  Operation* op = b.create(st);
  CHECK(op->numOperands() == 3);
  CHECK(op->numNonSuccessorOperands() == 2);
  CHECK(op->operand(1) == def->result(1));
  CHECK(op->successor(0) == target);
  CHECK(op->successorOperands(0).size() == 1);
  CHECK(op->successorOperands(0)[0].get() == def->result(0));
  CHECK(op->numRegions() == 2);
  CHECK(op->region(1).parentOp() == op);
  CHECK(op->attr("b") == b.i32Attr(2));
  CHECK(op->loc().file == "first.mlir");
  CHECK(op->loc().line == 3);
  CHECK(op->loc().col == 7);

  // Growing the operands and attributes moves them out of the trailing
  // storage; the other parts must not move with them.
  Value* more[] = {def->result(2), def->result(2), def->result(1), def->result(0)};
  op->setOperands(m.arena(), more);
  for (const char* name : {"c", "d", "e", "f"}) op->setAttr(name, b.i32Attr(3));
  CHECK(op->numOperands() == 4);
  CHECK(op->operand(3) == def->result(0));
  CHECK(op->successor(0) == target);
  CHECK(op->region(0).parentOp() == op);
  CHECK(op->attr("a") == b.i32Attr(1));
  CHECK(op->attr("f") == b.i32Attr(3));
  CHECK(def->result(2)->numUses() == 2);

  // The location's file is kept once per file; a second file gets its own.
  op->setLoc(Location{"second.mlir", 1, 1, false});
  CHECK(op->loc().file == "second.mlir");
  CHECK(def->loc().file.empty());
  op->setLoc(Location{});
  CHECK(op->loc().file.empty());
}

TEST_CASE("value names are interned strings; a value keeps only the pointer") {
  Context ctx;
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* op = b.create(kTestOp, {b.i32()}, {});
  CHECK(op->result()->name().empty());
  std::string_view name = ctx.intern("sum");
  op->result()->setName(name);
  CHECK(op->result()->name() == "sum");
  CHECK(op->result()->name().data() == name.data());
  op->result()->setName({});
  CHECK(op->result()->name().empty());
}

TEST_CASE("a dialect's name-sorted op table is searched in place; single registrations win") {
  static const OpInfo a{"zz.a", makeOpcode(kTestDialect, 10), 0};
  static const OpInfo b{"zz.b", makeOpcode(kTestDialect, 11), 0};
  static const OpInfo c{"zz.c", makeOpcode(kTestDialect, 12), 0};
  static const OpInfo bOverride{"zz.b", makeOpcode(kTestDialect, 13), 0};
  static const OpInfo* const table[] = {&a, &b, &c};
  Context ctx;
  ctx.registerOps(table);
  CHECK(ctx.lookupOp("zz.a") == &a);
  CHECK(ctx.lookupOp("zz.c") == &c);
  CHECK(ctx.lookupOp("zz.bb") == nullptr);
  CHECK(ctx.lookupOp("zz") == nullptr);
  CHECK(ctx.lookupOp("zz.d") == nullptr);
  ctx.registerOp(bOverride);
  CHECK(ctx.lookupOp("zz.b") == &bOverride);
  // The SPIR-V dialect's generated index covers MLIR's vendor-prefixed names.
  spirv::registerDialect(ctx);
  const OpInfo* alias = ctx.lookupOp("spirv.KHR.CooperativeMatrixLoad");
  REQUIRE(alias);
  CHECK(alias->name == "spirv.KHR.CooperativeMatrixLoad");
  CHECK(alias->opcode == ctx.lookupOp("spirv.CooperativeMatrixLoadKHR")->opcode);
  CHECK(ctx.lookupOp("spirv.mlir.yield") == &spirv::dialectOpInfo(spirv::DialectOp::Yield));
  CHECK(ctx.lookupOp("spirv.mlir.yield")->has(OpTrait::Terminator));
}
