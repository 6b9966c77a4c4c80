// Parser, checker and printer over the corpus (tests/frontend/corpus):
//  * every valid program parses and checks without diagnostics, prints, and
//    round-trips (parse -> print -> parse -> print gives identical text; the
//    generic IR text form round-trips too);
//  * every invalid program produces exactly its expected diagnostics
//    (Verify.h), and the report says how many matched;
//  * the valid programs use every instruction kind of INSTRUCTIONS.txt as a
//    tensor-dialect op ("instructions covered: X of Y");
//  * the API reads strings, files and streams.
#include "corpus_programs.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "frontend/Printer.h"
#include "frontend/Verify.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/tensor/Ops.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::frontend;
using namespace corpus_test;
namespace fs = std::filesystem;

namespace {

FrontendOptions unlimited() {
  FrontendOptions o;
  o.diagnostics.errorLimit = 0;
  return o;
}

} // namespace

TEST_SUITE("parser") {

  TEST_CASE("valid programs parse, check and round-trip") {
    std::set<std::string> used;
    size_t parsed = 0, roundTripped = 0, genericRoundTripped = 0;
    const auto files = programs("valid");
    for (const fs::path& path : files) {
      const std::string file = path.filename().string();
      CAPTURE(file);
      Context ctx;
      SourceManager sm;
      ParsedProgram p = parseFile(ctx, sm, path.string(), unlimited());
      CHECK_MESSAGE(p.ok(), (renderDiagnostics(sm, p.diagnostics)));
      if (!p.ok()) continue;
      ++parsed;
      for (Operation* f : *p.module->body())
        f->walk([&](Operation* op) {
          used.insert(std::string(op->name()));
          return true;
        });
      const std::string once = printProgram(*p.module);
      ParsedProgram q = parseString(ctx, sm, file + ".printed", once, unlimited());
      CHECK_MESSAGE(q.ok(), (renderDiagnostics(sm, q.diagnostics) + "\n" + once));
      if (!q.ok()) continue;
      const std::string twice = printProgram(*q.module);
      CHECK_MESSAGE(once == twice, (once + "\n----\n" + twice));
      if (once == twice) ++roundTripped;

      // The generic IR text form (tensor types through the dialect's hooks).
      const std::string generic = AsmPrinter::print(*p.module);
      Module m(ctx);
      DiagnosticList diags;
      const bool ok = AsmParser::parse(m, generic, file, diags);
      CHECK_MESSAGE(ok, (generic));
      // (The generic printer renames values that the language lets sibling
      // regions reuse, so only the generic text is compared.)
      const bool same = ok && AsmPrinter::print(m) == generic;
      CHECK_MESSAGE(same, (generic + "\n----\n" + AsmPrinter::print(m)));
      if (same) ++genericRoundTripped;
    }
    std::printf("parser: %zu of %zu valid programs parsed and checked, %zu round-tripped through "
                "the printer, %zu through the generic IR form\n",
                parsed, files.size(), roundTripped, genericRoundTripped);
    CHECK(parsed == files.size());
    CHECK(roundTripped == files.size());
    CHECK(genericRoundTripped == files.size());

    // Coverage: every instruction of INSTRUCTIONS.txt is used as an op.
    std::ifstream in(kCorpus / "INSTRUCTIONS.txt");
    std::string line, missing;
    size_t total = 0, covered = 0;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream ss(line);
      std::string name;
      ss >> name;
      ++total;
      if (used.count("tensor." + name))
        ++covered;
      else
        missing += " " + name;
    }
    std::printf("parser: instructions covered: %zu of %zu\n", covered, total);
    CHECK_MESSAGE(missing.empty(), ("not covered:" + missing));
    CHECK(covered == total);
  }

  TEST_CASE("invalid programs produce exactly their expected diagnostics") {
    const auto files = programs("invalid");
    size_t matched = 0;
    std::string failures;
    for (const fs::path& path : files) {
      const std::string file = path.filename().string();
      Context ctx;
      SourceManager sm;
      ParsedProgram p = parseFile(ctx, sm, path.string(), unlimited());
      const VerifySpec spec = parseVerifyDirectives(sm, p.file);
      const auto mismatches = verifyDiagnostics(sm, p.file, spec, p.diagnostics);
      if (mismatches.empty()) {
        ++matched;
        continue;
      }
      failures += "--- " + file + " (stage " + spec.stage + ")\n";
      for (const auto& m : mismatches) failures += m + "\n";
    }
    std::printf("parser: invalid programs matched: %zu of %zu\n", matched, files.size());
    if (matched == files.size()) std::remove("invalid-mismatches.txt");
    if (matched != files.size()) {
      std::FILE* out = std::fopen("invalid-mismatches.txt", "w");
      if (out) {
        std::fputs(failures.c_str(), out);
        std::fclose(out);
      }
    }
    CHECK_MESSAGE(matched == files.size(), (failures.substr(0, 20000)));
  }

  TEST_CASE("the complete examples of docs/language.md are valid") {
    std::ifstream in(kCorpus / ".." / ".." / ".." / "docs" / "language.md");
    REQUIRE(in);
    std::string line, block;
    bool inBlock = false;
    size_t examples = 0;
    while (std::getline(in, line)) {
      if (line.rfind("```", 0) == 0) {
        if (inBlock &&
            (block.rfind("func ", 0) == 0 || block.find("\nfunc ") != std::string::npos) &&
            block.find("...") == std::string::npos && block.find("…") == std::string::npos) {
          Context ctx;
          SourceManager sm;
          ParsedProgram p = parseString(ctx, sm, "example.tl", block, unlimited());
          CHECK_MESSAGE(p.ok(), (block + renderDiagnostics(sm, p.diagnostics)));
          ++examples;
        }
        inBlock = !inBlock;
        block.clear();
        continue;
      }
      if (inBlock) block += line + "\n";
    }
    std::printf("parser: %zu complete examples in docs/language.md checked\n", examples);
    CHECK(examples >= 3);
  }

  TEST_CASE("API: strings, streams, missing files, no output") {
    Context ctx;
    SourceManager sm;
    ParsedProgram a =
        parseString(ctx, sm, "a.tl", "func @f(%a: i32) {\n  %b = add %a, %a : i32\n}\n");
    CHECK(a.ok());
    CHECK(a.module->body()->size() == 1);
    std::istringstream in("func @g() {}\n");
    ParsedProgram b = parseStream(ctx, sm, in);
    CHECK(b.ok());
    ParsedProgram c = parseFile(ctx, sm, "/nonexistent/file.tl");
    CHECK(!c.ok());
    REQUIRE(c.diagnostics.size() == 1);
    ParsedProgram d = parseString(ctx, sm, "d.tl", "func @f() { %x = frob }");
    CHECK(!d.ok());
    CHECK(!d.diagnostics.empty());
  }

  TEST_CASE("if with an empty result list is if without one") {
    Context ctx;
    SourceManager sm;
    auto program = [](const std::string& results) {
      return "func @f(%c: bool, %A: memref<i32>) {\n"
             "  %one = constant 1 : i32\n"
             "  if %c" +
             results +
             " {\n"
             "    store %one, %A[]\n"
             "  } else {\n"
             "    yield ()\n"
             "  }\n"
             "}\n";
    };
    ParsedProgram empty = parseString(ctx, sm, "empty.tl", program(" -> ()"));
    ParsedProgram none = parseString(ctx, sm, "none.tl", program(""));
    CHECK_MESSAGE(empty.ok(), (renderDiagnostics(sm, empty.diagnostics)));
    REQUIRE(none.ok());
    if (!empty.ok()) return;
    CHECK(printProgram(*empty.module) == printProgram(*none.module));
    unsigned ifs = 0;
    for (Operation* f : *empty.module->body())
      f->walk([&](Operation* op) {
        if (tensor::is(op, tensor::OpKind::If)) {
          ++ifs;
          CHECK(op->numResults() == 0);
        }
        return true;
      });
    CHECK(ifs == 1);
    // A list with a missing type is still an error.
    ParsedProgram bad = parseString(ctx, sm, "bad.tl", program(" -> (i32,)"));
    CHECK(!bad.ok());
  }

  TEST_CASE("diagnostics carry notes, fix-its and keep going") {
    Context ctx;
    SourceManager sm;
    ParsedProgram p = parseString(ctx, sm, "n.tl",
                                  "func @f(%a: i32, %b: i64) {\n"
                                  "  %c = add %a, %b : i32\n"
                                  "  %d = cmp.lt %a, %a : bool\n"
                                  "  %e = frob %a\n"
                                  "  %c = add %a, %a : i32\n"
                                  "}\n",
                                  unlimited());
    REQUIRE(p.diagnostics.size() == 3); // syntax errors stop the checker
    CHECK(p.diagnostics[0].message == "'cmp.lt' is an old spelling; use 'less_than'");
    REQUIRE(p.diagnostics[0].fixits.size() == 1);
    CHECK(p.diagnostics[0].fixits[0].replacement == "less_than");
    CHECK(p.diagnostics[1].message == "unknown instruction 'frob'");
    CHECK(p.diagnostics[2].message == "redefinition of '%c'");
    REQUIRE(p.diagnostics[2].notes.size() == 1);
    CHECK(sm.lineColumn(p.diagnostics[2].notes[0].loc).line == 2);

    ParsedProgram q = parseString(ctx, sm, "m.tl",
                                  "func @f(%a: i32, %b: i64) {\n"
                                  "  %c = add %a, %b : i32\n"
                                  "}\n");
    REQUIRE(q.diagnostics.size() == 1);
    CHECK(q.diagnostics[0].message == "'%b' has type i64, expected i32");
    REQUIRE(q.diagnostics[0].notes.size() == 1); // at the definition of %b
    CHECK(sm.lineColumn(q.diagnostics[0].notes[0].loc).column == 18);
    const std::string text = renderDiagnostics(sm, q.diagnostics);
    CHECK(text.find("m.tl:2:16: error:") != std::string::npos);
    CHECK(text.find("note: '%b' is defined here") != std::string::npos);

    // Unterminated regions: one error at the end, not one per region.
    ParsedProgram u =
        parseString(ctx, sm, "u.tl", "func @f(%c: bool) {\n  if %c {\n    if %c {\n", unlimited());
    REQUIRE(u.diagnostics.size() == 1);
    CHECK(u.diagnostics[0].message == "expected '}'");

    // The error limit stops the frontend.
    std::string many = "func @f(%a: i32) {\n";
    for (int i = 0; i < 100; ++i) many += "  frob\n";
    many += "}\n";
    ParsedProgram r = parseString(ctx, sm, "l.tl", many);
    CHECK(r.diagnostics.size() == 21); // 20 errors + "too many errors"
  }

  TEST_CASE("nesting depth is limited") {
    std::string src = "func @f(%c: bool) {\n";
    for (int i = 0; i < 10000; ++i) src += "if %c {\n";
    for (int i = 0; i < 10000; ++i) src += "}\n";
    src += "}\n";
    Context ctx;
    SourceManager sm;
    ParsedProgram p = parseString(ctx, sm, "deep.tl", src);
    CHECK(!p.ok());
    bool found = false;
    for (const auto& d : p.diagnostics)
      found = found || d.message.find("nested too deeply") != std::string::npos;
    CHECK(found);
    std::string attrs = "func @f() attributes{\"a\"=";
    for (int i = 0; i < 10000; ++i) attrs += "[";
    ParsedProgram q = parseString(ctx, sm, "deep2.tl", attrs);
    CHECK(!q.ok());
  }

} // TEST_SUITE
