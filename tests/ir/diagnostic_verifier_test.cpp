// ir/DiagnosticVerifier and ir/SplitInput: the parts of mlir-opt's
// --verify-diagnostics / --split-input-file behaviour that the lit tests do
// not reach (dangling @below, near misses, one directive for several
// diagnostics, -re, split near misses and chunk names).
#include "ir/DiagnosticVerifier.h"
#include "ir/SplitInput.h"

#include <doctest/doctest.h>

using namespace spvkit;

namespace {

Location at(uint32_t line, uint32_t col = 1) {
  return Location{"t.mlir", line, col};
}

std::vector<std::string> mismatches(std::string_view source, const DiagnosticList& actual) {
  DiagnosticVerifier v(source, "t.mlir");
  v.process(actual);
  std::vector<std::string> out;
  DiagnosticList report = v.finish();
  for (const Diagnostic& d : report.items()) out.push_back(d.str());
  return out;
}

} // namespace

TEST_CASE("directives: @+N, @-N, @above and @below skip directive lines") {
  const char* src = "op1\n"                           // 1
                    "// expected-error@below {{b}}\n" // 2
                    "// expected-error@above {{a}}\n" // 3
                    "op4\n"                           // 4
                    "// expected-note@-4 {{n}}\n"     // 5
                    "// expected-warning@+1 {{w}}\n"  // 6
                    "op7\n";                          // 7
  DiagnosticList d;
  d.error(at(4), "xx b xx");
  d.error(at(1), "a");
  d.note(at(1), "n!");
  d.warning(at(7), "w");
  CHECK(mismatches(src, d).empty());
}

TEST_CASE("unexpected, missing and near-miss diagnostics are reported as mlir-opt words them") {
  const char* src = "op1 // expected-error {{first}}\n"
                    "op2 // expected-note {{second}}\n"
                    "op3\n";
  DiagnosticList d;
  d.error(at(2, 5), "the second one");
  d.error(at(3, 2), "surprise");
  auto m = mismatches(src, d);
  REQUIRE(m.size() == 4);
  CHECK(m[0] == "t.mlir:2:8: error: 'error' diagnostic emitted when expecting a 'note'");
  CHECK(m[1] == "t.mlir:3:2: error: unexpected error: surprise");
  CHECK(m[2] == "t.mlir:1:8: error: expected error \"first\" was not produced");
  CHECK(m[3] == "t.mlir:2:8: error: expected note \"second\" was not produced");
}

TEST_CASE("one directive absorbs identical diagnostics; a dangling @below points past the end") {
  DiagnosticList d;
  d.error(at(2), "dup");
  d.error(at(2), "dup");
  CHECK(mismatches("// expected-error@+1 {{dup}}\nop\n", d).empty());
  auto m = mismatches("op\n// expected-error@below {{never}}", DiagnosticList());
  REQUIRE(m.size() == 1);
  CHECK(m[0] == "t.mlir:2:4: error: expected error \"never\" was not produced");
}

TEST_CASE("-re directives: literal text outside {{...}}, regular expressions inside") {
  DiagnosticList d;
  d.error(at(2), "index 17 out of range (a+b)");
  CHECK(mismatches("// expected-error-re@+1 {{index {{[0-9]+}} out of range (a+b)}}\nop\n", d)
            .empty());
  auto m = mismatches("// expected-error-re@+1 {{index {{[a-z]+}} out}}\nop\n", d);
  CHECK(m.size() == 2);
  auto bad = mismatches("// expected-error-re {{{{[}}}}\n", DiagnosticList());
  REQUIRE(bad.size() == 1);
  CHECK(bad[0].find("invalid regular expression") != std::string::npos);
}

TEST_CASE("text that is not a directive is ignored, as in MLIR") {
  CHECK(mismatches("// expected-error without braces\n// expected-errors {{x}}\n", DiagnosticList())
            .empty());
}

TEST_CASE("render adds the source line and a caret") {
  DiagnosticVerifier v("first\n  second line\n", "t.mlir");
  Diagnostic d{Diagnostic::Severity::Error, at(2, 3), "boom"};
  CHECK(v.render(d) == "t.mlir:2:3: error: boom\n  second line\n  ^\n");
}

TEST_CASE("splitInput cuts as MLIR 19 does and names the chunks") {
  DiagnosticList w;
  auto chunks = splitInput("a\n// -----\nb\n// -----\nc", "f.mlir", w);
  REQUIRE(chunks.size() == 3);
  CHECK(chunks[0].text == "a\n");
  CHECK(chunks[1].text == "\nb\n");
  CHECK(chunks[1].firstLine == 2);
  CHECK(chunks[2].name == "within split at f.mlir:4 offset ");
  CHECK(w.empty());
}

TEST_CASE("a marker of the wrong length is a near-miss warning and does not cut") {
  DiagnosticList w;
  auto chunks = splitInput("a\n// ---\nb\n", "f.mlir", w);
  CHECK(chunks.size() == 1);
  REQUIRE(w.items().size() == 1);
  CHECK(w.items()[0].str() == "f.mlir:2:7: warning: near miss with file split marker");
  DiagnosticList none;
  CHECK(splitInput("no marker\n", "f.mlir", none).size() == 1);
  CHECK(splitInput("", "f.mlir", none).empty());
}
