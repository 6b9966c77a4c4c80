// Pass manager and the generic / SPIR-V passes.
#include "ir/AsmPrinter.h"
#include "ir/spirv/SpirvBuilder.h"
#include "passes/Pass.h"
#include "passes/Passes.h"

#include <doctest/doctest.h>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

struct Fixture {
  Context ctx;
  Module m{ctx};
  SpirvBuilder b{m};
  Operation* func = nullptr;

  /// A module with `spirv.func @f(i32) -> i32`; the builder is in its body.
  Fixture() {
    b.setInsertionPointToEnd(m.body());
    Capability caps[] = {Capability::Kernel, Capability::Addresses};
    b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL,
                   VceAttr::get(ctx, makeVersion(1, 0), caps, {}));
    Type i32 = b.i32();
    func = b.createFunc("f", FunctionType::get(ctx, {&i32, 1}, {&i32, 1}));
  }
  Value* arg() { return func->region().front()->argument(0); }
  std::string text() { return AsmPrinter::print(m); }
  bool run(std::string_view pipeline) {
    PassManager pm;
    DiagnosticList diags;
    REQUIRE(pm.addPipeline(pipeline, diags));
    return pm.run(m, diags);
  }
  unsigned count(std::string_view opName) {
    unsigned n = 0;
    m.body()->front()->walk([&](Operation* op) {
      n += op->name() == opName;
      return true;
    });
    return n;
  }
};

} // namespace

TEST_CASE("canonicalize folds integer constant expressions to one constant") {
  Fixture f;
  Type i32 = f.b.i32();
  Value* two = f.b.constantInt(i32, 2);
  Value* three = f.b.constantInt(i32, 3);
  Value* six = f.b.binary(Op::IMul, two, three);                     // 6
  Value* seven = f.b.binary(Op::IAdd, six, f.b.constantInt(i32, 1)); // 7
  Value* r = f.b.binary(Op::ISub, seven, f.b.constantInt(i32, 10));  // -3
  f.b.retValue(r);
  CHECK(f.run("canonicalize"));
  CHECK(f.count("spirv.IMul") == 0);
  CHECK(f.count("spirv.IAdd") == 0);
  CHECK(f.count("spirv.ISub") == 0);
  CHECK(f.count("spirv.Constant") == 1);
  Operation* ret = f.func->region().front()->back();
  auto value = ret->operand(0)->definingOp()->attr("value").cast<IntegerAttr>();
  CHECK(value.value() == -3);
}

TEST_CASE("canonicalize respects widths, signedness and undefined cases") {
  Fixture f;
  Type i8 = f.b.i8();
  Value* big = f.b.binary(Op::IAdd, f.b.constantInt(i8, 127), f.b.constantInt(i8, 1));
  Value* udiv = f.b.binary(Op::UDiv, f.b.constantInt(i8, -2), f.b.constantInt(i8, 2)); // 254/2
  Value* sdiv = f.b.binary(Op::SDiv, f.b.constantInt(i8, -2), f.b.constantInt(i8, 2));
  Value* byZero = f.b.binary(Op::SDiv, f.b.constantInt(i8, 1), f.b.constantInt(i8, 0));
  Value* overflow = f.b.binary(Op::SDiv, f.b.constantInt(i8, -128), f.b.constantInt(i8, -1));
  Value* shift = f.b.binary(Op::ShiftLeftLogical, f.b.constantInt(i8, 1), f.b.constantInt(i8, 9));
  Value* lt =
      f.b.op(Op::SLessThan, f.b.i1(), {f.b.constantInt(i8, -1), f.b.constantInt(i8, 0)})->result();
  Value* ult =
      f.b.op(Op::ULessThan, f.b.i1(), {f.b.constantInt(i8, -1), f.b.constantInt(i8, 0)})->result();
  Type i32 = f.b.i32();
  Value* keep[] = {big, udiv, sdiv, byZero, overflow, shift, lt, ult};
  Value* sink = f.b.variable(f.b.i8());
  for (Value* v : keep)
    if (v->type() == i8) f.b.store(sink, v);
  Value* bsink = f.b.variable(f.b.i1());
  f.b.store(bsink, lt);
  f.b.store(bsink, ult);
  f.b.retValue(f.b.constantInt(i32, 0));
  CHECK(f.run("canonicalize"));
  auto valueOf = [](Value* v) -> std::optional<int64_t> {
    Operation* d = v->definingOp();
    if (!d || d->name() != "spirv.Constant") return std::nullopt;
    return d->attr("value").cast<IntegerAttr>().value();
  };
  // Results were replaced: read them back through the stores.
  std::vector<std::optional<int64_t>> stored;
  f.func->walk([&](Operation* op) {
    if (op->name() == "spirv.Store") stored.push_back(valueOf(op->operand(1)));
    return true;
  });
  REQUIRE(stored.size() == 8);
  CHECK(stored[0] == -128); // wraps at 8 bits
  CHECK(stored[1] == 127);  // unsigned: 254 / 2
  CHECK(stored[2] == -1);
  CHECK(!stored[3]); // division by zero is not folded
  CHECK(!stored[4]); // INT_MIN / -1 is not folded
  CHECK(!stored[5]); // shift by >= width is not folded
  CHECK(stored[6] == 1);
  CHECK(stored[7] == 0);
}

TEST_CASE("canonicalize applies identities and folds floats in their precision") {
  Fixture f;
  Type i32 = f.b.i32(), f32 = f.b.f32();
  Value* x = f.arg();
  Value* y = f.b.binary(Op::IAdd, x, f.b.constantInt(i32, 0));
  Value* z = f.b.binary(Op::IMul, f.b.constantInt(i32, 1), y);
  Value* fl = f.b.binary(Op::FAdd, f.b.constantFloat(f32, 0.1), f.b.constantFloat(f32, 0.2));
  Value* inf = f.b.binary(Op::FDiv, f.b.constantFloat(f32, 1.0), f.b.constantFloat(f32, 0.0));
  Value* fs = f.b.variable(f32);
  f.b.store(fs, fl);
  f.b.store(fs, inf);
  f.b.retValue(z);
  CHECK(f.run("canonicalize"));
  Operation* ret = f.func->region().front()->back();
  CHECK(ret->operand(0) == x);
  std::vector<Operation*> stores;
  f.func->walk([&](Operation* op) {
    if (op->name() == "spirv.Store") stores.push_back(op);
    return true;
  });
  REQUIRE(stores.size() == 2);
  auto c = stores[0]->operand(1)->definingOp();
  REQUIRE(c->name() == "spirv.Constant");
  CHECK(c->attr("value").cast<FloatAttr>().value() == double(0.1f + 0.2f));
  CHECK(stores[1]->operand(1)->definingOp()->name() == "spirv.FDiv"); // 1/0 stays
}

TEST_CASE("cse merges identical pure ops and constants, not loads") {
  Fixture f;
  Type i32 = f.b.i32();
  Value* x = f.arg();
  Value* c1 = f.b.constantInt(i32, 5);
  Value* c2 = f.b.constantInt(i32, 5);
  Value* a = f.b.binary(Op::IAdd, x, c1);
  Value* b = f.b.binary(Op::IAdd, x, c2);
  Value* p = f.b.variable(i32);
  Value* l1 = f.b.load(p);
  Value* l2 = f.b.load(p);
  Value* s = f.b.binary(Op::IMul, a, b);
  Value* t = f.b.binary(Op::IMul, l1, l2);
  f.b.retValue(f.b.binary(Op::IAdd, s, t));
  CHECK(f.run("cse"));
  CHECK(f.count("spirv.Constant") == 1);
  CHECK(f.count("spirv.IAdd") == 2);
  CHECK(f.count("spirv.Load") == 2);
}

TEST_CASE("cse sees enclosing values inside constructs but not sibling blocks") {
  Fixture f;
  Type i32 = f.b.i32();
  Value* x = f.arg();
  Value* outer = f.b.binary(Op::IAdd, x, x);
  auto sel = f.b.createSelection();
  Block* thenBlock = f.b.createBlock(sel.op->region());
  sel.op->region().remove(thenBlock);
  sel.op->region().insertBefore(thenBlock, sel.merge);
  {
    Builder::Guard g(f.b);
    f.b.setInsertionPointToEnd(sel.header);
    f.b.branchConditional(f.b.constantBool(true), thenBlock, {}, sel.merge, {});
    f.b.setInsertionPointToEnd(thenBlock);
    Value* inner = f.b.binary(Op::IAdd, x, x); // same as `outer`: replaced
    Value* v = f.b.variable(i32);
    f.b.store(v, inner);
    f.b.branch(sel.merge);
  }
  f.b.retValue(outer);
  CHECK(f.run("cse"));
  CHECK(f.count("spirv.IAdd") == 1);
}

TEST_CASE("cse forgets what a construct defined when it leaves it, also after its table grew") {
  Fixture f;
  Type i32 = f.b.i32();
  auto sel = f.b.createSelection();
  Block* thenBlock = f.b.createBlock(sel.op->region());
  sel.op->region().remove(thenBlock);
  sel.op->region().insertBefore(thenBlock, sel.merge);
  {
    Builder::Guard g(f.b);
    f.b.setInsertionPointToEnd(sel.header);
    f.b.branchConditional(f.b.constantBool(true), thenBlock, {}, sel.merge, {});
    f.b.setInsertionPointToEnd(thenBlock);
    // More distinct ops than the table's first size holds, then a duplicate.
    for (int k = 0; k < 100; ++k) f.b.constantInt(i32, 1000 + k);
    Value* v = f.b.variable(i32);
    f.b.store(v, f.b.constantInt(i32, 1050)); // replaced by the 51st constant
    f.b.branch(sel.merge);
  }
  // After the construct none of its constants dominates: kept.
  Value* after = f.b.constantInt(i32, 1007);
  f.b.retValue(f.b.binary(Op::IAdd, f.arg(), after));
  CHECK(f.run("cse"));
  // The 100 in the construct, the selection's `true` and the one after it.
  CHECK(f.count("spirv.Constant") == 102);
}

TEST_CASE("dce removes unused pure ops transitively and keeps effects") {
  Fixture f;
  Type i32 = f.b.i32();
  Value* x = f.arg();
  Value* a = f.b.binary(Op::IAdd, x, x);
  f.b.binary(Op::IMul, a, a); // unused, makes `a` dead too
  Value* p = f.b.variable(i32);
  f.b.store(p, x);
  f.b.load(p); // a load has no side effect but reads memory: kept (no NoSideEffect)
  f.b.retValue(x);
  CHECK(f.run("dce"));
  CHECK(f.count("spirv.IAdd") == 0);
  CHECK(f.count("spirv.IMul") == 0);
  CHECK(f.count("spirv.Store") == 1);
}

TEST_CASE("the pass manager reports unknown passes, prints after passes and times them") {
  Fixture f;
  f.b.retValue(f.b.binary(Op::IAdd, f.arg(), f.b.constantInt(f.b.i32(), 0)));
  DiagnosticList diags;
  PassManager bad;
  CHECK(!bad.addPipeline("cse,nope", diags));
  CHECK(diags.str().find("unknown pass 'nope' (available: canonicalize, cse, dce)") !=
        std::string::npos);
  std::vector<std::string> printed;
  PassManagerOptions opts;
  opts.printAfter = {"canonicalize"};
  opts.timePasses = true;
  opts.printSink = [&](std::string_view pass, const std::string& ir) {
    printed.push_back(std::string(pass) + ":" + ir);
  };
  PassManager pm(opts);
  DiagnosticList d2;
  REQUIRE(pm.addPipeline("canonicalize,cse", d2));
  CHECK(pm.run(f.m, d2));
  REQUIRE(printed.size() == 1);
  CHECK(printed[0].rfind("canonicalize:", 0) == 0);
  CHECK(printed[0].find("spirv.IAdd") == std::string::npos);
  std::string report = pm.timingReport();
  CHECK(report.find("canonicalize") != std::string::npos);
  CHECK(report.find("cse") != std::string::npos);
  CHECK(report.find("total") != std::string::npos);
}

TEST_CASE("the pass manager stops when verification fails after a pass") {
  Fixture f;
  f.b.retValue(f.arg());
  PassManagerOptions options;
  options.verifier = [](Module&, DiagnosticList& d) {
    d.error({}, "broken");
    return false;
  };
  PassManager pm(options);
  DiagnosticList diags;
  REQUIRE(pm.addPipeline("dce", diags));
  CHECK(!pm.run(f.m, diags));
  CHECK(diags.str().find("before any pass ran") != std::string::npos);
}
