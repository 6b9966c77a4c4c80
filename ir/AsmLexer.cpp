#include "ir/AsmLexer.h"

#include <cctype>

namespace spvkit {

namespace {
bool isIdStart(char c) {
  return std::isalpha(uint8_t(c)) || c == '_';
}
bool isIdChar(char c) {
  return std::isalnum(uint8_t(c)) || c == '_' || c == '$' || c == '.';
}
} // namespace

Location AsmLexer::locationAt(uint32_t offset) const {
  if (offset < lineCachePos_) lineCachePos_ = 0, lineCacheLine_ = 1, lineCacheStart_ = 0;
  for (size_t i = lineCachePos_; i < offset && i < src_.size(); ++i)
    if (src_[i] == '\n') ++lineCacheLine_, lineCacheStart_ = i + 1;
  lineCachePos_ = offset;
  return Location{file_, lineCacheLine_, uint32_t(offset - lineCacheStart_ + 1)};
}

void AsmLexer::resetTo(uint32_t pos) {
  pos_ = pos;
}

void AsmLexer::skipTrivia() {
  while (pos_ < src_.size()) {
    char c = src_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
      ++pos_;
    else if (c == '/' && pos_ + 1 < src_.size() && src_[pos_ + 1] == '/')
      while (pos_ < src_.size() && src_[pos_] != '\n') ++pos_;
    else
      break;
  }
}

AsmToken AsmLexer::make(AsmToken::Kind kind, size_t start) {
  AsmToken t;
  t.kind = kind;
  t.text = src_.substr(start, pos_ - start);
  t.offset = uint32_t(start);
  t.loc = locationAt(uint32_t(start));
  return t;
}

bool AsmLexer::consumeDimensionX() {
  // MLIR writes both "4x8xf32" and "4 x f32" (arrays).
  while (pos_ < src_.size() && (src_[pos_] == ' ' || src_[pos_] == '\t')) ++pos_;
  if (pos_ < src_.size() && src_[pos_] == 'x') {
    ++pos_;
    return true;
  }
  return false;
}

bool AsmLexer::lexDimension(int64_t& value) {
  while (pos_ < src_.size() && (src_[pos_] == ' ' || src_[pos_] == '\t')) ++pos_;
  size_t start = pos_;
  value = 0;
  while (pos_ < src_.size() && std::isdigit(uint8_t(src_[pos_])) && pos_ - start < 18)
    value = value * 10 + (src_[pos_++] - '0');
  return pos_ > start;
}

AsmToken AsmLexer::lexNumber(size_t start) {
  if (src_[pos_] == '0' && pos_ + 1 < src_.size() && src_[pos_ + 1] == 'x' &&
      pos_ + 2 < src_.size() && std::isxdigit(uint8_t(src_[pos_ + 2]))) {
    pos_ += 2;
    while (pos_ < src_.size() && std::isxdigit(uint8_t(src_[pos_]))) ++pos_;
    return make(AsmToken::Integer, start);
  }
  while (pos_ < src_.size() && std::isdigit(uint8_t(src_[pos_]))) ++pos_;
  bool isFloat = false;
  if (pos_ + 1 < src_.size() && src_[pos_] == '.' && std::isdigit(uint8_t(src_[pos_ + 1]))) {
    isFloat = true;
    ++pos_;
    while (pos_ < src_.size() && std::isdigit(uint8_t(src_[pos_]))) ++pos_;
  } else if (pos_ < src_.size() && src_[pos_] == '.' &&
             (pos_ + 1 >= src_.size() || !isIdChar(src_[pos_ + 1]))) {
    isFloat = true; // "1."
    ++pos_;
  }
  if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
    size_t save = pos_++;
    if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) ++pos_;
    if (pos_ < src_.size() && std::isdigit(uint8_t(src_[pos_]))) {
      isFloat = true;
      while (pos_ < src_.size() && std::isdigit(uint8_t(src_[pos_]))) ++pos_;
    } else {
      pos_ = save;
    }
  }
  return make(isFloat ? AsmToken::Float : AsmToken::Integer, start);
}

AsmToken AsmLexer::lexString(size_t start) {
  ++pos_; // opening quote
  std::string value;
  while (true) {
    if (pos_ >= src_.size() || src_[pos_] == '\n') {
      AsmToken t = make(AsmToken::Error, start);
      t.str = "unterminated string";
      return t;
    }
    char c = src_[pos_++];
    if (c == '"') break;
    if (c != '\\') {
      value += c;
      continue;
    }
    if (pos_ >= src_.size()) continue;
    char e = src_[pos_++];
    switch (e) {
    case 'n':
      value += '\n';
      break;
    case 't':
      value += '\t';
      break;
    case '\\':
      value += '\\';
      break;
    case '"':
      value += '"';
      break;
    default:
      if (std::isxdigit(uint8_t(e)) && pos_ < src_.size() && std::isxdigit(uint8_t(src_[pos_]))) {
        value += char(std::stoi(std::string{e, src_[pos_]}, nullptr, 16));
        ++pos_;
      } else {
        AsmToken t = make(AsmToken::Error, start);
        t.str = "unknown escape in string";
        return t;
      }
    }
  }
  AsmToken t = make(AsmToken::String, start);
  t.str = std::move(value);
  return t;
}

AsmToken AsmLexer::next() {
  skipTrivia();
  size_t start = pos_;
  if (pos_ >= src_.size()) return make(AsmToken::Eof, start);
  char c = src_[pos_];
  auto single = [&](AsmToken::Kind k) {
    ++pos_;
    return make(k, start);
  };
  switch (c) {
  case '(':
    return single(AsmToken::LParen);
  case ')':
    return single(AsmToken::RParen);
  case '[':
    return single(AsmToken::LSquare);
  case ']':
    return single(AsmToken::RSquare);
  case '{':
    return single(AsmToken::LBrace);
  case '}':
    return single(AsmToken::RBrace);
  case '<':
    return single(AsmToken::Less);
  case '>':
    return single(AsmToken::Greater);
  case ',':
    return single(AsmToken::Comma);
  case ':':
    return single(AsmToken::Colon);
  case '=':
    return single(AsmToken::Equal);
  case '+':
    return single(AsmToken::Plus);
  case '*':
    return single(AsmToken::Star);
  case '?':
    return single(AsmToken::Question);
  case '|':
    return single(AsmToken::Pipe);
  case '-':
    if (pos_ + 1 < src_.size() && src_[pos_ + 1] == '>') {
      pos_ += 2;
      return make(AsmToken::Arrow, start);
    }
    return single(AsmToken::Minus);
  case '.':
    if (src_.substr(pos_, 3) == "...") {
      pos_ += 3;
      return make(AsmToken::Ellipsis, start);
    }
    break;
  case '"':
    return lexString(start);
  case '%':
  case '^':
  case '#':
  case '!': {
    ++pos_;
    while (pos_ < src_.size() && (isIdChar(src_[pos_]) || src_[pos_] == '-')) {
      // '-' is allowed inside names (MLIR allows it in suffix ids) but not "->".
      if (src_[pos_] == '-' && pos_ + 1 < src_.size() && src_[pos_ + 1] == '>') break;
      ++pos_;
    }
    if (pos_ == start + 1) break;
    AsmToken::Kind k = c == '%'   ? AsmToken::PercentId
                       : c == '^' ? AsmToken::CaretId
                       : c == '#' ? AsmToken::HashId
                                  : AsmToken::BangId;
    AsmToken t = make(k, start);
    t.text = t.text.substr(1);
    return t;
  }
  case '@': {
    ++pos_;
    if (pos_ < src_.size() && src_[pos_] == '"') {
      AsmToken t = lexString(pos_);
      if (t.kind == AsmToken::Error) return t;
      t.kind = AsmToken::AtId;
      t.offset = uint32_t(start);
      t.loc = locationAt(uint32_t(start));
      return t;
    }
    while (pos_ < src_.size() && isIdChar(src_[pos_])) ++pos_;
    if (pos_ == start + 1) break;
    AsmToken t = make(AsmToken::AtId, start);
    t.text = t.text.substr(1);
    t.str = std::string(t.text);
    return t;
  }
  default:
    if (std::isdigit(uint8_t(c))) return lexNumber(start);
    if (isIdStart(c)) {
      while (pos_ < src_.size() && isIdChar(src_[pos_])) ++pos_;
      return make(AsmToken::Identifier, start);
    }
  }
  ++pos_;
  AsmToken t = make(AsmToken::Error, start);
  t.str = std::string("unexpected character '") + c + "'";
  return t;
}

} // namespace spvkit
