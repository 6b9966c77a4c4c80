// DiagnosticEngine (counting, limits, notes) and the clang-style renderer
// (golden strings).
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Diagnostics.h"

#include <doctest/doctest.h>

#include <string>

using namespace spvkit::frontend;

namespace {

SourceRange rng(const SourceManager& sm, FileId f, uint32_t b, uint32_t e) {
  return {sm.location(f, b), sm.location(f, e)};
}

} // namespace

TEST_SUITE("diagnostics") {

  TEST_CASE("engine records, counts and attaches notes") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "abc def");
    DiagnosticEngine de;
    de.error(rng(sm, f, 4, 7), "bad").note(rng(sm, f, 0, 3), "see here").note("free note");
    de.warning(rng(sm, f, 0, 1), "careful");
    de.report(Severity::Error, sm.location(f, 2), "caret only");
    CHECK(de.errorCount() == 2);
    CHECK(de.warningCount() == 1);
    CHECK(de.hasErrors());
    CHECK_FALSE(de.shouldStop());
    REQUIRE(de.diagnostics().size() == 3);
    const Diagnostic& d = de.diagnostics()[0];
    CHECK(d.severity == Severity::Error);
    CHECK(d.loc == sm.location(f, 4));
    REQUIRE(d.ranges.size() == 1);
    CHECK(d.ranges[0] == rng(sm, f, 4, 7));
    REQUIRE(d.notes.size() == 2);
    CHECK(d.notes[0].severity == Severity::Note);
    CHECK(d.notes[0].message == "see here");
    CHECK_FALSE(d.notes[1].loc.isValid());
    CHECK(de.diagnostics()[2].ranges.empty());
    const auto taken = de.take();
    CHECK(taken.size() == 3);
    CHECK(de.diagnostics().empty());
    CHECK(de.errorCount() == 0);
  }

  TEST_CASE("error limit stops with one fatal error") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "abcdef");
    DiagnosticEngine de(DiagnosticOptions{.errorLimit = 3});
    for (int i = 0; i < 5; ++i) {
      auto b = de.error(rng(sm, f, i, i + 1), "e" + std::to_string(i));
      b.note(rng(sm, f, 0, 1), "n");
      CHECK(static_cast<bool>(b) == (i < 3));
    }
    de.warning(rng(sm, f, 0, 1), "dropped");
    REQUIRE(de.diagnostics().size() == 4);
    CHECK(de.diagnostics()[3].severity == Severity::Fatal);
    CHECK(de.diagnostics()[3].message == "too many errors emitted, stopping now");
    CHECK(de.errorCount() == 4);
    CHECK(de.shouldStop());
    CHECK(renderDiagnostic(sm, de.diagnostics()[3]) ==
          "fatal error: too many errors emitted, stopping now\n");
    de.clear();
    CHECK_FALSE(de.shouldStop());

    DiagnosticEngine unlimited(DiagnosticOptions{.errorLimit = 0});
    for (int i = 0; i < 1000; ++i) unlimited.error(rng(sm, f, 0, 1), "e");
    CHECK(unlimited.diagnostics().size() == 1000);
    CHECK_FALSE(unlimited.shouldStop());
  }

  TEST_CASE("warning options") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "x");
    DiagnosticEngine werror(DiagnosticOptions{.warningsAsErrors = true});
    werror.warning(rng(sm, f, 0, 1), "w");
    CHECK(werror.errorCount() == 1);
    CHECK(werror.diagnostics()[0].severity == Severity::Error);
    DiagnosticEngine quiet(DiagnosticOptions{.ignoreWarnings = true});
    CHECK_FALSE(quiet.warning(rng(sm, f, 0, 1), "w"));
    CHECK(quiet.diagnostics().empty());
  }

  TEST_CASE("render: error with range, fix-it and note") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "func @f(%a: i32) {\n  %1 = cmp.lt %0, %c16 : bool\n}\n");
    DiagnosticEngine de;
    de.error(rng(sm, f, 26, 32), "'cmp.lt' is an old spelling; use 'less_than'")
        .fixit(rng(sm, f, 26, 32), "less_than")
        .note(rng(sm, f, 8, 10), "previous definition is here");
    CHECK(renderDiagnostics(sm, de.diagnostics()) ==
          "k.tl:2:8: error: 'cmp.lt' is an old spelling; use 'less_than'\n"
          "  %1 = cmp.lt %0, %c16 : bool\n"
          "       ^~~~~~\n"
          "       less_than\n"
          "k.tl:1:9: note: previous definition is here\n"
          "func @f(%a: i32) {\n"
          "        ^~\n");
    RenderOptions noSource;
    noSource.showSource = false;
    CHECK(renderDiagnostics(sm, de.diagnostics(), noSource) ==
          "k.tl:2:8: error: 'cmp.lt' is an old spelling; use 'less_than'\n"
          "k.tl:1:9: note: previous definition is here\n");
    RenderOptions gutter;
    gutter.showLineNumbers = true;
    gutter.showFixits = false;
    CHECK(renderDiagnostic(sm, de.diagnostics()[0], gutter) ==
          "k.tl:2:8: error: 'cmp.lt' is an old spelling; use 'less_than'\n"
          "    2 |   %1 = cmp.lt %0, %c16 : bool\n"
          "      |        ^~~~~~\n"
          "k.tl:1:9: note: previous definition is here\n"
          "    1 | func @f(%a: i32) {\n"
          "      |         ^~\n");
  }

  TEST_CASE("render: secondary ranges, caret-only, end of line, warnings") {
    SourceManager sm;
    const FileId f = sm.addBuffer("m.tl", "%c = add %a, %b : i32\nabc\n");
    DiagnosticEngine de;
    de.error(rng(sm, f, 13, 15), "'%b' has type i64, expected i32").range(rng(sm, f, 18, 21));
    de.report(Severity::Warning, sm.location(f, 5), "caret only");
    de.report(Severity::Error, sm.location(f, 25), "expected '}' at end of line");
    de.report(Severity::Error, SourceLocation{}, "no location");
    CHECK(renderDiagnostics(sm, de.diagnostics()) ==
          "m.tl:1:14: error: '%b' has type i64, expected i32\n"
          "%c = add %a, %b : i32\n"
          "             ^~   ~~~\n"
          "m.tl:1:6: warning: caret only\n"
          "%c = add %a, %b : i32\n"
          "     ^\n"
          "m.tl:2:4: error: expected '}' at end of line\n"
          "abc\n"
          "   ^\n"
          "error: no location\n");
  }

  TEST_CASE("render: ranges spanning lines are cut at the line end") {
    SourceManager sm;
    const FileId f = sm.addBuffer("r.tl", "if %c {\n  yield\n}\n");
    DiagnosticEngine de;
    de.error(rng(sm, f, 6, 17), "region");
    CHECK(renderDiagnostic(sm, de.diagnostics()[0]) == "r.tl:1:7: error: region\n"
                                                       "if %c {\n"
                                                       "      ^~\n");
  }

  TEST_CASE("render: tabs, UTF-8, wide and unprintable characters") {
    SourceManager sm;
    DiagnosticEngine de;
    const FileId tab = sm.addBuffer("t.tl", "\t%x = foo\n");
    de.error(rng(sm, tab, 6, 9), "unknown instruction 'foo'");
    const FileId tab2 = sm.addBuffer("t2.tl", "ab\t%x\n");
    de.error(rng(sm, tab2, 3, 5), "tab");
    const FileId u = sm.addBuffer("u.tl", "\"\xC3\xA9\" %bad");
    de.error(rng(sm, u, 5, 9), "utf8");
    const FileId w = sm.addBuffer("w.tl", "\"\xE4\xB8\xAD\" %bad");
    de.error(rng(sm, w, 6, 10), "wide");
    const FileId c = sm.addBuffer("c.tl", "a\x01"
                                          "b \xFF"
                                          "c");
    de.error(rng(sm, c, 2, 3), "control");
    de.error(rng(sm, c, 4, 5), "byte");
    de.error(rng(sm, w, 1, 4), "on wide");
    CHECK(renderDiagnostics(sm, de.diagnostics()) == "t.tl:1:7: error: unknown instruction 'foo'\n"
                                                     "        %x = foo\n"
                                                     "             ^~~\n"
                                                     "t2.tl:1:4: error: tab\n"
                                                     "ab      %x\n"
                                                     "        ^~\n"
                                                     "u.tl:1:5: error: utf8\n"
                                                     "\"\xC3\xA9\" %bad\n"
                                                     "    ^~~~\n"
                                                     "w.tl:1:5: error: wide\n"
                                                     "\"\xE4\xB8\xAD\" %bad\n"
                                                     "     ^~~~\n"
                                                     "c.tl:1:3: error: control\n"
                                                     "a<U+0001>b <FF>c\n"
                                                     "         ^\n"
                                                     "c.tl:1:5: error: byte\n"
                                                     "a<U+0001>b <FF>c\n"
                                                     "           ^~~~\n"
                                                     "w.tl:1:2: error: on wide\n"
                                                     "\"\xE4\xB8\xAD\" %bad\n"
                                                     " ^~\n");
    RenderOptions four;
    four.tabStop = 4;
    CHECK(renderDiagnostic(sm, de.diagnostics()[1], four) == "t2.tl:1:4: error: tab\n"
                                                             "ab  %x\n"
                                                             "    ^~\n");
  }

  TEST_CASE("render: colors and summary") {
    SourceManager sm;
    const FileId f = sm.addBuffer("k.tl", "abc");
    DiagnosticEngine de;
    de.error(rng(sm, f, 0, 3), "bad");
    RenderOptions color;
    color.color = true;
    const std::string s = renderDiagnostic(sm, de.diagnostics()[0], color);
    CHECK(s == "\033[1mk.tl:1:1: \033[1;31merror: \033[0m\033[1mbad\033[0m\nabc\n"
               "\033[1;32m^~~\033[0m\n");
    CHECK(renderSummary(0, 0) == "");
    CHECK(renderSummary(1, 0) == "1 error generated.\n");
    CHECK(renderSummary(2, 1) == "1 warning and 2 errors generated.\n");
    CHECK(renderSummary(0, 3) == "3 warnings generated.\n");
  }

} // TEST_SUITE
