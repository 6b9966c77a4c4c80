#include "ir/DiagnosticVerifier.h"

#include <cctype>
#include <charconv>
#include <regex>

namespace spvkit {

namespace {

const char* kindName(Diagnostic::Severity s) {
  switch (s) {
  case Diagnostic::Severity::Error:
    return "error";
  case Diagnostic::Severity::Warning:
    return "warning";
  case Diagnostic::Severity::Note:
    return "note";
  }
  return "error";
}

/// `text` of a `-re` directive as an ECMAScript pattern: `{{re}}` pairs are
/// kept, everything else is escaped.
std::string regexOf(std::string_view text) {
  std::string out;
  while (!text.empty()) {
    size_t open = text.find("{{");
    std::string_view literal = text.substr(0, open);
    for (char c : literal) {
      if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) out += '\\';
      out += c;
    }
    if (open == std::string_view::npos) break;
    size_t close = text.find("}}", open + 2);
    if (close == std::string_view::npos) close = text.size();
    out += '(';
    out += text.substr(open + 2, close - open - 2);
    out += ')';
    text.remove_prefix(std::min(text.size(), close + 2));
  }
  return out;
}

} // namespace

DiagnosticVerifier::DiagnosticVerifier(std::string_view source, std::string_view fileName)
    : source_(source), file_(fileName) {
  lineStarts_.push_back(0);
  for (size_t i = 0; i < source.size(); ++i)
    if (source[i] == '\n') lineStarts_.push_back(uint32_t(i + 1));
  // MLIR's pattern, searched in every line (a directive need not be in a
  // comment; a line that does not match is ordinary text, not an error).
  static const std::regex directive("expected-(error|note|remark|warning)(-re)? "
                                    "*(@([+-][0-9]+|above|below))? *\\{\\{(.*)\\}\\}$");
  const uint32_t lines = uint32_t(lineStarts_.size());
  uint32_t lastPlainLine = 0;          // the last line that holds no directive
  std::vector<size_t> waitingForBelow; // `@below` directives not placed yet
  for (uint32_t l = 0; l < lines; ++l) {
    size_t end = l + 1 < lines ? lineStarts_[l + 1] - 1 : source.size();
    std::string_view line = source.substr(lineStarts_[l], end - lineStarts_[l]);
    while (!line.empty() && std::isspace(uint8_t(line.back()))) line.remove_suffix(1);
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_search(line.begin(), line.end(), m, directive)) {
      for (size_t i : waitingForBelow) expected_[i].line = l + 1;
      waitingForBelow.clear();
      lastPlainLine = l;
      continue;
    }
    Expected e;
    const std::string kind = m[1].str();
    e.severity = kind == "error"     ? Diagnostic::Severity::Error
                 : kind == "warning" ? Diagnostic::Severity::Warning
                                     : Diagnostic::Severity::Note;
    e.isRemark = kind == "remark";
    e.regex = m[2].matched;
    e.line = l + 1;
    e.directive = Location{file_, l + 1, uint32_t(m.position(0) + 1)};
    e.text = m[5].str();
    if (e.regex) {
      try {
        std::regex check(regexOf(e.text), std::regex::extended);
      } catch (const std::regex_error&) {
        report_.error(e.directive, "invalid regular expression in the directive");
        continue;
      }
    }
    if (m[4].matched) {
      const std::string where = m[4].str();
      if (where == "above") {
        e.line = lastPlainLine + 1;
      } else if (where == "below") {
        waitingForBelow.push_back(expected_.size());
        e.line = lines; // where a dangling `@below` points, as in MLIR
      } else {
        uint32_t offset = 0;
        std::from_chars(where.data() + 1, where.data() + where.size(), offset);
        e.line = where[0] == '+' ? e.line + offset : e.line - offset;
      }
    }
    expected_.push_back(std::move(e));
  }
}

bool DiagnosticVerifier::matches(const Expected& e, std::string_view message) const {
  if (!e.regex) return message.find(e.text) != std::string_view::npos;
  std::regex re(regexOf(e.text), std::regex::extended);
  return std::regex_search(message.begin(), message.end(), re);
}

void DiagnosticVerifier::process(const DiagnosticList& actual) {
  for (const Diagnostic& d : actual.items()) {
    Expected* nearMiss = nullptr;
    bool found = false;
    if (d.loc.file == file_ && !d.loc.isBinary) {
      for (Expected& e : expected_) {
        if (e.line != d.loc.line || !matches(e, d.message)) continue;
        if (e.severity == d.severity && !e.isRemark) {
          e.matched = found = true;
          break;
        }
        nearMiss = &e;
      }
    }
    if (found) continue;
    if (nearMiss)
      report_.error(nearMiss->directive,
                    std::string("'") + kindName(d.severity) +
                        "' diagnostic emitted when expecting a '" +
                        (nearMiss->isRemark ? "remark" : kindName(nearMiss->severity)) + "'");
    else
      report_.error(d.loc, std::string("unexpected ") + kindName(d.severity) + ": " + d.message);
  }
}

DiagnosticList DiagnosticVerifier::finish() {
  for (Expected& e : expected_) {
    if (e.matched) continue;
    report_.error(e.directive, std::string("expected ") +
                                   (e.isRemark ? "remark" : kindName(e.severity)) + " \"" + e.text +
                                   "\" was not produced");
    e.matched = true; // reported once
  }
  DiagnosticList out = report_;
  report_.clear();
  return out;
}

std::string DiagnosticVerifier::render(const Diagnostic& d) const {
  std::string out = d.str() + "\n";
  if (d.loc.file != file_ || d.loc.isBinary || d.loc.line == 0 || d.loc.line > lineStarts_.size())
    return out;
  size_t start = lineStarts_[d.loc.line - 1];
  size_t end = source_.find('\n', start);
  if (end == std::string_view::npos) end = source_.size();
  out += source_.substr(start, end - start);
  out += '\n';
  if (d.loc.col >= 1) {
    out.append(d.loc.col - 1, ' ');
    out += "^\n";
  }
  return out;
}

} // namespace spvkit
