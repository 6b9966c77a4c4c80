#include "ir/Diagnostic.h"

namespace spvkit {

std::string Diagnostic::str() const {
  const char* kind = severity == Severity::Error     ? "error"
                     : severity == Severity::Warning ? "warning"
                                                     : "note";
  return loc.str() + ": " + kind + ": " + message;
}

void DiagnosticList::add(Diagnostic::Severity severity, Location loc, std::string message) {
  if (!loc.file.empty()) {
    if (!files_) files_ = std::make_shared<std::set<std::string, std::less<>>>();
    auto it = files_->find(loc.file);
    if (it == files_->end()) it = files_->emplace(loc.file).first;
    loc.file = *it;
  }
  items_.push_back({severity, loc, std::move(message)});
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
