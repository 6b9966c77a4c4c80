// Verify mode: checks the diagnostics produced for a source file against
// expectations written in the file's comments (like clang -verify). This is
// how the test corpus (tests/frontend/corpus) states what must be reported;
// tools can offer it too (e.g. tensor-lang-cc --verify).
//
// Directive syntax, inside a ';' comment (several per comment are allowed):
//
//   expected-<severity>@<line>:<column> {{<message substring>}}
//
//   <severity>  error | warning | note
//   <line>      +N / -N: relative to the line holding the directive
//               N: absolute line number
//   <column>    1-based column in code points (a tab counts as one)
//
//   ; expected-error@+1:10 {{'cmp.lt' is an old spelling}}
//   %1 = cmp.lt %0, %c16 : bool
//
// A comment line "; stage: <name>" records which stage must produce the
// diagnostics (lex, parse or sema in the corpus). Errors and warnings must
// match one-to-one (fatal errors count as errors); expected notes must be
// produced, but unexpected notes are tolerated.
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/SourceManager.h"

#include <span>
#include <string>
#include <vector>

namespace spvkit::frontend {

struct ExpectedDiagnostic {
  Severity severity = Severity::Error;
  uint32_t line = 0;
  uint32_t column = 0;
  std::string message;
  /// Where the directive is written.
  SourceRange directive;
};

struct VerifySpec {
  std::vector<ExpectedDiagnostic> expected;
  /// The value of a "; stage: <name>" comment, or "".
  std::string stage;
  /// Malformed directives, as located errors.
  std::vector<Diagnostic> problems;
};

/// Extracts the directives from the comments of a buffer.
VerifySpec parseVerifyDirectives(const SourceManager& sm, FileId file);

/// Compares `actual` with the expectations; returns one line per mismatch
/// ("file:3:10: expected error not produced: {{...}}",
/// "file:4:2: unexpected error: ..."); empty on success.
std::vector<std::string> verifyDiagnostics(const SourceManager& sm, FileId file,
                                           const VerifySpec& spec,
                                           std::span<const Diagnostic> actual);

} // namespace spvkit::frontend
