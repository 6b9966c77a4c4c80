// Tokenizer of the MLIR-like text form (internal to the text parser).
#pragma once

#include "ir/Location.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace spvkit {

struct AsmToken {
  enum Kind : uint8_t {
    Eof,
    Error,
    Identifier, // bare identifier, may contain '.', '$' and digits
    PercentId,  // %name (text excludes '%')
    CaretId,    // ^bb0
    AtId,       // @symbol (text is the symbol; quoted symbols are unescaped)
    HashId,     // #name
    BangId,     // !name
    Integer,
    Float,
    String, // text is the unescaped contents
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Plus,
    Minus,
    Star,
    Question,
    Ellipsis,
    Pipe,
  };
  Kind kind = Eof;
  std::string_view text; // slice of the source (for String/AtId: see `str`)
  std::string str;       // unescaped string contents
  Location loc;
  uint32_t offset = 0;
};

class AsmLexer {
public:
  AsmLexer(std::string_view source, std::string_view fileName) : src_(source), file_(fileName) {}

  AsmToken next();
  /// Reads `x` directly after a dimension in shapes like `4x8xf32`; true if read.
  bool consumeDimensionX();
  /// Reads a run of digits directly at the current position (shape parsing).
  bool lexDimension(int64_t& value);
  /// Restarts lexing at byte offset `pos`.
  void resetTo(uint32_t pos);
  uint32_t position() const { return uint32_t(pos_); }
  Location locationAt(uint32_t offset) const;
  /// True if a line break lies between byte offsets `from` and `to`.
  bool newlineBetween(uint32_t from, uint32_t to) const {
    return src_.substr(from, to > from ? to - from : 0).find('\n') != std::string_view::npos;
  }

private:
  AsmToken make(AsmToken::Kind kind, size_t start);
  AsmToken lexNumber(size_t start);
  AsmToken lexString(size_t start);
  void skipTrivia();

  std::string_view src_;
  std::string_view file_;
  size_t pos_ = 0;
  // Line bookkeeping for locations (monotonic cache).
  mutable size_t lineCachePos_ = 0;
  mutable uint32_t lineCacheLine_ = 1;
  mutable size_t lineCacheStart_ = 0;
};

} // namespace spvkit
