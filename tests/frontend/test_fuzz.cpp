// Fuzz smoke test: random mutations of the corpus programs (deterministic
// PRNG) through the whole frontend (lexer, parser, checker) and, for inputs
// that are accepted, the printer and a second parse. Nothing may crash, hang
// or trip the sanitizers; the test reports how many inputs it ran.
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "frontend/Printer.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::frontend;
namespace fs = std::filesystem;

TEST_SUITE("fuzz") {

  TEST_CASE("frontend survives mutated corpus programs") {
    std::vector<std::string> seeds;
    for (const char* sub : {"valid", "invalid"}) {
      std::vector<fs::path> paths;
      for (const auto& e : fs::directory_iterator(fs::path(SPVKIT_CORPUS_DIR) / sub))
        if (e.path().extension() == ".tl") paths.push_back(e.path());
      std::sort(paths.begin(), paths.end());
      for (const fs::path& path : paths) {
        std::ifstream in(path, std::ios::binary);
        seeds.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      }
    }
    REQUIRE(!seeds.empty());
    size_t rounds = 50000;
    if (const char* env = std::getenv("SPVKIT_FUZZ_ROUNDS"))
      rounds = std::strtoul(env, nullptr, 10);
    std::mt19937 rng(20261122);
    // Pieces that steer mutations towards interesting syntax.
    const std::string pieces[] = {"%",
                                  "@",
                                  "x",
                                  "?",
                                  "0x",
                                  "1.",
                                  "-",
                                  ".",
                                  "\"",
                                  ";",
                                  "\n",
                                  "<",
                                  ">",
                                  "{",
                                  "}",
                                  "(",
                                  ")",
                                  "[",
                                  "]",
                                  ",",
                                  ":",
                                  "=",
                                  "->",
                                  "<=",
                                  "?x",
                                  "%0",
                                  "%a",
                                  "yield ()",
                                  " : f32",
                                  " : index",
                                  "memref<f32x?>",
                                  "coopmatrix<f32x8x8,matrix_a>",
                                  "for %i=%a,%b {",
                                  "if %c {",
                                  "} else {",
                                  "parallel {",
                                  ".t",
                                  ".atomic",
                                  "\xFF",
                                  "-9223372036854775807"};
    size_t accepted = 0, diagnostics = 0;
    const auto start = std::chrono::steady_clock::now();
    for (size_t round = 0; round < rounds; ++round) {
      std::string s = seeds[rng() % seeds.size()];
      const int edits = 1 + static_cast<int>(rng() % 6);
      for (int e = 0; e < edits && !s.empty(); ++e) {
        const size_t pos = rng() % s.size();
        switch (rng() % 5) {
        case 0:
          s[pos] = static_cast<char>(rng() % 256);
          break;
        case 1:
          s.erase(pos, 1 + rng() % 24);
          break;
        case 2:
        case 3:
          s.insert(pos, pieces[rng() % std::size(pieces)]);
          break;
        default: {
          const std::string& other = seeds[rng() % seeds.size()];
          const size_t from = rng() % other.size();
          s.insert(pos, other.substr(from, rng() % 80));
        }
        }
      }
      Context ctx;
      SourceManager sm;
      FrontendOptions opts;
      opts.diagnostics.errorLimit = 0;
      ParsedProgram p = parseString(ctx, sm, "m.tl", s, opts);
      diagnostics += p.diagnostics.size();
      if (round % 64 == 0) (void)renderDiagnostics(sm, p.diagnostics);
      if (p.ok()) {
        ++accepted;
        const std::string once = printProgram(*p.module);
        ParsedProgram q = parseString(ctx, sm, "m2.tl", once, opts);
        REQUIRE_MESSAGE(q.ok(), (s + "\n----\n" + once + renderDiagnostics(sm, q.diagnostics)));
        REQUIRE(printProgram(*q.module) == once);
      }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("fuzz: %zu mutated programs (%zu accepted and round-tripped), %zu diagnostics, "
                "%.1f s\n",
                rounds, accepted, diagnostics, secs);
  }

} // TEST_SUITE
