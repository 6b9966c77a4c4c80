// Passes and the pass manager.
//
// A pass is a function pass or a module pass. A function pass transforms the
// IR under one root operation and is run on each top-level op of the module
// in turn (a tensor.func, a spirv.module); a module pass sees the whole
// module at once and may add or erase top-level ops (the tensor-to-SPIR-V
// conversion turns every tensor.func into one spirv.module). The pass manager
// runs a pipeline of both kinds by name, verifies the IR between passes when
// asked (`verifyEach`; tensor-lang-cc asks in assertion builds and with
// --verify-each), prints the IR after chosen passes (`--print-after`) and
// times each pass and the verification (`--time-passes`, PhaseTimings.h). Passes report
// problems as located diagnostics and never print themselves; when a pass
// fails, the manager names it: a note "reported by pass 'name'" at the
// pass's first error, or, if the pass failed without one, the located error
// "pass 'name' failed".
#pragma once

#include "ir/Diagnostic.h"
#include "ir/Module.h"
#include "passes/PhaseTimings.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit {

class Pass {
public:
  enum class Kind : uint8_t { Function, Module };
  virtual ~Pass() = default;
  /// The name used in pipelines and options (`cse`, `canonicalize`).
  virtual std::string_view name() const = 0;
  virtual std::string_view description() const = 0;
  virtual Kind kind() const { return Kind::Function; }
  /// Function passes: transforms everything nested under `root`, one
  /// top-level op of the module. Returns false on error (after adding
  /// diagnostics).
  virtual bool run(Operation* root, DiagnosticList& diags) = 0;
};

/// A pass that runs once on the whole module.
class ModulePass : public Pass {
public:
  Kind kind() const final { return Kind::Module; }
  /// Transforms `module`. Returns false on error (after adding diagnostics).
  virtual bool runOnModule(Module& module, DiagnosticList& diags) = 0;
  /// Module passes are not run per top-level op; the manager calls
  /// runOnModule.
  bool run(Operation*, DiagnosticList&) final { return true; }
};

/// Creates passes by name (for tools and textual pipelines).
class PassRegistry {
public:
  using Factory = std::function<std::unique_ptr<Pass>()>;
  /// The registry of spvkit's built-in passes: built once (thread-safe) and
  /// immutable, so pipelines on several threads share no mutable state.
  static const PassRegistry& global();
  void add(std::string name, std::string description, Factory factory);
  std::unique_ptr<Pass> create(std::string_view name) const;
  struct Entry {
    std::string name, description;
    Factory factory;
  };
  const std::vector<Entry>& entries() const { return entries_; }

private:
  std::vector<Entry> entries_;
};

/// Adds spvkit's built-in passes to `registry` (PassRegistry::global() holds them).
void addBuiltinPasses(PassRegistry& registry);

struct PassManagerOptions {
  /// Run `verifier` after every pass (and before the first).
  bool verifyEach = true;
  /// The verifier used between passes (null: none); tools pass ir/Verifier's.
  /// Per pass manager, so that pipelines on several threads do not share it.
  std::function<bool(Module&, DiagnosticList&)> verifier;
  /// Pass names after which the IR is printed; "all" prints after every pass.
  std::set<std::string, std::less<>> printAfter;
  bool timePasses = false;
  /// Where printed IR goes (default: nowhere; tools set it to stderr).
  std::function<void(std::string_view passName, const std::string& ir)> printSink;
};

class PassManager {
public:
  explicit PassManager(PassManagerOptions options = {}) : options_(std::move(options)) {}

  void add(std::unique_ptr<Pass> pass) { passes_.push_back(std::move(pass)); }
  /// Adds passes from a comma-separated list of registered names.
  bool addPipeline(std::string_view names, DiagnosticList& diags);
  size_t size() const { return passes_.size(); }

  /// Runs the pipeline: each function pass on every top-level op of
  /// `module`, each module pass once on `module`.
  bool run(Module& module, DiagnosticList& diags);

  /// "pass  time (ms)  share" lines for --time-passes.
  std::string timingReport() const;
  /// The time of each pass and, as one "verify" phase, of the verification
  /// between passes, in the order they ran.
  const PhaseTimings& timings() const { return timings_; }

private:
  bool runPass(Pass& pass, Module& module, DiagnosticList& diags);
  bool runPasses(Module& module, DiagnosticList& diags, PhaseTimings& verification);

  PassManagerOptions options_;
  std::vector<std::unique_ptr<Pass>> passes_;
  PhaseTimings timings_;
};

} // namespace spvkit
