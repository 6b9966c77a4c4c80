// In-process compile-latency benchmark: compiles tensor-language files with
// the library calls tensor-lang-cc makes (frontend, pass pipeline, binary
// writer), each in a fresh Context, and reports the minimum and median time
// per compile, the minimum of each phase (parse, check, each pass, the
// verification between passes, the output's verification, the writer) and
// the arena bytes per IR op as JSON lines on stdout.
//
//   compile-bench [--repeat N] [--target=NAME] [--verify-each | --no-verify] FILE.tl...
//
// scripts/bench runs it beside clang-15 + llvm-spirv-15 compiling the
// equivalent OpenCL C (bench/kernels/*.cl) and beside tinytc's library
// (bench/tinytc_bench.cpp, bench/compile_latency.py); it is a benchmark, not a
// test.
#include "frontend/Frontend.h"
#include "ir/spirv/Dialect.h"
#include "ir/tensor/Ops.h"
#include "passes/tensor/Pipeline.h"
#include "tools/CommandLine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace spvkit;
using Clock = std::chrono::steady_clock;

namespace {

const char* kUsage =
    R"(usage: compile-bench [--repeat N] [--target=NAME] [--verify-each | --no-verify] FILE.tl...

Compiles each file N times (default 20) in a fresh context for the target
(default pocl) and prints one JSON line per file: the minimum and median
time per compile, the minimum time of each phase, the binary's words, the ops
and arena bytes of the module.

options:
  --repeat N      compiles per file
  --target=NAME   the target (tensor-lang-cc --target=help lists them)
  --verify-each   verify the IR between passes (the default as in tensor-lang-cc:
                  assertion builds or SPVKIT_VERIFY_EACH=1)
  --no-verify     do not
  --help          this text
  --version       the version
)";

/// Compiles `text` once; returns the binary's size in words (0 on error), the
/// time of each phase, and the number of ops and arena bytes of the module
/// after the pipeline. The phases "context" (registering the two dialects in
/// the fresh context, which the frontend and the conversion would otherwise
/// do on first use) and "free" (destroying the module and the context) are
/// part of every compile too.
size_t compileOnce(const std::string& name, const std::string& text, const tensor::Target& target,
                   bool verifyEach, PhaseTimings& phases, size_t& ops, size_t& arenaBytes,
                   std::string& error) {
  auto start = Clock::now();
  auto ctx = std::make_unique<Context>();
  tensor::registerDialect(*ctx);
  spirv::registerDialect(*ctx);
  phases.add("context", secondsSince(start));
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(*ctx, sm, name, text);
  if (!prog.ok()) return error = "frontend error", 0;
  phases.add("parse", prog.parseSeconds);
  phases.add("check", prog.checkSeconds);
  tensor::PipelineOptions po;
  po.target = &target;
  po.verifyEach = verifyEach;
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  bool ok = tensor::runPipeline(*prog.module, po, diags, result);
  phases.append(result.phases);
  if (!ok || !tensor::writeSpirv(result, words, diags, &phases)) {
    error = diags.items().empty() ? "pipeline error" : diags.items().front().message;
    return 0;
  }
  ops = 0;
  result.spirvModule->walk([&](Operation*) {
    ++ops;
    return true;
  });
  arenaBytes = prog.module->arena().bytesAllocated();
  start = Clock::now();
  prog.module.reset();
  ctx.reset();
  phases.add("free", secondsSince(start));
  return words.size();
}

std::string jsonEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out;
}

} // namespace

int main(int argc, char** argv) {
  int repeat = 20;
  bool verifyEach = tools::verifyEachByDefault();
  std::string targetName = "pocl";
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (auto status = tools::answerStandardOption(a, "compile-bench", kUsage)) return *status;
    if (a == "--repeat") {
      if (i + 1 == argc) return tools::usageError("compile-bench", "--repeat needs a count");
      repeat = std::max(1, std::atoi(argv[++i]));
    } else if (a.starts_with("--target=")) {
      targetName = a.substr(9);
    } else if (a == "--verify-each") {
      verifyEach = true;
    } else if (a == "--no-verify") {
      verifyEach = false;
    } else if (tools::isOption(a)) {
      return tools::unknownOption("compile-bench", a);
    } else {
      files.emplace_back(a);
    }
  }
  if (files.empty()) return tools::usageError("compile-bench", "no input file");
  std::optional<tensor::Target> target = tensor::findTarget(targetName);
  if (!target) return tools::usageError("compile-bench", "unknown target '" + targetName + "'");
  for (const std::string& file : files) {
    std::ifstream f(file);
    if (!f) {
      std::fprintf(stderr, "compile-bench: error: cannot read '%s'\n", file.c_str());
      return 1;
    }
    std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    std::vector<double> us;
    // The minimum of each phase over the compiles (in the order they ran).
    std::vector<std::pair<std::string, double>> phaseMin;
    size_t words = 0, ops = 0, arena = 0;
    std::string error;
    for (int r = 0; r < repeat && error.empty(); ++r) {
      PhaseTimings phases;
      auto t0 = Clock::now();
      words = compileOnce(file, text, *target, verifyEach, phases, ops, arena, error);
      us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
      for (const PhaseTimings::Entry& e : phases.entries()) {
        auto it = std::find_if(phaseMin.begin(), phaseMin.end(),
                               [&](const auto& p) { return p.first == e.name; });
        if (it == phaseMin.end())
          phaseMin.emplace_back(e.name, e.seconds);
        else
          it->second = std::min(it->second, e.seconds);
      }
    }
    if (!error.empty()) {
      std::printf("{\"file\": \"%s\", \"error\": \"%s\"}\n", jsonEscape(file).c_str(),
                  jsonEscape(error).c_str());
      continue;
    }
    std::sort(us.begin(), us.end());
    std::string phasesJson;
    char item[160];
    for (const auto& [phase, seconds] : phaseMin) {
      std::snprintf(item, sizeof item, "%s\"%s\": %.1f", phasesJson.empty() ? "" : ", ",
                    phase.c_str(), seconds * 1e6);
      phasesJson += item;
    }
    std::printf(
        "{\"file\": \"%s\", \"min_us\": %.1f, \"median_us\": %.1f, \"words\": %zu, "
        "\"ops\": %zu, \"arena_bytes\": %zu, \"verify_each\": %s, \"phases_min_us\": {%s}}\n",
        jsonEscape(file).c_str(), us.front(), us[us.size() / 2], words, ops, arena,
        verifyEach ? "true" : "false", phasesJson.c_str());
  }
  return 0;
}
