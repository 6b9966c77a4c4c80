#include "frontend/Diagnostics.h"

#include <utility>

namespace spvkit::frontend {

const char* severityName(Severity s) {
  switch (s) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  case Severity::Fatal:
    return "fatal error";
  }
  return "error";
}

Diagnostic* DiagnosticBuilder::get() const {
  return engine_ ? &engine_->diags_[index_] : nullptr;
}

DiagnosticBuilder& DiagnosticBuilder::note(SourceRange range, std::string message) {
  if (Diagnostic* d = get()) {
    Diagnostic n;
    n.severity = Severity::Note;
    n.loc = range.begin;
    if (range.isValid()) n.ranges.push_back(range);
    n.message = std::move(message);
    d->notes.push_back(std::move(n));
  }
  return *this;
}

DiagnosticBuilder& DiagnosticBuilder::note(SourceLocation loc, std::string message) {
  if (Diagnostic* d = get()) {
    Diagnostic n;
    n.severity = Severity::Note;
    n.loc = loc;
    n.message = std::move(message);
    d->notes.push_back(std::move(n));
  }
  return *this;
}

DiagnosticBuilder& DiagnosticBuilder::note(std::string message) {
  return note(SourceLocation{}, std::move(message));
}

DiagnosticBuilder& DiagnosticBuilder::range(SourceRange range) {
  if (Diagnostic* d = get(); d && range.isValid()) d->ranges.push_back(range);
  return *this;
}

DiagnosticBuilder& DiagnosticBuilder::fixit(SourceRange range, std::string replacement) {
  if (Diagnostic* d = get(); d && range.isValid())
    d->fixits.push_back({range, std::move(replacement)});
  return *this;
}

DiagnosticBuilder DiagnosticEngine::report(Severity severity, SourceRange range,
                                           std::string message) {
  Diagnostic d;
  d.severity = severity;
  d.loc = range.begin;
  if (range.isValid()) d.ranges.push_back(range);
  d.message = std::move(message);
  return add(std::move(d));
}

DiagnosticBuilder DiagnosticEngine::report(Severity severity, SourceLocation loc,
                                           std::string message) {
  Diagnostic d;
  d.severity = severity;
  d.loc = loc;
  d.message = std::move(message);
  return add(std::move(d));
}

DiagnosticBuilder DiagnosticEngine::add(Diagnostic d) {
  if (stopped_) return DiagnosticBuilder(nullptr, 0);
  if (d.severity == Severity::Warning) {
    if (options_.ignoreWarnings) return DiagnosticBuilder(nullptr, 0);
    if (options_.warningsAsErrors) d.severity = Severity::Error;
  }
  if (d.severity == Severity::Error || d.severity == Severity::Fatal) {
    if (options_.errorLimit != 0 && errors_ >= options_.errorLimit) {
      Diagnostic f;
      f.severity = Severity::Fatal;
      f.message = "too many errors emitted, stopping now";
      diags_.push_back(std::move(f));
      ++errors_;
      stopped_ = true;
      return DiagnosticBuilder(nullptr, 0);
    }
    ++errors_;
    if (d.severity == Severity::Fatal) stopped_ = true;
  } else if (d.severity == Severity::Warning) {
    ++warnings_;
  }
  diags_.push_back(std::move(d));
  return DiagnosticBuilder(this, diags_.size() - 1);
}

std::vector<Diagnostic> DiagnosticEngine::take() {
  std::vector<Diagnostic> out = std::move(diags_);
  clear();
  return out;
}

void DiagnosticEngine::clear() {
  diags_.clear();
  errors_ = warnings_ = 0;
  stopped_ = false;
}

} // namespace spvkit::frontend
