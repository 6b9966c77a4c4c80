// In-process serializer benchmark: reads, writes and round-trips SPIR-V
// binaries with spvkit's reader and writer and reports MB/s and
// instructions/s as JSON lines on stdout: minimum and median seconds over the
// repetitions (each one reads into a fresh context and module), arena bytes
// per IR op and peak RSS.
//
//   serializer-bench [--repeat N] FILE.spv...
//
// scripts/bench runs it beside the peers (spirv-opt, spirv-dis/as,
// mlir-translate-19) and writes the report; it is a benchmark, not a test.
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/spirv/Dialect.h"
#include "tools/CommandLine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/resource.h>
#include <vector>

using namespace spvkit;
using Clock = std::chrono::steady_clock;

namespace {

std::vector<uint32_t> readFile(const char* path) {
  std::ifstream f(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

size_t countInstructions(const std::vector<uint32_t>& w) {
  size_t n = 0;
  for (size_t i = 5; i < w.size();) {
    uint32_t count = w[i] >> 16;
    if (!count) break;
    i += count;
    ++n;
  }
  return n;
}

double seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

struct Stats {
  double min, median;
};

Stats stats(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return {v[0], n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2};
}

/// Peak RSS of this process so far: run one file per process to get a
/// module's own figure.
long peakRssKb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

} // namespace

constexpr const char* kUsage = R"(usage: serializer-bench [--repeat N] FILE.spv...

Reads, writes and round-trips each SPIR-V binary N times (default 5) and
prints one JSON line per file: MB/s and instructions/s (minimum and median),
arena bytes per IR op and peak RSS.

options:
  --repeat N   repetitions per file
  --help       this text
  --version    the version
)";

int main(int argc, char** argv) {
  int repeat = 5;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (auto status = tools::answerStandardOption(a, "serializer-bench", kUsage)) return *status;
    if (a == "--repeat") {
      if (i + 1 == argc) return tools::usageError("serializer-bench", "--repeat needs a count");
      repeat = std::max(1, std::atoi(argv[++i]));
    } else if (tools::isOption(a)) {
      return tools::unknownOption("serializer-bench", a);
    } else {
      files.push_back(argv[i]);
    }
  }
  if (files.empty()) return tools::usageError("serializer-bench", "no input file");
  for (const char* path : files) {
    std::vector<uint32_t> words = readFile(path);
    size_t bytes = words.size() * 4, insts = countInstructions(words);
    std::vector<double> reads, writes, rounds;
    size_t arenaBytes = 0, ops = 0;
    bool ok = true;
    spirv::Writer writer;
    std::vector<uint32_t> out;
    for (int r = 0; r < repeat && ok; ++r) {
      Context ctx;
      spirv::registerDialect(ctx);
      Module m(ctx);
      DiagnosticList diags;
      auto t0 = Clock::now();
      Operation* mod = readBinary(m, words, diags);
      auto t1 = Clock::now();
      if (!mod) {
        std::fprintf(stderr, "%s: %s", path, diags.str().c_str());
        ok = false;
        break;
      }
      auto t2 = Clock::now();
      ok = writer.write(mod, out, diags);
      auto t3 = Clock::now();
      if (!ok) std::fprintf(stderr, "%s: %s", path, diags.str().c_str());
      reads.push_back(seconds(t0, t1));
      writes.push_back(seconds(t2, t3));
      rounds.push_back(seconds(t0, t1) + seconds(t2, t3));
      arenaBytes = m.arena().bytesAllocated();
      ops = 0;
      mod->walk([&](Operation*) {
        ++ops;
        return true;
      });
    }
    if (!ok) {
      std::printf("{\"file\": \"%s\", \"error\": true}\n", path);
      continue;
    }
    Stats rd = stats(reads), wr = stats(writes), rt = stats(rounds);
    std::printf("{\"file\": \"%s\", \"bytes\": %zu, \"instructions\": %zu, \"repeat\": %d, "
                "\"read_s\": %.6g, \"read_median_s\": %.6g, \"write_s\": %.6g, "
                "\"write_median_s\": %.6g, \"roundtrip_s\": %.6g, \"roundtrip_median_s\": %.6g, "
                "\"output_bytes\": %zu, \"arena_bytes\": %zu, \"ops\": %zu, "
                "\"arena_bytes_per_op\": %.4g, \"peak_rss_kb\": %ld}\n",
                path, bytes, insts, repeat, rd.min, rd.median, wr.min, wr.median, rt.min, rt.median,
                out.size() * 4, arenaBytes, ops, ops ? double(arenaBytes) / double(ops) : 0.0,
                peakRssKb());
    std::fflush(stdout);
  }
  return 0;
}
