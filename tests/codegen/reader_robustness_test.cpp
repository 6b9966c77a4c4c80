// Robustness of the binary reader: truncated, bit-flipped and
// word-count-corrupted versions of every corpus binary (a deterministic PRNG
// picks the mutations). Each case must either read or report exactly one
// located error; the suite also runs under ASan/UBSan, which turns any
// out-of-bounds read into a failure.
//
//   reader_robustness_test [--cases-per-binary N] FILE.spv ...
#include "codegen/Reader.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/Verify.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace spvkit;

namespace {

/// splitmix64: small, fast and the same everywhere.
struct Rng {
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return n ? uint32_t(next() % n) : 0; }
};

struct Stats {
  unsigned cases = 0, read = 0, rejected = 0;
  bool ok = true;
};

void runCase(const std::string& what, std::span<const uint32_t> words, Stats& st) {
  ++st.cases;
  Context ctx;
  Module module(ctx);
  DiagnosticList diags;
  Operation* op = readBinary(module, words, diags);
  if (op) {
    ++st.read;
    if (diags.hasErrors()) {
      std::cerr << what << ": read succeeded but reported errors:\n" << diags.str() << "\n";
      st.ok = false;
    }
    // A module that reads must also survive the verifier and the printer
    // (whether it verifies is not the point: mutations may break types).
    DiagnosticList vd;
    verify(module, vd);
    (void)AsmPrinter::print(module);
    return;
  }
  ++st.rejected;
  if (diags.errorCount() != 1) {
    std::cerr << what << ": expected exactly one error, got " << diags.errorCount() << ":\n"
              << diags.str() << "\n";
    st.ok = false;
    return;
  }
  const Diagnostic& d = *std::find_if(diags.items().begin(), diags.items().end(), [](auto& x) {
    return x.severity == Diagnostic::Severity::Error;
  });
  if (!d.loc.isBinary || d.str().find("instruction ") == std::string::npos ||
      d.str().find("word offset ") == std::string::npos) {
    std::cerr << what << ": error is not located at an instruction: " << d.str() << "\n";
    st.ok = false;
  }
}

} // namespace

int main(int argc, char** argv) {
  unsigned perBinary = 170;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--cases-per-binary" && i + 1 < argc)
      perBinary = unsigned(std::stoul(argv[++i]));
    else
      files.push_back(a);
  }
  spirv::registerVerifiers();
  Stats st;
  Rng rng{0x5350564B49547E57ull}; // fixed seed: the same cases every run
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
    if (bytes.size() < 20 || bytes.size() % 4) {
      std::cerr << f << ": not a SPIR-V binary\n";
      return 2;
    }
    std::vector<uint32_t> orig(bytes.size() / 4);
    std::memcpy(orig.data(), bytes.data(), bytes.size());
    runCase(f + " (original)", orig, st);
    uint32_t n = uint32_t(orig.size());
    for (unsigned c = 0; c < perBinary; ++c) {
      std::vector<uint32_t> w = orig;
      std::string what = f;
      switch (c % 4) {
      case 0: { // truncation (also inside the header)
        uint32_t keep = rng.below(n);
        w.resize(keep);
        what += " truncated to " + std::to_string(keep) + " words";
        break;
      }
      case 1: { // one to four flipped bits anywhere
        unsigned flips = 1 + rng.below(4);
        what += " bits flipped:";
        for (unsigned k = 0; k < flips; ++k) {
          uint32_t word = rng.below(n), bit = rng.below(32);
          w[word] ^= 1u << bit;
          what += " " + std::to_string(word) + "." + std::to_string(bit);
        }
        break;
      }
      case 2: { // a corrupted word count of one instruction
        std::vector<uint32_t> starts;
        for (uint32_t p = 5; p < n && (w[p] >> 16); p += w[p] >> 16) starts.push_back(p);
        if (starts.empty()) break;
        uint32_t at = starts[rng.below(uint32_t(starts.size()))];
        uint32_t count = rng.below(4) == 0 ? 0 : rng.below(0x10000);
        w[at] = (count << 16) | (w[at] & 0xFFFF);
        what += " word count at " + std::to_string(at) + " = " + std::to_string(count);
        break;
      }
      case 3: { // an operand word replaced by a random or boundary value
        uint32_t word = 5 + rng.below(n - 5);
        static const uint32_t special[] = {0, 1, 0xFFFFFFFFu, 0x7FFFFFFFu, 0x10000, 0xFFFF};
        w[word] = rng.below(2) ? special[rng.below(6)] : uint32_t(rng.next());
        what += " word " + std::to_string(word) + " replaced";
        break;
      }
      }
      runCase(what, w, st);
    }
  }
  std::printf("reader robustness: %u cases, %u read, %u rejected with one located error\n",
              st.cases, st.read, st.rejected);
  if (st.cases < 10000) {
    std::printf("fewer than 10000 cases\n");
    return 1;
  }
  return st.ok ? 0 : 1;
}
