// In-process compile latency of the peer tinytc (intel/tiny-tensor-compiler,
// v0.4.0, built beside the project; docs/performance.md says how): the
// library calls its own `tinytc` tool makes for a pvc binary, timed the way
// compile-bench times spvkit's, so that scripts/bench can put both in one
// table:
//
//   per compile: a fresh compiler context, tinytc::parse_string and
//   tinytc::compile_to_spirv_and_assemble for the pvc core info (made once,
//   like compile-bench's target).
//
//   tinytc-bench [--repeat N] FILE...
//
// One JSON line per file on stdout: min_us, median_us and the binary's bytes,
// or the peer's error message. Built only when meson is configured with
// -Dtinytc_prefix=PREFIX; it is a benchmark, not a test.
#include "tinytc/core.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

using Clock = std::chrono::steady_clock;

namespace {

std::string jsonEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out;
}

/// Compiles `text` once; returns the binary's size in bytes (0 on error, with
/// the peer's messages in `error`).
size_t compileOnce(const std::string& text, tinytc_core_info_t info, std::string& error) {
  try {
    auto ctx = tinytc::create_compiler_context();
    tinytc::set_error_reporter(
        ctx.get(),
        [](char const* what, const tinytc_location_t*, void* user) {
          *static_cast<std::string*>(user) += what;
        },
        &error);
    auto prog = tinytc::parse_string(text, ctx.get());
    auto bin = tinytc::compile_to_spirv_and_assemble(prog.get(), info);
    return tinytc::get_raw(bin.get()).data_size;
  } catch (tinytc::status const& st) {
    if (error.empty()) error = tinytc::to_string(st);
  } catch (std::exception const& e) {
    if (error.empty()) error = e.what();
  }
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  int repeat = 20;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a == "--repeat" && i + 1 < argc) {
      repeat = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--help") {
      std::puts("usage: tinytc-bench [--repeat N] FILE...");
      return 0;
    } else if (a.starts_with("-")) {
      std::fprintf(stderr, "tinytc-bench: error: unknown option '%s'\n", argv[i]);
      return 2;
    } else {
      files.emplace_back(a);
    }
  }
  if (files.empty()) {
    std::fputs("tinytc-bench: error: no input file\n", stderr);
    return 2;
  }
  auto info = tinytc::create_core_info_intel_from_arch(tinytc::intel_gpu_architecture::pvc);
  for (const std::string& file : files) {
    std::ifstream f(file);
    if (!f) {
      std::fprintf(stderr, "tinytc-bench: error: cannot read '%s'\n", file.c_str());
      return 1;
    }
    std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    std::vector<double> us;
    size_t bytes = 0;
    std::string error;
    for (int r = 0; r < repeat && error.empty(); ++r) {
      auto t0 = Clock::now();
      bytes = compileOnce(text, info.get(), error);
      us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    if (!error.empty() || bytes == 0) {
      std::printf("{\"file\": \"%s\", \"error\": \"%s\"}\n", jsonEscape(file).c_str(),
                  jsonEscape(error.empty() ? "no binary" : error).c_str());
      continue;
    }
    std::sort(us.begin(), us.end());
    std::printf("{\"file\": \"%s\", \"min_us\": %.1f, \"median_us\": %.1f, \"bytes\": %zu}\n",
                jsonEscape(file).c_str(), us.front(), us[us.size() / 2], bytes);
  }
  return 0;
}
