// In-process serializer benchmark: reads, writes and round-trips SPIR-V
// binaries with spvkit's reader and writer and reports MB/s and
// instructions/s (minimum over repetitions) as JSON lines on stdout.
//
//   serializer-bench [--repeat N] FILE.spv...
//
// scripts/bench runs it beside the peers (spirv-opt, spirv-dis/as,
// mlir-translate-19) and writes the report; it is a benchmark, not a test.
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/spirv/Dialect.h"

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

long peakRssKb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

} // namespace

int main(int argc, char** argv) {
  int repeat = 5;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else
      files.push_back(argv[i]);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: serializer-bench [--repeat N] FILE.spv...\n");
    return 1;
  }
  for (const char* path : files) {
    std::vector<uint32_t> words = readFile(path);
    size_t bytes = words.size() * 4, insts = countInstructions(words);
    double bestRead = 1e30, bestWrite = 1e30, bestRound = 1e30;
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
      bestRead = std::min(bestRead, seconds(t0, t1));
      bestWrite = std::min(bestWrite, seconds(t2, t3));
      bestRound = std::min(bestRound, seconds(t0, t1) + seconds(t2, t3));
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
    std::printf("{\"file\": \"%s\", \"bytes\": %zu, \"instructions\": %zu, \"read_s\": %.6g, "
                "\"write_s\": %.6g, \"roundtrip_s\": %.6g, \"read_mbps\": %.4g, "
                "\"write_mbps\": %.4g, \"read_inst_per_s\": %.4g, \"arena_bytes\": %zu, "
                "\"ops\": %zu, \"arena_bytes_per_op\": %.4g, \"peak_rss_kb\": %ld}\n",
                path, bytes, insts, bestRead, bestWrite, bestRound, bytes / bestRead / 1e6,
                bytes / bestWrite / 1e6, insts / bestRead, arenaBytes, ops,
                ops ? double(arenaBytes) / double(ops) : 0.0, peakRssKb());
    std::fflush(stdout);
  }
  return 0;
}
