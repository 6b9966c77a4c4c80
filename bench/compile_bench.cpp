// In-process compile-latency benchmark: compiles tensor-language files with
// the library calls tensor-lang-cc makes (frontend, pass pipeline, binary
// writer), each in a fresh Context, and reports the minimum and median time
// per compile and the arena bytes per IR op as JSON lines on stdout.
//
//   compile-bench [--repeat N] [--target=NAME] FILE.tl...
//
// scripts/bench runs it beside clang-15 + llvm-spirv-15 compiling the
// equivalent OpenCL C (bench/kernels/*.cl); it is a benchmark, not a test.
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"
#include "tools/CommandLine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

using namespace spvkit;
using Clock = std::chrono::steady_clock;

namespace {

const char* kUsage = R"(usage: compile-bench [--repeat N] [--target=NAME] FILE.tl...

Compiles each file N times (default 20) in a fresh context for the target
(default pocl) and prints one JSON line per file: the minimum and median
time per compile, the binary's words, the ops and arena bytes of the module.

options:
  --repeat N      compiles per file
  --target=NAME   the target (tensor-lang-cc --target=help lists them)
  --help          this text
  --version       the version
)";

/// Compiles `text` once; returns the binary's size in words (0 on error) and
/// the number of ops and arena bytes of the module after the pipeline.
size_t compileOnce(const std::string& name, const std::string& text, const tensor::Target& target,
                   size_t& ops, size_t& arenaBytes, std::string& error) {
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(ctx, sm, name, text);
  if (!prog.ok()) return error = "frontend error", 0;
  tensor::PipelineOptions po;
  po.target = &target;
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  if (!tensor::runPipeline(*prog.module, po, diags, result) ||
      !tensor::writeSpirv(result.spirvModule, words, diags)) {
    error = diags.items().empty() ? "pipeline error" : diags.items().front().message;
    return 0;
  }
  ops = 0;
  result.spirvModule->walk([&](Operation*) {
    ++ops;
    return true;
  });
  arenaBytes = prog.module->arena().bytesAllocated();
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
    size_t words = 0, ops = 0, arena = 0;
    std::string error;
    for (int r = 0; r < repeat && error.empty(); ++r) {
      auto t0 = Clock::now();
      words = compileOnce(file, text, *target, ops, arena, error);
      us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    if (!error.empty()) {
      std::printf("{\"file\": \"%s\", \"error\": \"%s\"}\n", jsonEscape(file).c_str(),
                  jsonEscape(error).c_str());
      continue;
    }
    std::sort(us.begin(), us.end());
    std::printf("{\"file\": \"%s\", \"min_us\": %.1f, \"median_us\": %.1f, \"words\": %zu, "
                "\"ops\": %zu, \"arena_bytes\": %zu}\n",
                file.c_str(), us.front(), us[us.size() / 2], words, ops, arena);
  }
  return 0;
}
