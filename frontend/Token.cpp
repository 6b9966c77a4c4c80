#include "frontend/Token.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace spvkit::frontend {
namespace {

struct KeywordInfo {
  std::string_view spelling;
  KeywordClass cls;
};

constexpr KeywordInfo kKeywords[] = {
    {"", KeywordClass::Structure},
#define KEYWORD(Name, Spelling, Class) {Spelling, KeywordClass::Class},
#include "frontend/TokenKinds.def"
};

constexpr std::string_view kModifiers[] = {
    "",
#define MODIFIER(Name, Spelling) Spelling,
#include "frontend/TokenKinds.def"
};

constexpr const char* kTokenNames[] = {
#define TOKEN(Name, Desc) Desc,
#include "frontend/TokenKinds.def"
};

constexpr auto keywordNames() {
  std::array<std::string_view, std::size(kKeywords)> a{};
  for (size_t i = 0; i < a.size(); ++i) a[i] = kKeywords[i].spelling;
  return a;
}

constexpr auto modifierNames() {
  std::array<std::string_view, std::size(kModifiers)> a{};
  for (size_t i = 0; i < a.size(); ++i) a[i] = kModifiers[i];
  return a;
}

constexpr uint32_t hashWord(std::string_view s) {
  uint32_t h = 2166136261u; // FNV-1a
  for (char c : s) h = (h ^ uint8_t(c)) * 16777619u;
  return h;
}

/// Names 1..N-1 (0 is "none") in an open-addressing table built at compile
/// time, at most half full, probed linearly. The lexer and the parser look
/// up ~50 words per small kernel; a binary search over the sorted spellings
/// took ~380 instructions a word (~8 string comparisons through memcmp,
/// 2.5 % of a 32^3 GEMM's in-process compile), a probe here ~1 comparison.
template <size_t N>
struct NameTable {
  static constexpr size_t kSlots = std::bit_ceil(2 * N);
  std::array<std::string_view, N> names{};
  std::array<uint16_t, kSlots> slots{}; // 0: empty

  constexpr explicit NameTable(const std::array<std::string_view, N>& n) : names(n) {
    for (size_t i = 1; i < N; ++i) {
      size_t slot = hashWord(names[i]) & (kSlots - 1);
      while (slots[slot]) slot = (slot + 1) & (kSlots - 1);
      slots[slot] = static_cast<uint16_t>(i);
    }
  }
  uint16_t find(std::string_view s) const {
    for (size_t slot = hashWord(s) & (kSlots - 1);; slot = (slot + 1) & (kSlots - 1)) {
      const uint16_t i = slots[slot];
      if (!i || names[i] == s) return i;
    }
  }
};

constexpr NameTable kKeywordTable(keywordNames());
constexpr NameTable kModifierTable(modifierNames());

} // namespace

const char* tokenKindName(TokenKind kind) {
  const auto i = static_cast<size_t>(kind);
  return i < std::size(kTokenNames) ? kTokenNames[i] : "token";
}

uint32_t keywordCount() {
  return static_cast<uint32_t>(std::size(kKeywords) - 1);
}

std::string_view keywordSpelling(Keyword kw) {
  const auto i = static_cast<size_t>(kw);
  return i < std::size(kKeywords) ? kKeywords[i].spelling : std::string_view();
}

KeywordClass keywordClass(Keyword kw) {
  const auto i = static_cast<size_t>(kw);
  return i < std::size(kKeywords) ? kKeywords[i].cls : KeywordClass::Structure;
}

bool isInstructionKeyword(Keyword kw) {
  if (kw == Keyword::None) return false;
  const KeywordClass c = keywordClass(kw);
  return c == KeywordClass::CollectiveInstruction || c == KeywordClass::MixedInstruction ||
         c == KeywordClass::SpmdInstruction;
}

Keyword lookupKeyword(std::string_view word) {
  return static_cast<Keyword>(kKeywordTable.find(word));
}

uint32_t modifierCount() {
  return static_cast<uint32_t>(std::size(kModifiers) - 1);
}

std::string_view modifierSpelling(Modifier mod) {
  const auto i = static_cast<size_t>(mod);
  return i < std::size(kModifiers) ? kModifiers[i] : std::string_view();
}

Modifier lookupModifier(std::string_view text) {
  return static_cast<Modifier>(kModifierTable.find(text));
}

bool Token::isUnnamedIdentifier() const {
  if (kind != TokenKind::LocalIdentifier && kind != TokenKind::GlobalIdentifier) return false;
  const std::string_view name = identifierName();
  return !name.empty() &&
         std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string_view Token::stringValue() const {
  if (kind != TokenKind::String || text.empty()) return {};
  std::string_view s = text.substr(1);
  if (!s.empty() && s.back() == '"') s.remove_suffix(1);
  return s;
}

std::string describeToken(const Token& tok) {
  std::string_view spelling = tok.text;
  std::string shown(spelling.substr(0, 40));
  if (spelling.size() > 40) shown += "...";
  switch (tok.kind) {
  case TokenKind::EndOfFile:
    return "end of file";
  case TokenKind::Error:
    return "invalid token '" + shown + "'";
  case TokenKind::String:
    return "string " + shown;
  case TokenKind::Keyword:
    return "keyword '" + shown + "'";
  case TokenKind::LocalIdentifier:
  case TokenKind::GlobalIdentifier:
  case TokenKind::IntegerConstant:
  case TokenKind::FloatingConstant:
  case TokenKind::BareWord:
  case TokenKind::Modifier:
    return std::string(tokenKindName(tok.kind)) + " '" + shown + "'";
  default:
    return tokenKindName(tok.kind);
  }
}

} // namespace spvkit::frontend
