#include "frontend/Lexer.h"

#include "frontend/Utf8.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <system_error>

namespace spvkit::frontend {
namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}
bool isAlpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isWordChar(char c) {
  return isAlpha(c) || isDigit(c) || c == '_';
}
bool isHexDigit(char c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

/// Spellings of the number types, which may be followed directly by a shape
/// separator 'x' ("f32x4x?").
constexpr std::pair<std::string_view, Keyword> kNumberTypes[] = {
    {"i8", Keyword::I8},   {"i16", Keyword::I16},     {"i32", Keyword::I32},
    {"i64", Keyword::I64}, {"index", Keyword::Index}, {"bf16", Keyword::BF16},
    {"f16", Keyword::F16}, {"f32", Keyword::F32},     {"f64", Keyword::F64},
    {"c32", Keyword::C32}, {"c64", Keyword::C64},
};

constexpr int64_t kMaxExponent = 100000000; // saturation bound for exponents

/// Whether a literal whose from_chars conversion reported out-of-range
/// overflowed (true) or underflowed (false). `mantissa` has no sign or "0x";
/// `exponent` is decimal (bitsPerDigit == 0) or binary (bitsPerDigit == 4).
bool overflows(std::string_view mantissa, int64_t exponent, int bitsPerDigit) {
  const size_t dot = mantissa.find('.');
  std::string_view intPart = mantissa.substr(0, dot);
  std::string_view frac =
      dot == std::string_view::npos ? std::string_view() : mantissa.substr(dot + 1);
  while (!intPart.empty() && intPart.front() == '0') intPart.remove_prefix(1);
  int64_t pos;
  if (!intPart.empty()) {
    pos = static_cast<int64_t>(intPart.size());
  } else {
    size_t zeros = 0;
    while (zeros < frac.size() && frac[zeros] == '0') ++zeros;
    pos = -static_cast<int64_t>(zeros);
  }
  return bitsPerDigit ? pos * bitsPerDigit + exponent > 0 : pos + exponent > 0;
}

/// Parses "[sign] digits" of an exponent (already validated), saturating.
int64_t parseExponent(std::string_view s) {
  bool neg = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) neg = s[0] == '-', s.remove_prefix(1);
  int64_t v = 0;
  for (char c : s) v = std::min<int64_t>(v * 10 + (c - '0'), kMaxExponent);
  return neg ? -v : v;
}

std::string quoteChar(char c) {
  if (c == '\'') return "'''";
  return std::string("'") + c + "'";
}

} // namespace

Lexer::Lexer(const SourceManager& sm, FileId file, DiagnosticEngine& diags)
    : file_(file), text_(sm.text(file)), diags_(diags) {}

SourceRange Lexer::rangeOf(size_t begin, size_t end) const {
  return SourceRange(SourceLocation{file_, static_cast<uint32_t>(begin)},
                     SourceLocation{file_, static_cast<uint32_t>(end)});
}

Token Lexer::make(TokenKind kind, size_t begin, size_t end) const {
  Token t;
  t.kind = kind;
  t.text = text_.substr(begin, end - begin);
  t.range = rangeOf(begin, end);
  t.leadingSpace = leadingSpace_;
  t.atStartOfLine = startOfLine_;
  return t;
}

void Lexer::error(size_t begin, size_t end, std::string message) {
  diags_.error(rangeOf(begin, end), std::move(message));
}

void Lexer::warning(size_t begin, size_t end, std::string message) {
  diags_.warning(rangeOf(begin, end), std::move(message));
}

bool Lexer::separatorXAt(size_t i) const {
  return at(i) == 'x' && !(i + 1 < text_.size() && (isAlpha(text_[i + 1]) || text_[i + 1] == '_'));
}

void Lexer::skipTrivia() {
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (isSpace(c)) {
      if (c == '\n') startOfLine_ = true;
      leadingSpace_ = true;
      ++pos_;
    } else if (c == ';') {
      const size_t nl = text_.find('\n', pos_);
      pos_ = nl == std::string_view::npos ? text_.size() : nl;
      leadingSpace_ = true;
    } else {
      break;
    }
  }
}

Token Lexer::next() {
  skipTrivia();
  Token tok;
  const size_t b = pos_;
  if (pos_ >= text_.size()) {
    tok = make(TokenKind::EndOfFile, text_.size(), text_.size());
  } else {
    const char c = text_[pos_];
    const auto punct = [&](TokenKind k, size_t len) {
      pos_ += len;
      return make(k, b, pos_);
    };
    switch (c) {
    case '%':
    case '@':
      tok = lexIdentifier(b);
      break;
    case '"':
      tok = lexString(b);
      break;
    case '(':
      tok = punct(TokenKind::LParen, 1);
      break;
    case ')':
      tok = punct(TokenKind::RParen, 1);
      break;
    case '{':
      tok = punct(TokenKind::LBrace, 1);
      break;
    case '}':
      tok = punct(TokenKind::RBrace, 1);
      break;
    case '[':
      tok = punct(TokenKind::LSquare, 1);
      break;
    case ']':
      tok = punct(TokenKind::RSquare, 1);
      break;
    case '>':
      tok = punct(TokenKind::Greater, 1);
      break;
    case ',':
      tok = punct(TokenKind::Comma, 1);
      break;
    case ':':
      tok = punct(TokenKind::Colon, 1);
      break;
    case '=':
      tok = punct(TokenKind::Equal, 1);
      break;
    case '?':
      tok = punct(TokenKind::Question, 1);
      break;
    case '<':
      tok = at(b + 1) == '=' ? punct(TokenKind::LessEqual, 2) : punct(TokenKind::Less, 1);
      break;
    case '-':
    case '+': {
      const char n = at(b + 1);
      const auto word3 = [&](std::string_view w) {
        return text_.substr(b + 1, 3) == w && !isWordChar(at(b + 4));
      };
      if (c == '-' && n == '>') {
        tok = punct(TokenKind::Arrow, 2);
      } else if (isDigit(n) || (n == '.' && isDigit(at(b + 2))) || word3("inf") || word3("nan")) {
        tok = lexNumber(b);
      } else {
        pos_ = b + 1;
        tok = make(TokenKind::Error, b, pos_);
        tok.invalid = true;
        error(b, pos_, std::string("expected a number after ") + quoteChar(c));
      }
      break;
    }
    case '.':
      if (isDigit(at(b + 1))) {
        tok = lexNumber(b);
      } else if (isAlpha(at(b + 1))) {
        pos_ = b + 1;
        while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
        tok = make(TokenKind::Modifier, b, pos_);
        tok.modifier = lookupModifier(tok.text);
      } else {
        tok = lexInvalid(b);
      }
      break;
    default:
      if (isDigit(c))
        tok = lexNumber(b);
      else if (isAlpha(c))
        tok = lexWord(b);
      else
        tok = lexInvalid(b);
      break;
    }
  }
  leadingSpace_ = false;
  startOfLine_ = false;
  return tok;
}

Token Lexer::lexIdentifier(size_t b) {
  const char sigil = text_[b];
  const TokenKind kind = sigil == '%' ? TokenKind::LocalIdentifier : TokenKind::GlobalIdentifier;
  pos_ = b + 1;
  if (isDigit(at(pos_))) {
    while (isDigit(at(pos_))) ++pos_;
    if (isWordChar(at(pos_)) && !separatorXAt(pos_)) {
      while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
      Token t = make(kind, b, pos_);
      t.invalid = true;
      error(b, pos_,
            "invalid identifier '" + std::string(t.text) +
                "'; unnamed identifiers consist of digits only");
      return t;
    }
    return make(kind, b, pos_);
  }
  if (isAlpha(at(pos_))) {
    while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
    return make(kind, b, pos_);
  }
  // "%_x", "% x", "%" at the end: consume a following word so that the error
  // is reported once.
  while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
  Token t = make(kind, b, pos_);
  t.invalid = true;
  error(b, pos_ > b + 1 ? pos_ : b + 1,
        std::string("expected identifier after ") + quoteChar(sigil) +
            "; identifiers are digits, or a letter followed by letters, digits and '_'");
  return t;
}

Token Lexer::lexString(size_t b) {
  pos_ = b + 1;
  bool reported = false;
  while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') {
    const unsigned char c = static_cast<unsigned char>(text_[pos_]);
    if (c >= 0x20 && c <= 0x7E) {
      ++pos_;
      continue;
    }
    const utf8::Unit u = utf8::decode(text_, pos_);
    if (!reported && !(c == '\r' && at(pos_ + 1) == '\n')) {
      char buf[16];
      std::string what;
      if (u.codePoint == utf8::kInvalid) {
        std::snprintf(buf, sizeof buf, "0x%02X", c);
        what = std::string("byte ") + buf;
      } else {
        what = "character " + std::string(utf8::formatCodePoint(u.codePoint, buf));
      }
      error(pos_, pos_ + u.length,
            "invalid " + what + " in string; strings hold printable ASCII characters only");
      reported = true;
    }
    pos_ += u.length;
  }
  if (pos_ < text_.size() && text_[pos_] == '"') {
    ++pos_;
    Token t = make(TokenKind::String, b, pos_);
    t.invalid = reported;
    return t;
  }
  Token t = make(TokenKind::String, b, pos_);
  t.invalid = true;
  diags_.report(Severity::Error, SourceRange(rangeOf(b, b + 1)), "unterminated string")
      .range(rangeOf(b, pos_));
  return t;
}

Token Lexer::lexNumber(size_t b) {
  size_t p = b;
  bool negative = false;
  if (text_[p] == '+' || text_[p] == '-') negative = text_[p++] == '-';
  // inf / nan (the caller checked that no word character follows).
  if (isAlpha(at(p))) {
    pos_ = p + 3;
    Token t = make(TokenKind::FloatingConstant, b, pos_);
    const double v = text_.substr(p, 3) == "inf" ? std::numeric_limits<double>::infinity()
                                                 : std::numeric_limits<double>::quiet_NaN();
    t.floatValue = negative ? -v : v;
    return t;
  }
  if (at(p) == '0' && (at(p + 1) == 'x' || at(p + 1) == 'X')) {
    Token t = lexHexFloat(b, p + 2, negative);
    if (t.kind != TokenKind::EndOfFile) return t;
  }
  const size_t digitsBegin = p;
  while (isDigit(at(p))) ++p;
  bool isFloat = false;
  if (at(p) == '.' && (p > digitsBegin || isDigit(at(p + 1)))) {
    isFloat = true;
    ++p;
    while (isDigit(at(p))) ++p;
  }
  const size_t mantissaEnd = p;
  size_t expBegin = 0;
  if (at(p) == 'e' || at(p) == 'E') {
    size_t q = p + 1;
    if (at(q) == '+' || at(q) == '-') ++q;
    if (isDigit(at(q))) {
      expBegin = p + 1;
      while (isDigit(at(q))) ++q;
      p = q;
      isFloat = true;
    } else if (!isAlpha(at(q)) && at(q) != '_') {
      // "1e", "1e+", "2.5e-": a started exponent without digits.
      pos_ = q;
      Token t = make(TokenKind::FloatingConstant, b, pos_);
      t.invalid = true;
      error(b, pos_, "exponent has no digits");
      return t;
    }
  }
  pos_ = p;
  Token t = make(isFloat ? TokenKind::FloatingConstant : TokenKind::IntegerConstant, b, p);
  if (!isFloat) {
    uint64_t v = 0;
    bool overflow = false;
    constexpr uint64_t kMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    for (size_t i = digitsBegin; i < p; ++i) {
      const uint64_t d = static_cast<uint64_t>(text_[i] - '0');
      if (v > (kMax - d) / 10) {
        overflow = true;
        v = kMax;
        break;
      }
      v = v * 10 + d;
    }
    t.intValue = negative ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
    if (overflow) {
      t.invalid = true;
      error(b, p,
            "integer constant is out of range; integer constants lie in "
            "-9223372036854775807 .. 9223372036854775807");
    }
    return finishNumber(t, true);
  }
  std::string_view mantissa = text_.substr(digitsBegin, mantissaEnd - digitsBegin);
  std::string_view digits = text_.substr(digitsBegin, p - digitsBegin);
  double v = 0.0;
  const auto r =
      std::from_chars(digits.data(), digits.data() + digits.size(), v, std::chars_format::general);
  if (r.ec == std::errc::result_out_of_range) {
    const int64_t exp = expBegin ? parseExponent(text_.substr(expBegin, p - expBegin)) : 0;
    if (overflows(mantissa, exp, 0)) {
      t.invalid = true;
      v = std::numeric_limits<double>::infinity();
      error(b, p, "floating constant is out of range of double precision");
    } else {
      v = 0.0;
      warning(b, p, "floating constant underflows to zero");
    }
  }
  t.floatValue = negative ? -v : v;
  return finishNumber(t, false);
}

// Returns a token of kind EndOfFile when the text is not a hexadecimal float
// (e.g. "0x10"), so that the caller lexes it as the integer 0.
Token Lexer::lexHexFloat(size_t b, size_t h, bool negative) {
  size_t p = h;
  while (isHexDigit(at(p))) ++p;
  const size_t intDigits = p - h;
  bool hasDot = false;
  size_t fracDigits = 0;
  if (at(p) == '.') {
    const size_t q = p + 1;
    size_t e = q;
    while (isHexDigit(at(e))) ++e;
    fracDigits = e - q;
    if (intDigits + fracDigits > 0) {
      hasDot = true;
      p = e;
    }
  }
  if (intDigits + fracDigits == 0) return Token{};
  const size_t mantissaEnd = p;
  size_t expBegin = 0;
  if (at(p) == 'p' || at(p) == 'P') {
    size_t q = p + 1;
    if (at(q) == '+' || at(q) == '-') ++q;
    if (!isDigit(at(q))) {
      pos_ = q;
      Token t = make(TokenKind::FloatingConstant, b, pos_);
      t.invalid = true;
      error(b, pos_, "exponent has no digits");
      return t;
    }
    expBegin = p + 1;
    while (isDigit(at(q))) ++q;
    p = q;
  } else if (!hasDot) {
    return Token{};
  }
  pos_ = p;
  Token t = make(TokenKind::FloatingConstant, b, p);
  std::string_view digits = text_.substr(h, p - h);
  double v = 0.0;
  const auto r =
      std::from_chars(digits.data(), digits.data() + digits.size(), v, std::chars_format::hex);
  if (r.ec == std::errc::result_out_of_range) {
    const int64_t exp = expBegin ? parseExponent(text_.substr(expBegin, p - expBegin)) : 0;
    if (overflows(text_.substr(h, mantissaEnd - h), exp, 4)) {
      t.invalid = true;
      v = std::numeric_limits<double>::infinity();
      error(b, p, "floating constant is out of range of double precision");
    } else {
      v = 0.0;
      warning(b, p, "floating constant underflows to zero");
    }
  }
  t.floatValue = negative ? -v : v;
  return finishNumber(t, false);
}

// Rejects letters, digits, '_' and '.' glued to a number ("16abc", "1.5.2"),
// except the shape separator 'x' after an integer ("4x8").
Token Lexer::finishNumber(Token tok, bool isInteger) {
  const size_t end = pos_;
  const char c = at(end);
  if (!(isWordChar(c) || c == '.') || end >= text_.size()) return tok;
  if (isInteger && separatorXAt(end)) return tok;
  size_t p = end;
  while (p < text_.size() && (isWordChar(text_[p]) || text_[p] == '.')) ++p;
  pos_ = p;
  const size_t b = tok.range.begin.offset;
  tok.text = text_.substr(b, p - b);
  tok.range = rangeOf(b, p);
  if (!tok.invalid) {
    error(end, p,
          "invalid suffix '" + std::string(text_.substr(end, p - end)) + "' on " +
              (isInteger ? "integer constant" : "floating constant"));
  }
  tok.invalid = true;
  return tok;
}

Token Lexer::lexWord(size_t b) {
  // 'x' as shape separator: "? x 4", ">x?", "x4".
  if (separatorXAt(b)) {
    pos_ = b + 1;
    return make(TokenKind::Times, b, pos_);
  }
  // A number type glued to a shape: "f32x4", "indexx?".
  for (const auto& [spelling, kw] : kNumberTypes) {
    // The separator first: one character, where the spelling is a compare.
    if (separatorXAt(b + spelling.size()) && text_.substr(b, spelling.size()) == spelling) {
      pos_ = b + spelling.size();
      Token t = make(TokenKind::Keyword, b, pos_);
      t.keyword = kw;
      return t;
    }
  }
  size_t p = b;
  while (p < text_.size() && isWordChar(text_[p])) ++p;
  pos_ = p;
  const std::string_view word = text_.substr(b, p - b);
  if (word == "inf" || word == "nan") {
    Token t = make(TokenKind::FloatingConstant, b, p);
    t.floatValue = word == "inf" ? std::numeric_limits<double>::infinity()
                                 : std::numeric_limits<double>::quiet_NaN();
    return t;
  }
  const Keyword kw = lookupKeyword(word);
  Token t = make(kw == Keyword::None ? TokenKind::BareWord : TokenKind::Keyword, b, p);
  t.keyword = kw;
  return t;
}

Token Lexer::lexInvalid(size_t b) {
  const unsigned char c = static_cast<unsigned char>(text_[b]);
  char buf[16];
  std::string message;
  size_t end;
  if (c == '_') {
    end = b + 1;
    while (end < text_.size() && isWordChar(text_[end])) ++end;
    message = "invalid character '_'; words start with a letter";
  } else if (c < 0x80) {
    end = b + 1;
    if (c >= 0x20 && c < 0x7F) {
      message = "invalid character " + quoteChar(static_cast<char>(c));
    } else {
      message = "invalid character " + std::string(utf8::formatCodePoint(c, buf));
    }
  } else {
    const utf8::Unit u = utf8::decode(text_, b);
    end = b + u.length;
    if (u.codePoint == utf8::kInvalid) {
      std::snprintf(buf, sizeof buf, "0x%02X", c);
      message = std::string("invalid UTF-8 byte ") + buf;
    } else {
      message = "invalid character " + std::string(utf8::formatCodePoint(u.codePoint, buf));
    }
  }
  pos_ = end;
  Token t = make(TokenKind::Error, b, end);
  t.invalid = true;
  error(b, end, std::move(message));
  return t;
}

std::vector<Token> tokenize(const SourceManager& sm, FileId file, DiagnosticEngine& diags) {
  Lexer lexer(sm, file, diags);
  std::vector<Token> tokens;
  // About one token per four bytes in the benchmark kernels: one allocation
  // instead of a dozen doublings for a typical kernel.
  tokens.reserve(sm.text(file).size() / 4 + 16);
  for (;;) {
    tokens.push_back(lexer.next());
    if (tokens.back().kind == TokenKind::EndOfFile) break;
  }
  return tokens;
}

} // namespace spvkit::frontend
