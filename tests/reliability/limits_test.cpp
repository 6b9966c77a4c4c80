// The input limits of docs/reliability.md: each one is reached from the
// outside (text, source or binary), is reported with an error (or, for the
// reader's construct nesting in kernels, a warning) that names the limit, and
// just below it the input is accepted. Deep inputs must never overflow the
// stack (the sanitizer build runs this too).
#include "codegen/BinaryParser.h"
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "frontend/Frontend.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/Dialect.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace spvkit;

namespace {

std::string repeat(std::string_view s, unsigned n) {
  std::string out;
  for (unsigned i = 0; i < n; ++i) out += s;
  return out;
}

bool mentions(const DiagnosticList& diags, std::string_view text) {
  return diags.str().find(text) != std::string::npos;
}

// --- IR text ------------------------------------------------------------------------

/// `depth` nested generic spirv.mlir.selection regions in a module.
std::string nestedRegions(unsigned depth) {
  return "\"spirv.module\"() ({\n" + repeat("\"spirv.mlir.selection\"() ({\n", depth) +
         "\"spirv.mlir.merge\"() : () -> ()\n" + repeat("}) : () -> ()\n", depth) +
         "}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = "
         "#spirv.memory_model<OpenCL>} : () -> ()\n";
}

/// Parses into a context that outlives the call: diagnostics name their file
/// through the context's interned strings.
bool parseText(const std::string& text, DiagnosticList& diags) {
  static Context ctx;
  static const bool registered = (spirv::registerDialect(ctx), true);
  (void)registered;
  Module m(ctx);
  return AsmParser::parse(m, text, "limits.mlir", diags);
}

TEST_CASE("IR text: regions, types and attributes nest at most AsmParser::kMaxNesting deep") {
  const unsigned limit = AsmParser::kMaxNesting;
  DiagnosticList ok, deep;
  CHECK(parseText(nestedRegions(limit - 8), ok));
  CHECK_FALSE(parseText(nestedRegions(100000), deep));
  CHECK(mentions(deep, "nested deeper than " + std::to_string(limit)));

  Context ctx;
  spirv::registerDialect(ctx);
  DiagnosticList typeOk, typeDeep;
  CHECK(AsmParser::parseType(ctx, repeat("!spirv.ptr<", 100) + "i32" + repeat(", Function>", 100),
                             typeOk));
  CHECK_FALSE(AsmParser::parseType(
      ctx, repeat("!spirv.ptr<", 100000) + "i32" + repeat(", Function>", 100000), typeDeep));
  CHECK(mentions(typeDeep, "type nesting deeper than " + std::to_string(limit)));

  DiagnosticList attrOk, attrDeep;
  CHECK(AsmParser::parseAttribute(ctx, repeat("[", 100) + "1" + repeat("]", 100), attrOk));
  CHECK_FALSE(
      AsmParser::parseAttribute(ctx, repeat("[", 100000) + "1" + repeat("]", 100000), attrDeep));
  CHECK(mentions(attrDeep, "attribute nesting deeper than " + std::to_string(limit)));
}

// --- tensor-language source -------------------------------------------------------------

frontend::ParsedProgram compile(Context& ctx, frontend::SourceManager& sm, std::string text) {
  return frontend::parseString(ctx, sm, "limits.tl", std::move(text));
}

std::string rendered(const frontend::ParsedProgram& p) {
  std::string s;
  for (const auto& d : p.diagnostics) s += d.message + "\n";
  return s;
}

TEST_CASE("tensor language: region nesting is limited by ParseOptions::maxNesting") {
  const unsigned limit = frontend::ParseOptions{}.maxNesting;
  auto nestedIfs = [](unsigned n) {
    return "func @f(%c: bool) {\n" + repeat("if %c {\n", n) + repeat("}\n", n) + "}\n";
  };
  Context ctx;
  frontend::SourceManager sm;
  CHECK(compile(ctx, sm, nestedIfs(limit - 2)).ok());
  auto deep = compile(ctx, sm, nestedIfs(100000));
  CHECK_FALSE(deep.ok());
  CHECK(rendered(deep).find("nested too deeply (the limit is " + std::to_string(limit) + ")") !=
        std::string::npos);
  auto deepAttr = compile(ctx, sm,
                          "func @f() attributes{work_group_size=" + repeat("[", 100000) + "1" +
                              repeat("]", 100000) + "} {\n}\n");
  CHECK_FALSE(deepAttr.ok());
  CHECK(rendered(deepAttr).find("attributes are nested too deeply") != std::string::npos);
}

TEST_CASE("tensor language: memref order is limited by kMaxMemrefOrder; layouts cannot overflow") {
  auto memref = [](unsigned order) {
    return "func @f(%a: memref<f32" + repeat("x2", order) + ">) {\n}\n";
  };
  Context ctx;
  frontend::SourceManager sm;
  CHECK(compile(ctx, sm, memref(frontend::kMaxMemrefOrder)).ok());
  auto high = compile(ctx, sm, memref(frontend::kMaxMemrefOrder + 1));
  CHECK_FALSE(high.ok());
  CHECK(rendered(high).find("the limit is " + std::to_string(frontend::kMaxMemrefOrder)) !=
        std::string::npos);
  // S(0) * s(0) overflows int64: an invalid layout, not signed overflow.
  auto overflow = compile(
      ctx, sm,
      "func @f(%a: memref<f32x4x4,strided<4611686018427387904,9223372036854775807>>) {\n}\n");
  CHECK_FALSE(overflow.ok());
  CHECK(rendered(overflow).find("invalid strided layout") != std::string::npos);
}

// --- SPIR-V binaries --------------------------------------------------------------------

std::vector<uint32_t> inst(uint32_t op, std::vector<uint32_t> operands) {
  operands.insert(operands.begin(), uint32_t(operands.size() + 1) << 16 | op);
  return operands;
}

struct BinaryBuilder {
  std::vector<uint32_t> words{0x07230203, 0x00010000, 0, 0, 0};
  uint32_t next = 1;
  explicit BinaryBuilder(bool shader = false) {
    for (uint32_t cap : {4u /*Addresses*/, 5u /*Linkage*/, shader ? 1u /*Shader*/ : 6u /*Kernel*/})
      add(17, {cap});
    add(14, {2, 2}); // Physical64 OpenCL
  }
  void add(uint32_t op, std::vector<uint32_t> operands) {
    auto w = inst(op, std::move(operands));
    words.insert(words.end(), w.begin(), w.end());
  }
  uint32_t id() { return next++; }
  std::vector<uint32_t> finish() {
    words[3] = next;
    return words;
  }
};

Operation* read(const std::vector<uint32_t>& words, DiagnosticList& diags, Module& m) {
  return readBinary(m, words, diags);
}

/// int32 and a chain of `pointers` pointer types to it, the last used by a
/// global variable (so that printing the module prints the whole chain).
std::vector<uint32_t> pointerChain(unsigned pointers) {
  BinaryBuilder b;
  uint32_t t = b.id();
  b.add(21, {t, 32, 0});
  for (unsigned i = 0; i < pointers; ++i) {
    uint32_t p = b.id();
    b.add(32, {p, 5 /*CrossWorkgroup*/, t});
    t = p;
  }
  uint32_t outer = b.id();
  b.add(32, {outer, 5, t});
  b.add(59, {outer, b.id(), 5}); // OpVariable
  return b.finish();
}

/// A void function of `depth` nested selections.
std::vector<uint32_t> nestedSelections(unsigned depth, bool shader) {
  BinaryBuilder b(shader);
  uint32_t voidT = b.id(), boolT = b.id(), fnT = b.id(), cond = b.id(), fn = b.id();
  b.add(19, {voidT});
  b.add(20, {boolT});
  b.add(33, {fnT, voidT});
  b.add(41, {boolT, cond}); // OpConstantTrue
  b.add(54, {voidT, fn, 0, fnT});
  std::vector<uint32_t> header(depth), then(depth), merge(depth);
  for (unsigned i = 0; i < depth; ++i) header[i] = b.id(), then[i] = b.id(), merge[i] = b.id();
  for (unsigned i = 0; i < depth; ++i) {
    b.add(248, {header[i]});
    b.add(247, {merge[i], 0});
    b.add(250, {cond, then[i], merge[i]});
    b.add(248, {then[i]});
    b.add(249, {i + 1 < depth ? header[i + 1] : merge[i]});
  }
  for (unsigned i = depth; i-- > 0;) {
    b.add(248, {merge[i]});
    if (i > 0)
      b.add(249, {merge[i - 1]});
    else
      b.add(253, {}); // OpReturn
  }
  b.add(56, {});
  return b.finish();
}

TEST_CASE("binary reader: the id bound is limited by kMaxBound") {
  std::vector<uint32_t> words = pointerChain(1);
  words[3] = reader::kMaxBound + 1;
  Context ctx;
  Module m(ctx);
  DiagnosticList diags;
  CHECK_FALSE(read(words, diags, m));
  CHECK(mentions(diags, "limit"));
}

TEST_CASE("binary reader: type nesting is limited by kMaxTypeNesting") {
  Context ctx;
  Module ok(ctx), deep(ctx);
  DiagnosticList okDiags, deepDiags;
  // The variable's pointer type adds one level to int32 + the chain.
  REQUIRE(read(pointerChain(reader::kMaxTypeNesting - 2), okDiags, ok));
  CHECK_FALSE(okDiags.hasErrors());
  CHECK(!AsmPrinter::print(ok).empty());
  CHECK_FALSE(read(pointerChain(100000), deepDiags, deep));
  CHECK(mentions(deepDiags, "nested deeper than " + std::to_string(reader::kMaxTypeNesting)));
}

TEST_CASE("binary reader: structured control flow nests at most kMaxConstructNesting deep") {
  const unsigned limit = reader::kMaxConstructNesting;
  Context ctx;
  {
    Module m(ctx);
    DiagnosticList diags;
    REQUIRE(read(nestedSelections(limit, false), diags, m));
    CHECK(diags.empty());
    // What was read prints and parses again (within AsmParser::kMaxNesting).
    std::string text = AsmPrinter::print(m);
    DiagnosticList again;
    CHECK(parseText(text, again));
  }
  {
    // A kernel keeps a flat CFG past the limit, with a warning naming it.
    Module m(ctx);
    DiagnosticList diags;
    REQUIRE(read(nestedSelections(20000, false), diags, m));
    CHECK_FALSE(diags.hasErrors());
    CHECK(mentions(diags, "nested deeper than " + std::to_string(limit)));
    CHECK(!AsmPrinter::print(m).empty());
  }
  {
    // A shader needs the constructs: the limit is an error.
    Module m(ctx);
    DiagnosticList diags;
    CHECK_FALSE(read(nestedSelections(limit + 1, true), diags, m));
    CHECK(mentions(diags, "nested deeper than " + std::to_string(limit)));
  }
}

// --- the writer ---------------------------------------------------------------------------

TEST_CASE("binary writer: an instruction longer than 65535 words is an error") {
  auto module = [](size_t nameLength) {
    return "spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Linkage], "
           "[]> {\n  spirv.func @" +
           std::string(nameLength, 'a') + "() \"None\" {\n    spirv.Return\n  }\n}\n";
  };
  for (size_t length : {size_t(1000), size_t(300000)}) {
    Context ctx;
    spirv::registerDialect(ctx);
    Module m(ctx);
    DiagnosticList diags;
    REQUIRE(AsmParser::parse(m, module(length), "limits.mlir", diags));
    std::vector<uint32_t> words;
    spirv::Writer writer;
    bool ok =
        writer.write(m.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module)), words, diags);
    if (length < 4 * 65535) {
      CHECK(ok);
    } else {
      CHECK_FALSE(ok);
      CHECK(mentions(diags, "exceed 65535 words"));
    }
  }
}

} // namespace
