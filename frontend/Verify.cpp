#include "frontend/Verify.h"

#include <charconv>
#include <string_view>

namespace spvkit::frontend {
namespace {

/// Offset of the ';' starting the comment of `line`, or npos (strings do not
/// span lines and have no escapes, so tracking quotes is enough).
size_t commentStart(std::string_view line) {
  bool inString = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"')
      inString = !inString;
    else if (line[i] == ';' && !inString)
      return i;
  }
  return std::string_view::npos;
}

bool parseNumber(std::string_view& s, uint32_t& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  if (r.ec != std::errc() || r.ptr == s.data()) return false;
  s.remove_prefix(static_cast<size_t>(r.ptr - s.data()));
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

struct Flat {
  Severity severity;
  uint32_t line, column;
  const std::string* message;
  bool matched = false;
};

} // namespace

VerifySpec parseVerifyDirectives(const SourceManager& sm, FileId file) {
  VerifySpec spec;
  const uint32_t lines = sm.lineCount(file);
  for (uint32_t line = 1; line <= lines; ++line) {
    const std::string_view text = sm.lineText(file, line);
    const size_t c = commentStart(text);
    if (c == std::string_view::npos) continue;
    const uint32_t base = sm.lineStart(file, line);
    const std::string_view comment = text.substr(c + 1);
    const auto problem = [&](size_t at, size_t len, std::string msg) {
      Diagnostic d;
      d.loc = {file, static_cast<uint32_t>(base + c + 1 + at)};
      d.ranges.push_back({d.loc, d.loc.advanced(static_cast<uint32_t>(len))});
      d.message = std::move(msg);
      spec.problems.push_back(std::move(d));
    };
    if (std::string_view t = trim(comment); t.starts_with("stage:")) {
      spec.stage = std::string(trim(t.substr(6)));
      continue;
    }
    size_t pos = 0;
    while ((pos = comment.find("expected-", pos)) != std::string_view::npos) {
      const size_t start = pos;
      std::string_view s = comment.substr(pos + 9);
      ExpectedDiagnostic e;
      if (s.starts_with("error"))
        e.severity = Severity::Error, s.remove_prefix(5);
      else if (s.starts_with("warning"))
        e.severity = Severity::Warning, s.remove_prefix(7);
      else if (s.starts_with("note"))
        e.severity = Severity::Note, s.remove_prefix(4);
      else {
        problem(start, 9, "unknown directive; expected expected-error, -warning or -note");
        pos = start + 9;
        continue;
      }
      const auto bad = [&](const char* why) {
        problem(start, comment.size() - start, std::string("malformed directive: ") + why);
      };
      if (s.empty() || s.front() != '@') {
        bad("expected '@<line>:<column>'");
        break;
      }
      s.remove_prefix(1);
      int sign = 0;
      if (!s.empty() && (s.front() == '+' || s.front() == '-')) {
        sign = s.front() == '+' ? 1 : -1;
        s.remove_prefix(1);
      }
      uint32_t n = 0, col = 0;
      if (!parseNumber(s, n) || s.empty() || s.front() != ':') {
        bad("expected '@<line>:<column>'");
        break;
      }
      s.remove_prefix(1);
      if (!parseNumber(s, col) || col == 0) {
        bad("expected a column number >= 1");
        break;
      }
      const int64_t target = sign == 0 ? int64_t{n} : int64_t{line} + sign * int64_t{n};
      if (target < 1 || target > lines) {
        bad("the line is outside the file");
        break;
      }
      s = trim(s);
      const size_t close = s.find("}}");
      if (!s.starts_with("{{") || close == std::string_view::npos) {
        bad("expected '{{message}}'");
        break;
      }
      e.line = static_cast<uint32_t>(target);
      e.column = col;
      e.message = std::string(s.substr(2, close - 2));
      const size_t end = comment.size() - (s.size() - close - 2);
      e.directive = {SourceLocation{file, static_cast<uint32_t>(base + c + 1 + start)},
                     SourceLocation{file, static_cast<uint32_t>(base + c + 1 + end)}};
      spec.expected.push_back(std::move(e));
      pos = end;
    }
  }
  return spec;
}

std::vector<std::string> verifyDiagnostics(const SourceManager& sm, FileId file,
                                           const VerifySpec& spec,
                                           std::span<const Diagnostic> actual) {
  std::vector<Flat> flat;
  const auto add = [&](const Diagnostic& d) {
    const Severity s = d.severity == Severity::Fatal ? Severity::Error : d.severity;
    LineColumn lc;
    if (d.loc.file == file) lc = sm.lineColumn(d.loc);
    flat.push_back({s, lc.line, lc.column, &d.message});
  };
  for (const Diagnostic& d : actual) {
    add(d);
    for (const Diagnostic& n : d.notes) add(n);
  }
  std::vector<std::string> out;
  const std::string name(sm.name(file));
  const auto where = [&](uint32_t line, uint32_t col) {
    return line ? name + ":" + std::to_string(line) + ":" + std::to_string(col) : name;
  };
  for (const Diagnostic& p : spec.problems)
    out.push_back(sm.formatLocation(p.loc) + ": " + p.message);
  for (const ExpectedDiagnostic& e : spec.expected) {
    bool found = false;
    for (Flat& f : flat) {
      if (f.matched || f.severity != e.severity || f.line != e.line || f.column != e.column)
        continue;
      if (f.message->find(e.message) == std::string::npos) continue;
      f.matched = found = true;
      break;
    }
    if (found) continue;
    std::string msg = where(e.line, e.column) + ": expected " + severityName(e.severity) +
                      " not produced: {{" + e.message + "}}";
    for (const Flat& f : flat) {
      if (f.line == e.line && !f.matched)
        msg += "\n    got " + std::string(severityName(f.severity)) + " at " +
               where(f.line, f.column) + ": " + *f.message;
    }
    out.push_back(std::move(msg));
  }
  for (const Flat& f : flat) {
    if (f.matched || f.severity == Severity::Note) continue;
    out.push_back(where(f.line, f.column) + ": unexpected " + severityName(f.severity) + ": " +
                  *f.message);
  }
  return out;
}

} // namespace spvkit::frontend
