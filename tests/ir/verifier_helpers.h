// Helpers of the verifier tests: parse generic-form IR into a fresh module,
// verify it, and check for one expected error substring. Each rule test is a
// pair: a valid case that must verify, a broken case that must fail with the
// rule's message.
#pragma once

#include "ir/AsmParser.h"
#include "ir/Builder.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>

namespace spvkit::testing {

struct VerifyFixture {
  Context ctx;
  std::unique_ptr<Module> m;
  DiagnosticList diags;

  VerifyFixture() {
    spirv::registerDialect(ctx);
    spirv::registerVerifiers();
    m = std::make_unique<Module>(ctx);
  }

  /// Parses `src` into a fresh module; the text must be syntactically valid.
  bool parse(const std::string& src) {
    m = std::make_unique<Module>(ctx);
    diags.clear();
    bool ok = AsmParser::parse(*m, src, "test.mlir", diags);
    INFO(src);
    CHECK_MESSAGE(ok, diags.str());
    return ok;
  }
  bool verifies() {
    diags.clear();
    return verify(*m, diags);
  }
  std::string errors() const { return diags.str(); }

  void expectValid(const std::string& src) {
    if (!parse(src)) return;
    INFO(src);
    CHECK_MESSAGE(verifies(), errors());
  }
  void expectError(const std::string& src, const std::string& substr) {
    if (!parse(src)) return;
    INFO(src);
    CHECK_FALSE(verifies());
    CHECK_MESSAGE(errors().find(substr) != std::string::npos, "expected '" << substr << "' in:\n"
                                                                           << errors());
  }
};

/// A spirv.module (Physical64 / OpenCL) holding `moduleOps` and one function
/// @f with entry arguments `args` ("%a: i32, %b: i32"), type `fnType` and
/// body `body`; `spirv.Return` is appended unless `terminated`.
inline std::string inFunc(const std::string& args, const std::string& fnType,
                          const std::string& body, const std::string& moduleOps = "",
                          bool terminated = false) {
  std::string entry = args.empty() ? "^bb0:" : "^bb0(" + args + "):";
  return "\"spirv.module\"() ({\n" + moduleOps + "\n  \"spirv.func\"() ({\n  " + entry + "\n" +
         body + "\n" + (terminated ? "" : "    \"spirv.Return\"() : () -> ()\n") +
         "  }) {sym_name = \"f\", function_type = " + fnType +
         ", function_control = #spirv.function_control<None>} : () -> ()\n"
         "}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = "
         "#spirv.memory_model<OpenCL>} : () -> ()\n";
}

/// A void function with no parameters.
inline std::string inFunc(const std::string& body) {
  return inFunc("", "() -> ()", body);
}

} // namespace spvkit::testing
