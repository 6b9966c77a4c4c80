// Helpers of the reader's unit tests: assemble SPIR-V text with spirv-as
// (SPVKIT_SPIRV_AS), read the words, print and verify the result.
#pragma once

#include "codegen/Reader.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/Verify.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace spvkit::readertest {

inline std::vector<uint32_t> assemble(const std::string& text, const char* env = "spv1.0") {
  static int counter = 0;
  std::string base =
      "/tmp/spvkit_reader_test_" + std::to_string(getpid()) + "_" + std::to_string(counter++);
  std::ofstream(base + ".spvasm") << text;
  std::string cmd = std::string(SPVKIT_SPIRV_AS) + " --target-env " + env + " -o " + base +
                    ".spv " + base + ".spvasm";
  REQUIRE_MESSAGE(std::system(cmd.c_str()) == 0, "spirv-as failed on:\n" << text);
  std::ifstream f(base + ".spv", std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), {});
  std::remove((base + ".spvasm").c_str());
  std::remove((base + ".spv").c_str());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

struct Result {
  Context ctx;
  Module module{ctx};
  DiagnosticList diags;
  Operation* op = nullptr;
  std::string text;
  bool verified = false;
  std::string verifyErrors;
};

inline std::unique_ptr<Result> read(std::span<const uint32_t> words) {
  spirv::registerVerifiers();
  auto r = std::make_unique<Result>();
  r->op = readBinary(r->module, words, r->diags);
  if (r->op) {
    r->text = AsmPrinter::print(r->module);
    DiagnosticList vd;
    r->verified = verify(r->module, vd);
    r->verifyErrors = vd.str();
  }
  return r;
}

inline std::unique_ptr<Result> readAsm(const std::string& text, const char* env = "spv1.0") {
  auto words = assemble(text, env);
  return read(words);
}

/// The one error of a failed read.
inline std::string errorOf(const Result& r) {
  REQUIRE(r.op == nullptr);
  REQUIRE(r.diags.errorCount() == 1);
  for (const Diagnostic& d : r.diags.items())
    if (d.severity == Diagnostic::Severity::Error) return d.str();
  return {};
}

inline size_t count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

} // namespace spvkit::readertest
