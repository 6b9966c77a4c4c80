// Thread compatibility: 8 threads, each with its own Context, read, verify,
// print and write different modules at the same time, and compile different
// tensor-language programs through the whole pipeline (with the verifier
// between passes, which each pass manager holds since the pipelines stopped
// sharing a process-wide one); every result must be identical to the serial
// one. (Run under ThreadSanitizer with a -Db_sanitize=thread build:
// scripts/fuzz tsan.)
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "frontend/Frontend.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "passes/tensor/Pipeline.h"

#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstring>

#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

using namespace spvkit;

namespace {

std::vector<std::string> gInputs, gPrograms;

struct Result {
  std::string text;
  std::vector<uint32_t> words;
  bool ok = false;
};

Result compile(const std::vector<uint32_t>& words) {
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  DiagnosticList diags;
  Result r;
  Operation* mod = readBinary(m, words, diags);
  if (!mod) return r;
  verify(m, diags);
  r.text = AsmPrinter::print(m);
  spirv::Writer writer;
  r.ok = writer.write(mod, r.words, diags);
  return r;
}

/// tensor-lang-cc's path for the pvc target: the binary, or the diagnostics.
Result compileProgram(const std::string& source) {
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(ctx, sm, "program.tl", source);
  Result r;
  if (!prog.ok()) return r;
  static const tensor::Target pvc = *tensor::findTarget("pvc");
  tensor::PipelineOptions po;
  po.target = &pvc;
  po.verifyEach = true;
  DiagnosticList diags;
  tensor::PipelineResult pr;
  if (tensor::runPipeline(*prog.module, po, diags, pr))
    r.ok = tensor::writeSpirv(pr, r.words, diags);
  for (const Diagnostic& d : diags.items()) r.text += d.message + "\n";
  return r;
}

std::string readText(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

std::vector<uint32_t> load(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

} // namespace

TEST_CASE("separate contexts compile in parallel with results identical to serial") {
  REQUIRE(!gInputs.empty());
  std::vector<std::vector<uint32_t>> inputs;
  for (auto& p : gInputs) inputs.push_back(load(p));
  std::vector<Result> serial;
  for (auto& w : inputs) serial.push_back(compile(w));
  constexpr unsigned kThreads = 8;
  std::vector<std::vector<Result>> parallel(kThreads);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      // Each thread walks the inputs from a different start, so different
      // modules are in flight at the same time.
      for (size_t k = 0; k < inputs.size(); ++k) {
        size_t i = (k + t * 7) % inputs.size();
        Result r = compile(inputs[i]);
        parallel[t].push_back(std::move(r));
      }
    });
  for (auto& th : threads) th.join();
  unsigned compared = 0, usable = 0;
  for (unsigned t = 0; t < kThreads; ++t)
    for (size_t k = 0; k < inputs.size(); ++k) {
      size_t i = (k + t * 7) % inputs.size();
      CHECK_MESSAGE(parallel[t][k].text == serial[i].text, gInputs[i]);
      CHECK_MESSAGE(parallel[t][k].words == serial[i].words, gInputs[i]);
      ++compared;
    }
  for (auto& s : serial) usable += s.ok;
  MESSAGE("threads: " << kThreads << " x " << inputs.size() << " modules, " << compared
                      << " results compared with the serial run (" << usable << " written back)");
  CHECK(usable > 0);
}

TEST_CASE("tensor-language programs compile on 8 threads as they do serially") {
  REQUIRE(!gPrograms.empty());
  std::vector<std::string> sources;
  for (auto& p : gPrograms) sources.push_back(readText(p));
  std::vector<Result> serial;
  for (auto& s : sources) serial.push_back(compileProgram(s));
  constexpr unsigned kThreads = 8;
  std::vector<std::vector<Result>> parallel(kThreads);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (size_t k = 0; k < sources.size(); ++k)
        parallel[t].push_back(compileProgram(sources[(k + t * 5) % sources.size()]));
    });
  for (auto& th : threads) th.join();
  unsigned compared = 0, compiled = 0;
  for (unsigned t = 0; t < kThreads; ++t)
    for (size_t k = 0; k < sources.size(); ++k) {
      size_t i = (k + t * 5) % sources.size();
      CHECK_MESSAGE(parallel[t][k].words == serial[i].words, gPrograms[i]);
      CHECK_MESSAGE(parallel[t][k].text == serial[i].text, gPrograms[i]);
      ++compared;
    }
  for (auto& s : serial) compiled += s.ok;
  MESSAGE("threads: " << kThreads << " x " << sources.size() << " programs, " << compared
                      << " compilations compared with the serial run (" << compiled
                      << " compiled for pvc)");
  CHECK(compiled > 0);
}

int main(int argc, char** argv) {
  doctest::Context context;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (i > 0 && a.size() > 4 && a.ends_with(".spv"))
      gInputs.push_back(a);
    else if (i > 0 && a.size() > 3 && a.ends_with(".tl"))
      gPrograms.push_back(a);
    else
      rest.push_back(argv[i]);
  }
  context.applyCommandLine(int(rest.size()), rest.data());
  return context.run();
}
