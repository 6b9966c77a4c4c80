#include "frontend/SourceManager.h"

#include "frontend/Utf8.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <sstream>

namespace spvkit::frontend {

struct SourceManager::Buffer {
  std::string name;
  std::string text;
  std::vector<uint32_t> lineStarts; // offset of the first byte of each line
  std::vector<bool> lineAscii;      // line holds only ASCII bytes (column = byte column)
};

SourceManager::SourceManager() = default;
SourceManager::~SourceManager() = default;

FileId SourceManager::addBuffer(std::string name, std::string text, std::string* error) {
  if (text.size() > kMaxBufferSize) {
    if (error) *error = "'" + name + "' is too large (limit is 4 GiB)";
    return 0;
  }
  auto buf = std::make_unique<Buffer>();
  buf->name = std::move(name);
  buf->text = std::move(text);
  const std::string& t = buf->text;
  buf->lineStarts.push_back(0);
  bool ascii = true;
  for (size_t i = 0; i < t.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(t[i]);
    if (c == '\n') {
      buf->lineAscii.push_back(ascii);
      buf->lineStarts.push_back(static_cast<uint32_t>(i + 1));
      ascii = true;
    } else if (c >= 0x80) {
      ascii = false;
    }
  }
  buf->lineAscii.push_back(ascii);
  buffers_.push_back(std::move(buf));
  return static_cast<FileId>(buffers_.size());
}

FileId SourceManager::addFile(const std::string& path, std::string* error) {
  // C stdio rather than a std::ifstream: a C++ stream's first use sets up the
  // C++ locale, ~3 % of a small kernel's whole tensor-lang-cc process
  // (issue 19), which reads one file and writes one.
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    if (error) *error = "cannot open '" + path + "': " + std::strerror(errno);
    return 0;
  }
  std::string text;
  char chunk[16384];
  for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;) text.append(chunk, n);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) {
    if (error) *error = "cannot read '" + path + "'";
    return 0;
  }
  return addBuffer(path, std::move(text), error);
}

FileId SourceManager::addStream(std::string name, std::istream& in, std::string* error) {
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    if (error) *error = "cannot read '" + name + "'";
    return 0;
  }
  return addBuffer(std::move(name), std::move(ss).str(), error);
}

const SourceManager::Buffer* SourceManager::buffer(FileId id) const {
  return isValid(id) ? buffers_[id - 1].get() : nullptr;
}

std::string_view SourceManager::name(FileId id) const {
  const Buffer* b = buffer(id);
  return b ? std::string_view(b->name) : std::string_view();
}

std::string_view SourceManager::text(FileId id) const {
  const Buffer* b = buffer(id);
  return b ? std::string_view(b->text) : std::string_view();
}

SourceLocation SourceManager::location(FileId id, uint32_t offset) const {
  const Buffer* b = buffer(id);
  if (!b) return {};
  return {id, std::min<uint32_t>(offset, static_cast<uint32_t>(b->text.size()))};
}

SourceLocation SourceManager::endOf(FileId id) const {
  const Buffer* b = buffer(id);
  return b ? SourceLocation{id, static_cast<uint32_t>(b->text.size())} : SourceLocation{};
}

uint32_t SourceManager::lineNumber(SourceLocation loc) const {
  const Buffer* b = buffer(loc.file);
  if (!b) return 0;
  const uint32_t offset = std::min<uint32_t>(loc.offset, static_cast<uint32_t>(b->text.size()));
  auto it = std::upper_bound(b->lineStarts.begin(), b->lineStarts.end(), offset);
  return static_cast<uint32_t>(it - b->lineStarts.begin());
}

LineColumn SourceManager::lineColumn(SourceLocation loc) const {
  const Buffer* b = buffer(loc.file);
  if (!b) return {};
  const uint32_t line = lineNumber(loc);
  const uint32_t start = b->lineStarts[line - 1];
  const uint32_t offset = std::min<uint32_t>(loc.offset, static_cast<uint32_t>(b->text.size()));
  if (b->lineAscii[line - 1]) return {line, offset - start + 1};
  std::string_view prefix(b->text.data() + start, offset - start);
  return {line, static_cast<uint32_t>(utf8::countUnits(prefix)) + 1};
}

uint32_t SourceManager::lineCount(FileId id) const {
  const Buffer* b = buffer(id);
  return b ? static_cast<uint32_t>(b->lineStarts.size()) : 0;
}

uint32_t SourceManager::lineStart(FileId id, uint32_t line) const {
  const Buffer* b = buffer(id);
  if (!b || line == 0 || line > b->lineStarts.size()) return 0;
  return b->lineStarts[line - 1];
}

std::string_view SourceManager::lineText(FileId id, uint32_t line) const {
  const Buffer* b = buffer(id);
  if (!b || line == 0 || line > b->lineStarts.size()) return {};
  const uint32_t start = b->lineStarts[line - 1];
  uint32_t end =
      line < b->lineStarts.size() ? b->lineStarts[line] - 1 : static_cast<uint32_t>(b->text.size());
  if (end > start && b->text[end - 1] == '\r') --end;
  return std::string_view(b->text.data() + start, end - start);
}

SourceLocation SourceManager::locationOf(FileId id, uint32_t line, uint32_t column) const {
  const Buffer* b = buffer(id);
  if (!b || line == 0 || line > b->lineStarts.size() || column == 0) return {};
  const uint32_t start = b->lineStarts[line - 1];
  const uint32_t end =
      line < b->lineStarts.size() ? b->lineStarts[line] - 1 : static_cast<uint32_t>(b->text.size());
  std::string_view lineText(b->text.data() + start, end - start);
  uint32_t pos = 0;
  for (uint32_t col = 1; col < column; ++col) {
    if (pos >= lineText.size()) return {};
    pos += utf8::decode(lineText, pos).length;
  }
  return {id, start + pos};
}

std::string_view SourceManager::textOf(SourceRange range) const {
  const Buffer* b = buffer(range.begin.file);
  if (!b || !range.isValid()) return {};
  const uint32_t size = static_cast<uint32_t>(b->text.size());
  const uint32_t begin = std::min(range.begin.offset, size);
  const uint32_t end = std::min(std::max(range.end.offset, begin), size);
  return std::string_view(b->text.data() + begin, end - begin);
}

std::string SourceManager::formatLocation(SourceLocation loc) const {
  if (!buffer(loc.file)) return "<unknown>";
  const LineColumn lc = lineColumn(loc);
  std::string out(name(loc.file));
  out += ':';
  out += std::to_string(lc.line);
  out += ':';
  out += std::to_string(lc.column);
  return out;
}

} // namespace spvkit::frontend
