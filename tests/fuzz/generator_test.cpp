// The program generator (ProgramGenerator.h) through the whole compiler:
// programs from seeds 1..N must be identical when generated twice, accepted
// by the frontend, and compiled by compileAndCheck (FuzzCheck.h) to a binary
// that reads back, verifies and passes spirv-val in-process -- or stop with a
// diagnostic. Any finding aborts. Binaries are written to --out for outside
// judges; the test prints how many programs compiled.
//
//   generator-test [--programs N] [--first-seed S] [--out DIR] [--print SEED]
#include "FuzzCheck.h"
#include "ProgramGenerator.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

using namespace spvkit;

int main(int argc, char** argv) {
  unsigned programs = 300;
  uint64_t first = 1;
  std::string out;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--programs") {
      programs = unsigned(std::strtoul(argv[i + 1], nullptr, 10));
    } else if (a == "--first-seed") {
      first = std::strtoull(argv[i + 1], nullptr, 10);
    } else if (a == "--out") {
      out = argv[i + 1];
    } else if (a == "--print") {
      fuzz::Choices c(std::strtoull(argv[i + 1], nullptr, 10));
      std::fputs(fuzz::generateProgram(c).c_str(), stdout);
      return 0;
    } else {
      std::fprintf(stderr, "generator-test: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  if (!out.empty()) std::filesystem::create_directories(out);
  unsigned compiled = 0, diagnosed = 0;
  std::map<std::string, unsigned> reasons;
  for (uint64_t seed = first; seed < first + programs; ++seed) {
    fuzz::Choices a(seed), b(seed);
    std::string program = fuzz::generateProgram(a);
    if (fuzz::generateProgram(b) != program) {
      std::fprintf(stderr, "seed %llu: the generator is not deterministic\n",
                   (unsigned long long)seed);
      return 1;
    }
    fuzz::CompileResult r = fuzz::compileAndCheck(program);
    if (r.outcome == fuzz::CompileOutcome::Rejected) {
      std::fprintf(stderr,
                   "seed %llu: the frontend rejects a generated program:\n%s--- program:\n%s",
                   (unsigned long long)seed, r.diagnostics.c_str(), program.c_str());
      return 1;
    }
    if (r.outcome == fuzz::CompileOutcome::Diagnosed) {
      ++diagnosed;
      std::string first = r.diagnostics.substr(0, r.diagnostics.find('\n'));
      ++reasons[first.substr(0, 90)];
      continue;
    }
    ++compiled;
    if (!out.empty()) {
      std::ofstream f(out + "/gen-" + std::to_string(seed) + ".spv", std::ios::binary);
      f.write(reinterpret_cast<const char*>(r.words.data()), std::streamsize(r.words.size() * 4));
    }
  }
  std::printf("generator: %u programs (seeds %llu..%llu): %u compiled and valid%s, %u stopped "
              "with a diagnostic\n",
              programs, (unsigned long long)first, (unsigned long long)(first + programs - 1),
              compiled, fuzz::hasInProcessValidator() ? " (spirv-val in-process)" : "", diagnosed);
  for (const auto& [why, n] : reasons) std::printf("  %4u x %s\n", n, why.c_str());
  // Most generated programs use only what the conversion supports.
  if (compiled * 2 < programs) {
    std::fprintf(stderr, "generator: fewer than half of the programs compiled\n");
    return 1;
  }
  return 0;
}
