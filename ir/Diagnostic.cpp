#include "ir/Diagnostic.h"

namespace spvkit {

std::string Diagnostic::str() const {
  const char* kind = severity == Severity::Error     ? "error"
                     : severity == Severity::Warning ? "warning"
                                                     : "note";
  return loc.str() + ": " + kind + ": " + message;
}

bool DiagnosticList::hasErrors() const {
  return errorCount() != 0;
}

size_t DiagnosticList::errorCount() const {
  size_t n = 0;
  for (auto& d : items_) n += d.severity == Diagnostic::Severity::Error;
  return n;
}

std::string DiagnosticList::str() const {
  std::string out;
  for (auto& d : items_) out += d.str() + "\n";
  return out;
}

} // namespace spvkit
