// The diagnostics engine collects the errors, warnings and notes that the
// frontend (lexer, parser, semantic checks) reports about a program. The
// library never prints and never exits: every diagnostic is recorded with its
// severity, a caret location, highlighted ranges, optional fix-it hints and
// attached notes (e.g. "previous definition is here"), and the caller gets the
// list. DiagnosticRenderer.h turns it into clang-style text.
//
// Error limit and "keep going": components report every error they can recover
// from and continue; the engine counts errors and, once the configured limit
// is reached, records one fatal "too many errors emitted, stopping now",
// drops everything after it, and answers shouldStop() == true so that callers
// can bail out early.
#pragma once

#include "frontend/SourceManager.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace spvkit::frontend {

enum class Severity : uint8_t { Note, Warning, Error, Fatal };

/// "note", "warning", "error" or "fatal error".
const char* severityName(Severity s);

/// A suggested edit: replace `range` by `replacement` (empty range = insertion).
struct FixIt {
  SourceRange range;
  std::string replacement;
};

struct Diagnostic {
  Severity severity = Severity::Error;
  /// Where the caret goes; invalid for diagnostics without a location.
  SourceLocation loc;
  /// Highlighted ranges (underlined with '~'); usually the offending token.
  std::vector<SourceRange> ranges;
  std::string message;
  std::vector<FixIt> fixits;
  /// Notes attached to this diagnostic (severity Note), in order.
  std::vector<Diagnostic> notes;
};

struct DiagnosticOptions {
  /// Maximum number of errors before stopping; 0 = unlimited.
  uint32_t errorLimit = 20;
  /// Report warnings as errors.
  bool warningsAsErrors = false;
  /// Drop warnings.
  bool ignoreWarnings = false;
};

class DiagnosticEngine;

/// Returned by DiagnosticEngine::report; adds notes, ranges and fix-its to the
/// diagnostic just reported. If the diagnostic was dropped (error limit,
/// ignored warning) all calls are no-ops.
class DiagnosticBuilder {
public:
  DiagnosticBuilder& note(SourceRange range, std::string message);
  DiagnosticBuilder& note(SourceLocation loc, std::string message);
  /// A note without a location.
  DiagnosticBuilder& note(std::string message);
  DiagnosticBuilder& range(SourceRange range);
  DiagnosticBuilder& fixit(SourceRange range, std::string replacement);
  /// Whether the diagnostic was recorded.
  explicit operator bool() const { return engine_ != nullptr; }

private:
  friend class DiagnosticEngine;
  DiagnosticBuilder(DiagnosticEngine* engine, size_t index) : engine_(engine), index_(index) {}
  Diagnostic* get() const;
  DiagnosticEngine* engine_;
  size_t index_;
};

class DiagnosticEngine {
public:
  explicit DiagnosticEngine(DiagnosticOptions options = {}) : options_(options) {}

  /// Records a diagnostic whose caret is at range.begin and which underlines
  /// `range`. Notes must be attached through the returned builder.
  DiagnosticBuilder report(Severity severity, SourceRange range, std::string message);
  /// Records a diagnostic with a caret only (no underline).
  DiagnosticBuilder report(Severity severity, SourceLocation loc, std::string message);

  DiagnosticBuilder error(SourceRange range, std::string message) {
    return report(Severity::Error, range, std::move(message));
  }
  DiagnosticBuilder warning(SourceRange range, std::string message) {
    return report(Severity::Warning, range, std::move(message));
  }
  /// A free-standing note (prefer DiagnosticBuilder::note to attach notes).
  DiagnosticBuilder note(SourceRange range, std::string message) {
    return report(Severity::Note, range, std::move(message));
  }

  const std::vector<Diagnostic>& diagnostics() const { return diags_; }
  /// Moves the collected diagnostics out and resets the engine's counters.
  std::vector<Diagnostic> take();
  void clear();

  /// Number of errors recorded (fatal errors included).
  uint32_t errorCount() const { return errors_; }
  uint32_t warningCount() const { return warnings_; }
  bool hasErrors() const { return errors_ != 0; }
  /// True once the error limit was reached; nothing more is recorded.
  bool shouldStop() const { return stopped_; }

  const DiagnosticOptions& options() const { return options_; }
  void setOptions(DiagnosticOptions options) { options_ = options; }

private:
  friend class DiagnosticBuilder;
  DiagnosticBuilder add(Diagnostic d);
  DiagnosticOptions options_;
  std::vector<Diagnostic> diags_;
  uint32_t errors_ = 0;
  uint32_t warnings_ = 0;
  bool stopped_ = false;
};

} // namespace spvkit::frontend
