// The tensor-language lexer: a hand-written, single-pass scanner that turns a
// source buffer into Tokens (Token.h) following the lexical grammar of the
// language reference. It never throws, never stops early and runs in O(n):
// every call consumes at least one byte until the end, where it keeps
// returning EndOfFile. Malformed input (invalid characters, unterminated
// strings, malformed or out-of-range numbers, bad identifiers) is reported to
// the DiagnosticEngine with a located error and still produces a token
// (marked `invalid`) so that parsing can continue.
//
// Lexical decisions (see docs/language.md, "Lexical elements"):
//  * Whitespace is space, tab, CR, LF, VT, FF; ';' starts a comment that ends
//    at the end of the line.
//  * Keywords are case-sensitive bare words; bare words that are not keywords
//    become BareWord tokens (e.g. the old spellings "cmp", "math", "arith").
//  * Modifiers are "." followed by a word and are separate tokens:
//    "gemm.atomic.t" is Keyword gemm, Modifier .atomic, Modifier .t.
//  * Shapes are composed from pieces, as the grammar composes them:
//    "f32x?x4" is Keyword f32, Times, Question, Times, IntegerConstant 4. An
//    'x' is a Times token when it is not followed by a letter or '_', both
//    after a number type ("f32x4", "indexx4"), after an integer or unnamed
//    identifier ("4x8", "%1x2") and on its own ("? x 4", ">x?").
//  * Integers are decimal only; "0x10" is the integer 0, Times, 10 (a
//    hexadecimal float needs a '.' or a 'p' exponent: 0x1.8p3, 0x1p-2).
//  * Signs belong to numbers ("-1", "+2.5", "-inf"); "->" is an arrow.
//  * Strings hold printable ASCII except '"'; there are no escapes ('\' is an
//    ordinary character).
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/SourceManager.h"
#include "frontend/Token.h"

#include <string_view>
#include <vector>

namespace spvkit::frontend {

class Lexer {
public:
  Lexer(const SourceManager& sm, FileId file, DiagnosticEngine& diags);

  /// The next token; EndOfFile (repeatedly) at the end of the buffer.
  Token next();
  FileId file() const { return file_; }

private:
  SourceRange rangeOf(size_t begin, size_t end) const;
  Token make(TokenKind kind, size_t begin, size_t end) const;
  void skipTrivia();
  Token lexIdentifier(size_t begin);
  Token lexString(size_t begin);
  Token lexNumber(size_t begin);
  Token lexHexFloat(size_t begin, size_t digitsBegin, bool negative);
  Token lexWord(size_t begin);
  Token lexInvalid(size_t begin);
  Token finishNumber(Token tok, bool isInteger);
  void error(size_t begin, size_t end, std::string message);
  void warning(size_t begin, size_t end, std::string message);
  char at(size_t i) const { return i < text_.size() ? text_[i] : '\0'; }
  bool separatorXAt(size_t i) const;

  FileId file_;
  std::string_view text_;
  DiagnosticEngine& diags_;
  size_t pos_ = 0;
  bool leadingSpace_ = true;
  bool startOfLine_ = true;
};

/// Lexes a whole buffer; the result ends with one EndOfFile token.
std::vector<Token> tokenize(const SourceManager& sm, FileId file, DiagnosticEngine& diags);

} // namespace spvkit::frontend
