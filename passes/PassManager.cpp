#include "passes/Pass.h"

#include "ir/AsmPrinter.h"

#include <algorithm>
#include <chrono>

namespace spvkit {

const PassRegistry& PassRegistry::global() {
  static const PassRegistry registry = [] {
    PassRegistry r;
    addBuiltinPasses(r);
    return r;
  }();
  return registry;
}

void PassRegistry::add(std::string name, std::string description, Factory factory) {
  for (auto& e : entries_)
    if (e.name == name) return;
  entries_.push_back({std::move(name), std::move(description), std::move(factory)});
  std::sort(entries_.begin(), entries_.end(),
            [](const Entry& a, const Entry& b) { return a.name < b.name; });
}

std::unique_ptr<Pass> PassRegistry::create(std::string_view name) const {
  for (auto& e : entries_)
    if (e.name == name) return e.factory();
  return nullptr;
}

bool PassManager::addPipeline(std::string_view names, DiagnosticList& diags) {
  while (!names.empty()) {
    size_t comma = names.find(',');
    std::string_view name = names.substr(0, comma);
    names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 1);
    if (name.empty()) continue;
    auto pass = PassRegistry::global().create(name);
    if (!pass) {
      std::string known;
      for (auto& e : PassRegistry::global().entries())
        known += (known.empty() ? "" : ", ") + e.name;
      diags.error({}, "unknown pass '" + std::string(name) + "' (available: " + known + ")");
      return false;
    }
    add(std::move(pass));
  }
  return true;
}

bool PassManager::runPass(Pass& pass, Module& module, DiagnosticList& diags) {
  const size_t before = diags.items().size();
  // Where a failure without a diagnostic of its own is reported: the op the
  // function pass ran on, or the module's first op.
  Location where = module.body()->empty() ? Location() : module.body()->front()->loc();
  bool ok = true;
  if (pass.kind() == Pass::Kind::Module) {
    ok = static_cast<ModulePass&>(pass).runOnModule(module, diags);
  } else {
    for (Operation* op = module.body()->front(); op && ok; op = op->nextOp()) {
      where = op->loc();
      ok = pass.run(op, diags);
    }
  }
  if (ok) return true;
  const std::string name(pass.name());
  for (size_t i = before; i < diags.items().size(); ++i)
    if (diags.items()[i].severity == Diagnostic::Severity::Error) {
      diags.note(diags.items()[i].loc, "reported by pass '" + name + "'");
      return false;
    }
  diags.error(where, "pass '" + name + "' failed");
  return false;
}

bool PassManager::run(Module& module, DiagnosticList& diags) {
  PhaseTimings verification;
  bool ok = runPasses(module, diags, verification);
  // After the passes: the verification between them is one phase, the cost
  // that verifyEach adds to a compile.
  timings_.append(verification);
  return ok;
}

bool PassManager::runPasses(Module& module, DiagnosticList& diags, PhaseTimings& verification) {
  auto& verifier = options_.verifier;
  const bool verifyEach = options_.verifyEach && verifier;
  auto verify = [&] {
    auto start = std::chrono::steady_clock::now();
    bool ok = verifier(module, diags);
    verification.add("verify", secondsSince(start));
    return ok;
  };
  if (verifyEach && !verify()) {
    diags.note({}, "the input failed verification before any pass ran");
    return false;
  }
  for (auto& pass : passes_) {
    auto start = std::chrono::steady_clock::now();
    bool ok = runPass(*pass, module, diags);
    timings_.add(pass->name(), secondsSince(start));
    if (!ok) return false;
    if (options_.printSink &&
        (options_.printAfter.count("all") || options_.printAfter.count(pass->name())))
      options_.printSink(pass->name(), AsmPrinter::print(module));
    if (verifyEach && !verify()) {
      diags.note({}, "the IR failed verification after pass '" + std::string(pass->name()) + "'");
      return false;
    }
  }
  return true;
}

std::string PassManager::timingReport() const {
  return timings_.report("pass timing");
}

} // namespace spvkit
