// Tokens of the tensor language as produced by the Lexer: kind, spelling,
// source range and, for constants, the decoded value. Keywords (types,
// instruction names, attribute names, ...) and instruction modifiers
// (".atomic", ".t", ".rows_checked", ...) are classified by the tables in
// TokenKinds.def; unknown bare words (e.g. the old "cmp" of "cmp.lt") and
// unknown modifiers are still tokens so that the parser can explain them.
#pragma once

#include "frontend/SourceManager.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace spvkit::frontend {

enum class TokenKind : uint8_t {
#define TOKEN(Name, Desc) Name,
#include "frontend/TokenKinds.def"
};

/// What a keyword is used for (drives parsing and instruction coverage).
enum class KeywordClass : uint8_t {
  Structure,
  Constant,
  AddressSpace,
  MatrixUse,
  Type,
  AttributeName,
  CollectiveInstruction,
  MixedInstruction,
  SpmdInstruction,
};

enum class Keyword : uint16_t {
  None,
#define KEYWORD(Name, Spelling, Class) Name,
#include "frontend/TokenKinds.def"
};

/// Instruction modifiers; Unknown for a well-formed ".word" the language does
/// not define (e.g. the ".lt" of the old "cmp.lt").
enum class Modifier : uint8_t {
  Unknown,
#define MODIFIER(Name, Spelling) Name,
#include "frontend/TokenKinds.def"
};

/// Human-readable name of a token kind ("local identifier", "'('", ...).
const char* tokenKindName(TokenKind kind);

/// Number of keywords; valid keywords are 1 .. keywordCount().
uint32_t keywordCount();
std::string_view keywordSpelling(Keyword kw);
KeywordClass keywordClass(Keyword kw);
bool isInstructionKeyword(Keyword kw);
/// The keyword spelled `word`, or Keyword::None.
Keyword lookupKeyword(std::string_view word);

/// Number of modifiers; valid modifiers are 1 .. modifierCount().
uint32_t modifierCount();
/// Spelling including the leading dot; "" for Unknown.
std::string_view modifierSpelling(Modifier mod);
/// The modifier spelled `text` (with the dot), or Modifier::Unknown.
Modifier lookupModifier(std::string_view text);

struct Token {
  TokenKind kind = TokenKind::EndOfFile;
  /// For Keyword tokens.
  Keyword keyword = Keyword::None;
  /// For Modifier tokens.
  Modifier modifier = Modifier::Unknown;
  /// Whitespace or a comment precedes the token (true for the first token).
  bool leadingSpace = false;
  /// The token is the first on its line.
  bool atStartOfLine = false;
  /// The lexer reported an error for this token; the parser should not
  /// report another one about its spelling.
  bool invalid = false;
  /// Spelling in the source buffer (empty for EndOfFile).
  std::string_view text;
  SourceRange range;
  /// IntegerConstant value (sign included).
  int64_t intValue = 0;
  /// FloatingConstant value (sign included; inf and nan allowed).
  double floatValue = 0.0;

  bool is(TokenKind k) const { return kind == k; }
  bool isNot(TokenKind k) const { return kind != k; }
  bool is(Keyword kw) const { return kind == TokenKind::Keyword && keyword == kw; }
  bool is(Modifier m) const { return kind == TokenKind::Modifier && modifier == m; }
  /// Name of a local or global identifier without its sigil ("0", "A").
  std::string_view identifierName() const { return text.empty() ? text : text.substr(1); }
  /// Unnamed identifiers are digits only ("%0").
  bool isUnnamedIdentifier() const;
  /// Contents of a String token without the quotes (the language has no
  /// escape sequences, so this is the value).
  std::string_view stringValue() const;
};

/// Description for diagnostics: "end of file", "'('", "keyword 'gemm'",
/// "integer constant '16'", "word 'cmp'", "local identifier '%a'".
std::string describeToken(const Token& tok);

} // namespace spvkit::frontend
