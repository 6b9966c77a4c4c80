// Located errors reported by IR components (parser, verifier, passes, binary
// reader). Libraries never print: they append to a `DiagnosticList` that the
// caller renders or inspects.
#pragma once

#include "ir/Location.h"

#include <string>
#include <vector>

namespace spvkit {

struct Diagnostic {
  enum class Severity { Error, Warning, Note };
  Severity severity = Severity::Error;
  Location loc;
  std::string message;

  /// "file:line:col: error: message"
  std::string str() const;
};

class DiagnosticList {
public:
  void error(Location loc, std::string message) {
    items_.push_back({Diagnostic::Severity::Error, loc, std::move(message)});
  }
  void warning(Location loc, std::string message) {
    items_.push_back({Diagnostic::Severity::Warning, loc, std::move(message)});
  }
  void note(Location loc, std::string message) {
    items_.push_back({Diagnostic::Severity::Note, loc, std::move(message)});
  }
  bool hasErrors() const;
  size_t errorCount() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  bool empty() const { return items_.empty(); }
  void clear() { items_.clear(); }
  /// All diagnostics, one per line.
  std::string str() const;

private:
  std::vector<Diagnostic> items_;
};

} // namespace spvkit
