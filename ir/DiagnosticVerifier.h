// DiagnosticVerifier: checks the diagnostics of a run against the
// `// expected-*` annotations written in the input text, as
// `mlir-opt --verify-diagnostics` does, so that tests state the errors they
// expect next to the line that causes them (and MLIR's own test files can be
// run unchanged).
//
// Directive syntax (MLIR's; a line holds at most one, and it ends the line):
//
//   expected-<kind>[-re][@<where>] {{<text>}}
//
//   <kind>   error | warning | note | remark
//   <where>  +N / -N (relative to the directive's line); above / below: the
//            nearest line above / below that holds no directive; without
//            it, the directive's own line
//   <text>   a substring of the message; with `-re`, text outside `{{...}}`
//            pairs inside it is literal and the pairs are regular expressions
//
// As in MLIR: columns are not compared, one directive may match several
// identical diagnostics, a diagnostic of another kind than expected on the
// right line is a "near miss", and notes must be expected like any other
// diagnostic. The report uses MLIR's wording ("unexpected error: ...",
// `expected error "..." was not produced`).
#pragma once

#include "ir/Diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace spvkit {

class DiagnosticVerifier {
public:
  /// Reads the directives of `source`, whose diagnostics name `fileName`.
  /// Text that does not match the directive pattern is ordinary text (as in
  /// MLIR); a `-re` directive with an invalid expression is reported by `finish`.
  DiagnosticVerifier(std::string_view source, std::string_view fileName);

  /// Matches each diagnostic of `actual` (in order) against the expectations.
  void process(const DiagnosticList& actual);
  /// The mismatches, as errors located at the unexpected diagnostic or at the
  /// directive that was not satisfied; empty when everything matched.
  DiagnosticList finish();

  /// `file:line:col: error: message`, then the source line and a caret under
  /// the column, as MLIR prints its diagnostics (the line only when `loc`
  /// names this verifier's file).
  std::string render(const Diagnostic& d) const;

private:
  struct Expected {
    Diagnostic::Severity severity;
    bool isRemark = false;
    uint32_t line = 0;
    std::string text;
    bool regex = false;
    Location directive;
    bool matched = false;
  };
  bool matches(const Expected& e, std::string_view message) const;

  std::string_view source_;
  std::string_view file_;
  std::vector<uint32_t> lineStarts_;
  std::vector<Expected> expected_;
  DiagnosticList report_;
};

} // namespace spvkit
