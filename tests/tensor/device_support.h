// Helpers shared by the tensor-language device tests (device_test.cpp and its
// device_*_tests.cpp, linalg_device_test.cpp, types_test.cpp): the printed
// check, compilation with the tensor-lang-cc pipeline (each binary is written
// to the current folder for the meson test's spirv-val / ocloc runs), the
// report without a device, memref types from text, and building / launching
// one kernel.
#pragma once

#include "TestDevice.h"
#include "codegen/Writer.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"
#include "runtime/CallingConvention.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace device_test {

using namespace spvkit;
using namespace spvkit::testdev;

/// A compiled SPIR-V module; none when it did not compile (the diagnostics
/// are printed).
using Binary = std::optional<std::vector<uint32_t>>;

inline int failures = 0, checks = 0;

inline bool check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", what.c_str());
  failures += !ok;
  ++checks;
  return ok;
}

/// Compiles a parsed program for `target` and writes NAME.spv; `kernels`, if
/// given, receives the kernels' metadata (work-group / subgroup size).
inline Binary compileProgram(frontend::SourceManager& sm, const frontend::ParsedProgram& prog,
                             const tensor::Target& target, const std::string& name,
                             std::vector<tensor::KernelInfo>* kernels = nullptr) {
  if (!prog.ok()) {
    std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stdout);
    return std::nullopt;
  }
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  tensor::PipelineOptions options;
  options.target = &target;
  if (!tensor::runPipeline(*prog.module, options, diags, result) ||
      !tensor::writeSpirv(result, words, diags)) {
    std::fputs(diags.str().c_str(), stdout);
    return std::nullopt;
  }
  if (kernels) *kernels = result.kernels;
  std::ofstream(name + ".spv", std::ios::binary)
      .write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
  return words;
}

/// Compiles the file `path` for `target` and writes NAME.spv.
inline Binary compileFile(const std::string& path, const std::string& name,
                          const tensor::Target& target,
                          std::vector<tensor::KernelInfo>* kernels = nullptr) {
  Context ctx;
  frontend::SourceManager sm;
  auto prog = frontend::parseFile(ctx, sm, path);
  return compileProgram(sm, prog, target, name, kernels);
}

/// Without a device: prints why (and the run's SPVKIT_DEVICE_NOTE) and
/// returns the exit status: 77 (skipped) unless a check failed or the run
/// expects a device (SPVKIT_DEVICE_EXPECTED).
inline int noDeviceStatus(const Result<Device>& dev) {
  const char* note = std::getenv("SPVKIT_DEVICE_NOTE");
  std::printf("no OpenCL device: %s%s%s\n", dev.error().str().c_str(), note ? "; " : "",
              note ? note : "");
  if (std::getenv("SPVKIT_DEVICE_EXPECTED")) return 1;
  return failures ? 1 : 77;
}

inline MemRefType mt(const std::string& text) {
  return parseMemRefType(text).value();
}

/// Builds a binary's kernel and launches it over work-groups, with a check
/// (and the device's message) for each step.
struct KernelRunner {
  Device& dev;

  std::optional<Kernel> kernel(const Binary& words, const std::string& name) {
    if (!words) return std::nullopt;
    auto prog = dev.buildProgram(*words);
    if (!check(bool(prog), name + " builds")) {
      std::printf("%s\n", prog.error().str().c_str());
      return std::nullopt;
    }
    auto k = prog->kernel(name);
    if (!check(bool(k), name + " kernel")) return std::nullopt;
    return std::move(*k);
  }
  bool launch(Kernel& k, const std::vector<Arg>& args, size_t groups, const std::string& what) {
    auto r = k.setArgs(args);
    if (!check(bool(r), what + " arguments")) {
      std::printf("%s\n", r.error().str().c_str());
      return false;
    }
    auto ev = dev.launch(k, {groups, 1, 1});
    return check(ev && ev->wait(), what + " runs");
  }
};

} // namespace device_test
