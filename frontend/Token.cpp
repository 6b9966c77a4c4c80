#include "frontend/Token.h"

#include <algorithm>
#include <array>
#include <utility>

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

template <size_t N>
using SortedTable = std::array<std::pair<std::string_view, uint16_t>, N>;

template <size_t N>
constexpr SortedTable<N - 1> sortedTable(const std::string_view (&names)[N]) {
  SortedTable<N - 1> t{};
  for (size_t i = 1; i < N; ++i) t[i - 1] = {names[i], static_cast<uint16_t>(i)};
  std::sort(t.begin(), t.end());
  return t;
}

constexpr auto keywordNames() {
  std::array<std::string_view, std::size(kKeywords)> a{};
  for (size_t i = 0; i < a.size(); ++i) a[i] = kKeywords[i].spelling;
  return a;
}

template <size_t N>
constexpr SortedTable<N - 1> sortedTable(const std::array<std::string_view, N>& names) {
  SortedTable<N - 1> t{};
  for (size_t i = 1; i < N; ++i) t[i - 1] = {names[i], static_cast<uint16_t>(i)};
  std::sort(t.begin(), t.end());
  return t;
}

constexpr auto kKeywordTable = sortedTable(keywordNames());
constexpr auto kModifierTable = sortedTable(kModifiers);

template <size_t N>
uint16_t lookup(const SortedTable<N>& table, std::string_view s) {
  auto it = std::lower_bound(table.begin(), table.end(), s,
                             [](const auto& e, std::string_view v) { return e.first < v; });
  return it != table.end() && it->first == s ? it->second : 0;
}

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
  return static_cast<Keyword>(lookup(kKeywordTable, word));
}

uint32_t modifierCount() {
  return static_cast<uint32_t>(std::size(kModifiers) - 1);
}

std::string_view modifierSpelling(Modifier mod) {
  const auto i = static_cast<size_t>(mod);
  return i < std::size(kModifiers) ? kModifiers[i] : std::string_view();
}

Modifier lookupModifier(std::string_view text) {
  return static_cast<Modifier>(lookup(kModifierTable, text));
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
