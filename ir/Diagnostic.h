// Located errors reported by IR components (parser, verifier, passes, binary
// reader). Libraries never print: they append to a `DiagnosticList` that the
// caller renders or inspects. A list keeps its own copy of the file names its
// locations refer to, so it may outlive the context that interned them.
#pragma once

#include "ir/Location.h"

#include <memory>
#include <set>
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
    add(Diagnostic::Severity::Error, loc, std::move(message));
  }
  void warning(Location loc, std::string message) {
    add(Diagnostic::Severity::Warning, loc, std::move(message));
  }
  void note(Location loc, std::string message) {
    add(Diagnostic::Severity::Note, loc, std::move(message));
  }
  bool hasErrors() const;
  size_t errorCount() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  bool empty() const { return items_.empty(); }
  void clear() { items_.clear(); }
  /// All diagnostics, one per line.
  std::string str() const;

private:
  void add(Diagnostic::Severity severity, Location loc, std::string message);

  std::vector<Diagnostic> items_;
  /// File names of the locations in items_ (nodes do not move; copies of the
  /// list share them).
  std::shared_ptr<std::set<std::string, std::less<>>> files_;
};

} // namespace spvkit
