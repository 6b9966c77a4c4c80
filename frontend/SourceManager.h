// The source manager owns every source buffer the frontend reads (files,
// stdin, strings) and maps byte offsets to human-readable positions. Tokens and
// diagnostics carry compact SourceLocation / SourceRange values (buffer id +
// byte offset); the manager turns them into file names, 1-based line and column
// numbers (O(log n) via a per-buffer table of line starts) and source lines for
// the diagnostic renderer. Buffers are immutable once added and live as long as
// the manager, so string_views into them stay valid.
//
// Columns are 1-based and count code points (a tab is one column, an invalid
// UTF-8 byte is one column); on ASCII text this equals the byte column.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::frontend {

/// Identifies a buffer of a SourceManager; 0 means "no buffer".
using FileId = uint32_t;

/// A position in a buffer: the buffer id and a byte offset (0 .. size, where
/// size denotes the end of the buffer).
struct SourceLocation {
  FileId file = 0;
  uint32_t offset = 0;

  bool isValid() const { return file != 0; }
  /// The location `delta` bytes further in the same buffer.
  SourceLocation advanced(uint32_t delta) const { return {file, offset + delta}; }
  friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

/// A half-open byte range [begin, end) within one buffer.
struct SourceRange {
  SourceLocation begin;
  SourceLocation end;

  SourceRange() = default;
  SourceRange(SourceLocation b, SourceLocation e) : begin(b), end(e) {}
  /// An empty range at `loc`.
  explicit SourceRange(SourceLocation loc) : begin(loc), end(loc) {}

  bool isValid() const { return begin.isValid() && begin.file == end.file; }
  uint32_t length() const { return end.offset >= begin.offset ? end.offset - begin.offset : 0; }
  friend bool operator==(const SourceRange&, const SourceRange&) = default;
};

/// 1-based line and column; {0, 0} for an invalid location.
struct LineColumn {
  uint32_t line = 0;
  uint32_t column = 0;
  friend bool operator==(const LineColumn&, const LineColumn&) = default;
};

class SourceManager {
public:
  /// Largest buffer accepted (offsets are 32-bit and `size` itself must be
  /// addressable as the end location).
  static constexpr uint32_t kMaxBufferSize = 0xFFFFFFFEu;

  SourceManager();
  ~SourceManager();
  SourceManager(const SourceManager&) = delete;
  SourceManager& operator=(const SourceManager&) = delete;

  /// Registers a buffer; returns its id, or 0 (and sets *error) if the text is
  /// larger than kMaxBufferSize.
  FileId addBuffer(std::string name, std::string text, std::string* error = nullptr);
  /// Reads a file; returns 0 and sets *error ("cannot open 'x': reason") on failure.
  FileId addFile(const std::string& path, std::string* error = nullptr);
  /// Reads a whole stream (e.g. std::cin) under the given name ("<stdin>").
  FileId addStream(std::string name, std::istream& in, std::string* error = nullptr);

  /// Number of registered buffers; ids are 1 .. bufferCount().
  uint32_t bufferCount() const { return static_cast<uint32_t>(buffers_.size()); }
  bool isValid(FileId id) const { return id != 0 && id <= buffers_.size(); }

  std::string_view name(FileId id) const;
  std::string_view text(FileId id) const;
  /// Location of byte `offset` in buffer `id` (clamped to the buffer's end).
  SourceLocation location(FileId id, uint32_t offset) const;
  SourceLocation startOf(FileId id) const { return location(id, 0); }
  SourceLocation endOf(FileId id) const;

  /// Line and column of a location; {0,0} if invalid.
  LineColumn lineColumn(SourceLocation loc) const;
  /// 1-based line number of a location (0 if invalid); O(log lines).
  uint32_t lineNumber(SourceLocation loc) const;
  /// Number of lines (a buffer ending in '\n' has an empty last line).
  uint32_t lineCount(FileId id) const;
  /// Byte offset where 1-based `line` starts.
  uint32_t lineStart(FileId id, uint32_t line) const;
  /// Text of 1-based `line`, without the line terminator ("\n" or "\r\n").
  std::string_view lineText(FileId id, uint32_t line) const;
  /// Inverse of lineColumn: the location of line:column; invalid if the line
  /// does not exist or the column is past the end of the line (+1).
  SourceLocation locationOf(FileId id, uint32_t line, uint32_t column) const;

  /// The text covered by a range (empty if invalid).
  std::string_view textOf(SourceRange range) const;
  /// "name:line:col", or "<unknown>" for an invalid location.
  std::string formatLocation(SourceLocation loc) const;

private:
  struct Buffer;
  const Buffer* buffer(FileId id) const;
  std::vector<std::unique_ptr<Buffer>> buffers_;
};

} // namespace spvkit::frontend
