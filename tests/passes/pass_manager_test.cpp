// The pass manager with function and module passes: how often each kind runs,
// printing, timing and verification after a module pass, and the located
// error naming a pass that fails.
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/SpirvBuilder.h"
#include "passes/Pass.h"

#include <doctest/doctest.h>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

/// A module with two top-level spirv.modules (locations 1:1 and 2:1).
struct TwoModules {
  Context ctx;
  Module m{ctx};
  SpirvBuilder b{m};
  Operation* first = nullptr;
  Operation* second = nullptr;

  TwoModules() {
    b.setInsertionPointToEnd(m.body());
    Capability caps[] = {Capability::Kernel, Capability::Addresses};
    auto vce = VceAttr::get(ctx, makeVersion(1, 0), caps, {});
    first = b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL, vce);
    b.setInsertionPointToEnd(m.body());
    second = b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL, vce);
    first->setLoc(Location{ctx.intern("in.mlir"), 1, 1});
    second->setLoc(Location{ctx.intern("in.mlir"), 2, 1});
  }
};

/// Counts its calls; fails on the call `failOn` (1-based), with or without
/// an error of its own.
class CountingPass : public Pass {
public:
  CountingPass(unsigned& calls, unsigned failOn = 0, bool reports = false)
      : calls_(calls), failOn_(failOn), reports_(reports) {}
  std::string_view name() const override { return "count-ops"; }
  std::string_view description() const override { return "counts its calls"; }
  bool run(Operation* root, DiagnosticList& diags) override {
    if (++calls_ != failOn_) return true;
    if (reports_) diags.error(root->loc(), "cannot handle this op");
    return false;
  }

private:
  unsigned& calls_;
  unsigned failOn_;
  bool reports_;
};

/// Replaces all top-level ops by one new spirv.module (what the
/// tensor-to-SPIR-V conversion does), or breaks the IR when asked.
class ReplaceAllPass : public ModulePass {
public:
  ReplaceAllPass(unsigned& calls, bool breakIr = false) : calls_(calls), breakIr_(breakIr) {}
  std::string_view name() const override { return "replace-all"; }
  std::string_view description() const override { return "replaces every top-level op"; }
  bool runOnModule(Module& module, DiagnosticList&) override {
    ++calls_;
    std::vector<Operation*> old;
    for (Operation* op : *module.body()) old.push_back(op);
    SpirvBuilder b(module);
    b.setInsertionPointToEnd(module.body());
    Capability caps[] = {Capability::Kernel, Capability::Addresses};
    Operation* fresh = b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL,
                                      VceAttr::get(module.context(), makeVersion(1, 0), caps, {}));
    for (Operation* op : old) op->erase();
    if (breakIr_) {
      // A function whose block does not end in a terminator.
      b.setInsertionPointToEnd(fresh->region(0).front());
      Type i32 = b.i32();
      b.createFunc("f", FunctionType::get(module.context(), {&i32, 1}, {&i32, 1}));
    }
    return true;
  }

private:
  unsigned& calls_;
  bool breakIr_;
};

PassManagerOptions verifying() {
  PassManagerOptions o;
  o.verifier = [](Module& m, DiagnosticList& d) { return verify(m, d); };
  return o;
}

} // namespace

TEST_CASE("a function pass runs on each top-level op, a module pass once on the module") {
  TwoModules t;
  unsigned functionCalls = 0, moduleCalls = 0;
  PassManager pm(verifying());
  pm.add(std::make_unique<CountingPass>(functionCalls));
  pm.add(std::make_unique<ReplaceAllPass>(moduleCalls));
  pm.add(std::make_unique<CountingPass>(functionCalls));
  DiagnosticList diags;
  REQUIRE(pm.run(t.m, diags));
  CHECK(moduleCalls == 1);
  // Two top-level ops before the module pass, one after it.
  CHECK(functionCalls == 3);
  CHECK(t.m.body()->size() == 1);
}

TEST_CASE("--print-after and --time-passes cover module passes") {
  TwoModules t;
  unsigned calls = 0;
  PassManagerOptions o = verifying();
  o.printAfter = {"replace-all"};
  o.timePasses = true;
  std::vector<std::string> printed;
  o.printSink = [&](std::string_view pass, const std::string& ir) {
    printed.push_back(std::string(pass) + "\n" + ir);
  };
  PassManager pm(o);
  pm.add(std::make_unique<ReplaceAllPass>(calls));
  DiagnosticList diags;
  REQUIRE(pm.run(t.m, diags));
  REQUIRE(printed.size() == 1);
  CHECK(printed[0].rfind("replace-all\n", 0) == 0);
  // One spirv.module left in the printed IR.
  const std::string& ir = printed[0];
  size_t first = ir.find("spirv.module");
  CHECK(first != std::string::npos);
  CHECK(ir.find("spirv.module", first + 1) == std::string::npos);
  CHECK(pm.timingReport().find("replace-all") != std::string::npos);
}

TEST_CASE("the IR is verified after a module pass") {
  TwoModules t;
  unsigned calls = 0;
  PassManager pm(verifying());
  pm.add(std::make_unique<ReplaceAllPass>(calls, /*breakIr=*/true));
  DiagnosticList diags;
  CHECK(!pm.run(t.m, diags));
  CHECK(diags.str().find("does not end in a terminator") != std::string::npos);
  CHECK(diags.str().find("the IR failed verification after pass 'replace-all'") !=
        std::string::npos);
}

TEST_CASE("a pass that fails without a diagnostic gets a located error naming it") {
  TwoModules t;
  unsigned calls = 0;
  PassManager pm;
  pm.add(std::make_unique<CountingPass>(calls, /*failOn=*/2));
  DiagnosticList diags;
  CHECK(!pm.run(t.m, diags));
  REQUIRE(diags.items().size() == 1);
  const Diagnostic& d = diags.items()[0];
  CHECK(d.severity == Diagnostic::Severity::Error);
  CHECK(d.message == "pass 'count-ops' failed");
  // Located at the op the pass failed on: the second top-level op.
  CHECK(d.loc.line == 2);
}

TEST_CASE("a pass error is followed by a note naming the pass at the same place") {
  TwoModules t;
  unsigned calls = 0;
  PassManager pm;
  pm.add(std::make_unique<CountingPass>(calls, /*failOn=*/1, /*reports=*/true));
  DiagnosticList diags;
  CHECK(!pm.run(t.m, diags));
  REQUIRE(diags.items().size() == 2);
  CHECK(diags.items()[0].message == "cannot handle this op");
  CHECK(diags.items()[1].severity == Diagnostic::Severity::Note);
  CHECK(diags.items()[1].message == "reported by pass 'count-ops'");
  CHECK(diags.items()[1].loc.line == 1);
  CHECK(calls == 1); // the manager stops at the first failure
}
