// Helpers for the writer's unit tests: parse IR text, write it, and look at
// the emitted instructions.
#pragma once

#include "codegen/Writer.h"
#include "ir/AsmParser.h"
#include "ir/Module.h"
#include "ir/spirv/Dialect.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

namespace spvkit::test {

struct Inst {
  spirv::Op op;
  std::vector<uint32_t> operands;
  size_t index; // position in the instruction stream
};

/// Splits a binary into instructions (after the header).
inline std::vector<Inst> decode(const std::vector<uint32_t>& words) {
  std::vector<Inst> out;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    REQUIRE(count >= 1);
    REQUIRE(i + count <= words.size());
    out.push_back(
        {spirv::Op(words[i] & 0xFFFF),
         std::vector<uint32_t>(words.begin() + long(i) + 1, words.begin() + long(i + count)),
         out.size()});
    i += count;
  }
  return out;
}

inline std::vector<Inst> select(const std::vector<Inst>& insts, spirv::Op op) {
  std::vector<Inst> out;
  for (const Inst& i : insts)
    if (i.op == op) out.push_back(i);
  return out;
}

/// A parsed module in its own context.
struct Parsed {
  std::unique_ptr<Context> ctx = std::make_unique<Context>();
  std::unique_ptr<Module> module;
  Operation* spirvModule = nullptr;

  explicit Parsed(std::string_view text) {
    spirv::registerDialect(*ctx);
    module = std::make_unique<Module>(*ctx);
    DiagnosticList diags;
    bool ok = AsmParser::parse(*module, text, "test.mlir", diags);
    INFO(diags.str());
    REQUIRE(ok);
    spirvModule = module->firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module));
    REQUIRE(spirvModule);
  }

  std::vector<uint32_t> write(const spirv::WriterOptions& options = {}) {
    DiagnosticList diags;
    auto words = spirv::writeBinary(spirvModule, options, diags);
    INFO(diags.str());
    REQUIRE(words);
    return *words;
  }

  std::string writeError(const spirv::WriterOptions& options = {}) {
    DiagnosticList diags;
    auto words = spirv::writeBinary(spirvModule, options, diags);
    CHECK(!words);
    return diags.str();
  }
};

/// A kernel module around `body` (module-level ops).
inline std::string
kernelModule(std::string_view body,
             std::string_view vce = "#spirv.vce<v1.0, [Addresses, Kernel], []>") {
  return "\"spirv.module\"() ({\n" + std::string(body) +
         "\n}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = "
         "#spirv.memory_model<OpenCL>, vce_triple = " +
         std::string(vce) + "} : () -> ()\n";
}

/// A void function `@name` with the given signature and body blocks.
inline std::string function(std::string_view name, std::string_view params,
                            std::string_view paramTypes, std::string_view body,
                            std::string_view extraAttrs = "") {
  std::string label = params.empty() ? "^entry:" : "^entry(" + std::string(params) + "):";
  return "\"spirv.func\"() ({\n" + label + "\n" + std::string(body) + "\n}) {sym_name = \"" +
         std::string(name) + "\", function_type = (" + std::string(paramTypes) +
         ") -> (), function_control = #spirv.function_control<None>" + std::string(extraAttrs) +
         "} : () -> ()";
}

} // namespace spvkit::test
