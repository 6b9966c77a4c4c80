// The seed-000 acceptance test: every example of the MLIR SPIR-V dialect
// documentation whose op exists in our grammar or dialect parses (as a
// complete module, tests/ir-examples/seed000/wrapped), prints, and re-parses
// to the same text. Examples of ops we do not have, or that we deliberately
// spell differently, are listed in kExcluded below with the reason -- never
// skipped silently: an excluded example that starts to pass is reported so
// the list stays honest.
//
// Each parsed module is also verified (ir/Verifier.h); the examples that are
// deliberately partial or invalid are listed in seed_verify_failures.inc.
//
// usage: seed-roundtrip-test <tests/ir-examples/seed000>
// Prints "seed examples: N parsed, N verified, N round-tripped (of M)" and
// exits 1 if an example that is not excluded fails.
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/Verify.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace spvkit;
namespace fs = std::filesystem;

namespace {

/// Example keys (or op names, "spirv.X") that are expected not to round-trip.
const std::map<std::string, std::string> kExcluded = {
#include "seed_roundtrip_excluded.inc"
};

/// Examples that round-trip but are deliberately partial or invalid, so the
/// verifier rejects them (keyed by example).
const std::map<std::string, std::string> kVerifyFailures = {
#include "seed_verify_failures.inc"
};

struct Example {
  std::string op, key;
  bool partial = false;
};

std::vector<Example> readManifest(const fs::path& dir) {
  std::ifstream in(dir / "MANIFEST.txt");
  std::vector<Example> out;
  std::string line, op;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    std::string word;
    s >> word;
    if (word == "op") {
      s >> op;
    } else if (word == "example") {
      Example e;
      e.op = op;
      std::string kind;
      s >> e.key >> kind;
      e.partial = kind == "partial";
      out.push_back(e);
    }
  }
  return out;
}

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

const std::string* exclusion(const Example& e) {
  auto it = kExcluded.find(e.key);
  if (it == kExcluded.end()) it = kExcluded.find(e.op);
  if (it == kExcluded.end() && e.op.rfind("spirv.GL.", 0) == 0) it = kExcluded.find("spirv.GL.*");
  return it == kExcluded.end() ? nullptr : &it->second;
}

/// Hand-written modules that use ops we do not have, with the reason.
const std::map<std::string, std::string> kModulesExcluded = {};

/// The same round trip over tests/ir-examples/modules; returns the failures.
unsigned roundTripModules(Context& ctx, const fs::path& dir) {
  std::vector<fs::path> files;
  for (auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".mlir") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  unsigned total = 0, ok = 0, failures = 0;
  for (const fs::path& file : files) {
    std::string name = file.filename().string();
    auto ex = kModulesExcluded.find(name);
    Module m(ctx);
    DiagnosticList diags;
    std::string failure;
    if (!AsmParser::parse(m, readFile(file), file.string(), diags) || diags.hasErrors()) {
      failure = "parse: " + diags.str();
    } else {
      std::string first = AsmPrinter::print(m);
      Module again(ctx);
      DiagnosticList diags2;
      if (!AsmParser::parse(again, first, "<printed " + name + ">", diags2) || diags2.hasErrors())
        failure = "re-parse: " + diags2.str();
      else if (AsmPrinter::print(again) != first)
        failure = "printing is not stable";
    }
    if (ex != kModulesExcluded.end()) {
      std::cout << "module " << name << " excluded: " << ex->second
                << (failure.empty() ? " (round-trips now; remove the exclusion)" : "") << "\n";
      continue;
    }
    ++total;
    if (failure.empty()) {
      ++ok;
    } else {
      ++failures;
      std::cout << "FAIL module " << name << ": " << failure << "\n";
    }
  }
  std::cout << "modules: " << ok << " round-tripped (of " << total << ")\n";
  return failures;
}

} // namespace

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::cerr << "usage: seed-roundtrip-test <seed000 dir> [<hand-written modules dir>]\n";
    return 2;
  }
  fs::path dir = argv[1];
  std::vector<Example> examples = readManifest(dir);
  if (examples.empty()) {
    std::cerr << "error: no examples in " << (dir / "MANIFEST.txt") << "\n";
    return 1;
  }
  Context ctx;
  spirv::registerDialect(ctx);
  spirv::registerVerifiers();
  unsigned verified = 0;
  std::vector<std::string> verifyNowPassing;
  // M counts the examples of ops we have (grammar, OpenCL.std, dialect, or
  // MLIR's vendor-prefixed alias of a grammar op); N counts over the same set.
  unsigned total = 0, parsed = 0, roundTripped = 0, excluded = 0, unexpected = 0, absent = 0;
  std::vector<std::string> nowPassing;
  for (const Example& e : examples) {
    const std::string* why = exclusion(e);
    fs::path file = dir / "wrapped" / (e.key + ".fixed.mlir");
    if (!fs::exists(file)) file = dir / "wrapped" / (e.key + ".mlir");
    bool exists = ctx.lookupOp(e.op) != nullptr;
    excluded += why != nullptr;
    total += exists;
    absent += !exists;
    std::string failure;
    bool ok = false, parsedOk = false;
    if (!fs::exists(file)) {
      failure = "no wrapped module";
    } else {
      Module m(ctx);
      DiagnosticList diags;
      if (!AsmParser::parse(m, readFile(file), file.string(), diags) || diags.hasErrors()) {
        failure = "parse: " + diags.str();
      } else {
        parsedOk = true;
        DiagnosticList vdiags;
        bool valid = verify(m, vdiags) && !vdiags.hasErrors();
        verified += valid && ctx.lookupOp(e.op);
        auto vf = kVerifyFailures.find(e.key);
        if (valid && vf != kVerifyFailures.end()) verifyNowPassing.push_back(e.key);
        if (!valid && vf == kVerifyFailures.end() && !exclusion(e)) {
          ++unexpected;
          std::cout << "FAIL " << e.key << ": does not verify: " << vdiags.str();
        }
        std::string first = AsmPrinter::print(m);
        Module again(ctx);
        DiagnosticList diags2;
        if (!AsmParser::parse(again, first, "<printed " + e.key + ">", diags2) ||
            diags2.hasErrors()) {
          failure = "re-parse: " + diags2.str() + "--- printed:\n" + first;
        } else if (std::string second = AsmPrinter::print(again); second != first) {
          failure = "unstable:\n--- first:\n" + first + "--- second:\n" + second;
        } else {
          ok = true;
        }
      }
    }
    parsed += exists && parsedOk;
    roundTripped += exists && ok;
    if (why) {
      if (ok) nowPassing.push_back(e.key);
      continue;
    }
    if (!ok) {
      ++unexpected;
      std::cout << "FAIL " << e.key << " (" << file.filename().string() << "): " << failure << "\n";
    }
  }
  unsigned bound = 0;
  std::cout << "seed formats not driven by the format interpreter:\n";
  for (const auto& f : spirv::syntax::formatStatus()) {
    if (f.bound) {
      ++bound;
      continue;
    }
    std::cout << "  " << f.mlirName << (f.ourName.empty() ? "" : " (" + f.ourName + ")") << ": "
              << f.why << "\n";
  }
  std::cout << "seed formats: " << bound << " of " << spirv::syntax::formatStatus().size()
            << " interpreted\n";
  std::cout << "excluded (" << excluded << " examples, " << absent
            << " of them of ops we do not have):\n";
  for (auto& [key, why] : kExcluded) std::cout << "  " << key << ": " << why << "\n";
  std::cout << "verifier rejects (deliberately partial or invalid examples, "
            << kVerifyFailures.size() << "):\n";
  for (auto& [key, why] : kVerifyFailures) std::cout << "  " << key << ": " << why << "\n";
  for (auto& k : verifyNowPassing)
    std::cout << "note: " << k << " verifies now; remove it from seed_verify_failures.inc\n";
  for (auto& k : nowPassing)
    std::cout << "note: excluded example " << k << " round-trips now; remove its exclusion\n";
  std::cout << "seed examples: " << parsed << " parsed, " << verified << " verified, "
            << roundTripped << " round-tripped (of " << total << ")\n";
  if (argc == 3) unexpected += roundTripModules(ctx, argv[2]);
  return unexpected ? 1 : 0;
}
