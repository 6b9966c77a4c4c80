// Verify mode: expected-diagnostic directives and matching.
#include "frontend/Verify.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace spvkit::frontend;

namespace {

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += x + "\n";
  return s;
}

} // namespace

TEST_SUITE("diagnostics") {

  TEST_CASE("verify: directive syntax") {
    SourceManager sm;
    const FileId f =
        sm.addBuffer("v.tl", "; stage: sema\n"
                             "; expected-error@+1:5 {{first}}\n"
                             "abc def ; expected-warning@+0:5 {{same line}}\n"
                             "; expected-note@-2:1 {{note}} expected-error@1:1 {{abs}}\n"
                             "x \"; expected-error@+1:1 {{inside a string}}\"\n");
    const VerifySpec spec = parseVerifyDirectives(sm, f);
    CHECK(spec.problems.empty());
    CHECK(spec.stage == "sema");
    REQUIRE(spec.expected.size() == 4);
    CHECK(spec.expected[0].severity == Severity::Error);
    CHECK(spec.expected[0].line == 3);
    CHECK(spec.expected[0].column == 5);
    CHECK(spec.expected[0].message == "first");
    CHECK(spec.expected[1].severity == Severity::Warning);
    CHECK(spec.expected[1].line == 3);
    CHECK(spec.expected[2].severity == Severity::Note);
    CHECK(spec.expected[2].line == 2);
    CHECK(spec.expected[3].line == 1);
    CHECK(spec.expected[3].message == "abs");
    CHECK(sm.textOf(spec.expected[0].directive) == "expected-error@+1:5 {{first}}");
  }

  TEST_CASE("verify: malformed directives are problems") {
    SourceManager sm;
    const FileId f = sm.addBuffer("m.tl", "; expected-error {{no location}}\n"
                                          "; expected-error@+1:0 {{column 0}}\n"
                                          "; expected-error@+9:1 {{outside}}\n"
                                          "; expected-error@+1:2 no braces\n"
                                          "; expected-fatal@1:1 {{kind}}\n");
    const VerifySpec spec = parseVerifyDirectives(sm, f);
    CHECK(spec.expected.empty());
    REQUIRE(spec.problems.size() == 5);
    CHECK(spec.problems[0].message == "malformed directive: expected '@<line>:<column>'");
    CHECK(spec.problems[1].message == "malformed directive: expected a column number >= 1");
    CHECK(spec.problems[2].message == "malformed directive: the line is outside the file");
    CHECK(spec.problems[3].message == "malformed directive: expected '{{message}}'");
    CHECK(spec.problems[4].message ==
          "unknown directive; expected expected-error, -warning or -note");
    CHECK(sm.lineColumn(spec.problems[4].loc) == LineColumn{5, 3});
    CHECK(verifyDiagnostics(sm, f, spec, {}).size() == 5);
  }

  TEST_CASE("verify: matching") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "; expected-error@+1:3 {{bad thing}}\n"
                                          "  %a = x\n"
                                          "; expected-note@-1:3 {{see}}\n");
    const VerifySpec spec = parseVerifyDirectives(sm, f);
    const SourceLocation at = sm.locationOf(f, 2, 3);
    SUBCASE("exact match, extra notes tolerated") {
      DiagnosticEngine de;
      de.error(SourceRange(at, at.advanced(2)), "a bad thing happened")
          .note(at, "see here")
          .note(at, "another note");
      CHECK(join(verifyDiagnostics(sm, f, spec, de.diagnostics())) == "");
    }
    SUBCASE("wrong column and missing note") {
      DiagnosticEngine de;
      de.error(SourceRange(at.advanced(1)), "a bad thing happened");
      CHECK(join(verifyDiagnostics(sm, f, spec, de.diagnostics())) ==
            "k.tl:2:3: expected error not produced: {{bad thing}}\n"
            "    got error at k.tl:2:4: a bad thing happened\n"
            "k.tl:2:3: expected note not produced: {{see}}\n"
            "    got error at k.tl:2:4: a bad thing happened\n"
            "k.tl:2:4: unexpected error: a bad thing happened\n");
    }
    SUBCASE("unexpected warnings and fatal errors count") {
      DiagnosticEngine de(DiagnosticOptions{.errorLimit = 1});
      de.error(SourceRange(at), "bad thing").note(at, "see");
      de.warning(SourceRange(at), "hmm");
      de.error(SourceRange(at), "second");
      CHECK(join(verifyDiagnostics(sm, f, spec, de.diagnostics())) ==
            "k.tl:2:3: unexpected warning: hmm\n"
            "k.tl: unexpected error: too many errors emitted, stopping now\n");
    }
  }

} // TEST_SUITE
