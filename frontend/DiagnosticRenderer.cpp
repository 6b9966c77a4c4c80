#include "frontend/DiagnosticRenderer.h"

#include "frontend/Utf8.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string_view>
#include <vector>

namespace spvkit::frontend {
namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kBold = "\033[1m";
constexpr const char* kGreen = "\033[1;32m";

const char* severityColor(Severity s) {
  switch (s) {
  case Severity::Note:
    return "\033[1;36m";
  case Severity::Warning:
    return "\033[1;35m";
  case Severity::Error:
  case Severity::Fatal:
    return "\033[1;31m";
  }
  return kBold;
}

/// A source line as it is displayed: tabs expanded, unprintable characters
/// escaped, and the display column of every byte offset (size + 1 entries).
struct DisplayLine {
  std::string text;
  std::vector<uint32_t> column;
  uint32_t width = 0;
};

DisplayLine expandLine(std::string_view line, unsigned tabStop) {
  DisplayLine d;
  d.column.resize(line.size() + 1);
  uint32_t col = 0;
  char buf[16];
  for (size_t pos = 0; pos < line.size();) {
    const utf8::Unit u = utf8::decode(line, pos);
    for (uint32_t k = 0; k < u.length; ++k) d.column[pos + k] = col;
    if (u.codePoint == '\t') {
      const uint32_t n = tabStop - col % tabStop;
      d.text.append(n, ' ');
      col += n;
    } else if (u.codePoint == utf8::kInvalid) {
      std::snprintf(buf, sizeof buf, "<%02X>", static_cast<unsigned char>(line[pos]));
      d.text += buf;
      col += 4;
    } else if (utf8::isControl(u.codePoint)) {
      const std::string_view s = utf8::formatCodePoint(u.codePoint, buf);
      d.text += '<';
      d.text += s;
      d.text += '>';
      col += static_cast<uint32_t>(s.size()) + 2;
    } else {
      d.text.append(line.substr(pos, u.length));
      col += utf8::displayWidth(u.codePoint);
    }
    pos += u.length;
  }
  d.column[line.size()] = col;
  d.width = col;
  return d;
}

void rtrim(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}

class Renderer {
public:
  Renderer(const SourceManager& sm, const RenderOptions& o) : sm_(sm), o_(o) {
    if (o_.tabStop == 0) o_.tabStop = 1;
  }

  void render(const Diagnostic& d) {
    header(d);
    if (o_.showSource && sm_.isValid(d.loc.file)) source(d);
    for (const Diagnostic& n : d.notes) render(n);
  }

  std::string out;

private:
  void header(const Diagnostic& d) {
    if (o_.color) out += kBold;
    if (sm_.isValid(d.loc.file)) {
      out += sm_.formatLocation(d.loc);
      out += ": ";
    }
    if (o_.color) out += severityColor(d.severity);
    out += severityName(d.severity);
    out += ": ";
    if (o_.color) {
      out += kReset;
      if (d.severity != Severity::Note) out += kBold;
    }
    out += d.message;
    if (o_.color) out += kReset;
    out += '\n';
  }

  void gutter(uint32_t line) {
    if (!o_.showLineNumbers) return;
    std::string num = line ? std::to_string(line) : std::string();
    const size_t width = std::max<size_t>(5, std::to_string(line_).size() + 1);
    out.append(width > num.size() ? width - num.size() : 0, ' ');
    out += num;
    out += " | ";
  }

  void source(const Diagnostic& d) {
    const FileId file = d.loc.file;
    line_ = sm_.lineNumber(d.loc);
    const std::string_view text = sm_.lineText(file, line_);
    const uint32_t start = sm_.lineStart(file, line_);
    const uint32_t end = start + static_cast<uint32_t>(text.size());
    const DisplayLine disp = expandLine(text, o_.tabStop);
    const auto colOf = [&](uint32_t offset) {
      return disp.column[std::clamp(offset, start, end) - start];
    };

    std::string caret(disp.width + 1, ' ');
    for (const SourceRange& r : d.ranges) {
      if (!r.isValid() || r.begin.file != file) continue;
      if (r.end.offset <= start || r.begin.offset > end) continue;
      const uint32_t b = colOf(r.begin.offset);
      uint32_t e = colOf(r.end.offset);
      if (r.end.offset > end) e = disp.width + 1; // continues on the next line
      for (uint32_t c = b; c < e && c < caret.size(); ++c) caret[c] = '~';
    }
    caret[colOf(d.loc.offset)] = '^';
    rtrim(caret);

    std::string fix;
    if (o_.showFixits) {
      for (const FixIt& f : d.fixits) {
        if (f.range.begin.file != file || f.range.begin.offset < start ||
            f.range.begin.offset > end)
          continue;
        std::string_view rep = f.replacement;
        rep = rep.substr(0, rep.find('\n'));
        const uint32_t c = colOf(f.range.begin.offset);
        if (fix.size() < c)
          fix.append(c - fix.size(), ' ');
        else if (!fix.empty())
          fix += ' ';
        fix += rep;
      }
    }

    gutter(line_);
    out += disp.text;
    out += '\n';
    gutter(0);
    if (o_.color) out += kGreen;
    out += caret;
    if (o_.color) out += kReset;
    out += '\n';
    if (!fix.empty()) {
      gutter(0);
      if (o_.color) out += kGreen;
      out += fix;
      if (o_.color) out += kReset;
      out += '\n';
    }
  }

  const SourceManager& sm_;
  RenderOptions o_;
  uint32_t line_ = 0;
};

} // namespace

std::string renderDiagnostic(const SourceManager& sm, const Diagnostic& diag,
                             const RenderOptions& options) {
  Renderer r(sm, options);
  r.render(diag);
  return std::move(r.out);
}

std::string renderDiagnostics(const SourceManager& sm, std::span<const Diagnostic> diags,
                              const RenderOptions& options) {
  Renderer r(sm, options);
  for (const Diagnostic& d : diags) r.render(d);
  return std::move(r.out);
}

std::string renderPipelineDiagnostics(const SourceManager& sm, FileId file,
                                      const DiagnosticList& diags, std::string_view tool,
                                      const RenderOptions& options) {
  Renderer r(sm, options);
  std::string unlocated;
  for (const spvkit::Diagnostic& d : diags.items()) {
    Diagnostic out;
    out.severity = d.severity == spvkit::Diagnostic::Severity::Error     ? Severity::Error
                   : d.severity == spvkit::Diagnostic::Severity::Warning ? Severity::Warning
                                                                         : Severity::Note;
    out.message = d.message;
    SourceLocation begin = d.loc.known() && !d.loc.isBinary
                               ? sm.locationOf(file, d.loc.line, d.loc.col)
                               : SourceLocation();
    if (!begin.isValid()) {
      unlocated += std::string(tool) + ": " +
                   (out.severity == Severity::Error     ? "error: "
                    : out.severity == Severity::Warning ? "warning: "
                                                        : "note: ") +
                   d.message + "\n";
      continue;
    }
    // The pipeline locates ops by their first character: highlight the word
    // (an SSA name, an op name, a symbol) that starts there.
    std::string_view text = sm.text(file);
    uint32_t end = begin.offset;
    const auto word = [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '%' || c == '.' ||
             c == '@';
    };
    while (end < text.size() && word(text[end])) ++end;
    out.loc = begin;
    out.ranges.push_back({begin, sm.location(file, end)});
    r.render(out);
  }
  return std::move(r.out) + unlocated;
}

std::string renderSummary(uint32_t errors, uint32_t warnings) {
  if (errors == 0 && warnings == 0) return {};
  const auto count = [](uint32_t n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  std::string s;
  if (warnings) s += count(warnings, "warning");
  if (warnings && errors) s += " and ";
  if (errors) s += count(errors, "error");
  return s + " generated.\n";
}

} // namespace spvkit::frontend
