// The frontend test corpus (tests/frontend/corpus, see its README.md):
//  * INSTRUCTIONS.txt agrees with the lexer's instruction keywords;
//  * every valid program lexes without diagnostics, and together they use
//    every instruction, every instruction modifier and every type keyword;
//  * every invalid program has well-formed expected-diagnostic directives and
//    a stage; "lex" programs produce exactly the expected lexer diagnostics,
//    the others are lexically clean and their expected locations are token
//    starts.
#include "corpus_programs.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Lexer.h"
#include "frontend/Verify.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace spvkit::frontend;
using namespace corpus_test;
namespace fs = std::filesystem;

namespace {

struct InstructionList {
  // name -> allowed modifiers
  std::map<std::string, std::set<std::string>> modifiers;
  std::map<std::string, std::string> regionKind;
};

InstructionList readInstructionList() {
  InstructionList list;
  std::ifstream in(kCorpus / "INSTRUCTIONS.txt");
  REQUIRE(in);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ss(line);
    std::string name, kind, mod;
    ss >> name >> kind;
    REQUIRE_MESSAGE(!kind.empty(), line);
    list.regionKind[name] = kind;
    auto& mods = list.modifiers[name];
    while (ss >> mod) mods.insert(mod);
  }
  return list;
}

const char* regionKindOf(Keyword kw) {
  switch (keywordClass(kw)) {
  case KeywordClass::CollectiveInstruction:
    return "collective";
  case KeywordClass::MixedInstruction:
    return "mixed";
  case KeywordClass::SpmdInstruction:
    return "spmd";
  default:
    return "";
  }
}

/// Instruction keywords in instruction position: after "%x =" / "%a, %b =",
/// or first on a line and not an attribute name ("subgroup_size = 16").
bool atInstructionPosition(const std::vector<Token>& toks, size_t i) {
  const Token& t = toks[i];
  if (t.kind != TokenKind::Keyword || !isInstructionKeyword(t.keyword)) return false;
  if (i >= 2 && toks[i - 1].is(TokenKind::Equal) && toks[i - 2].is(TokenKind::LocalIdentifier))
    return true;
  return t.atStartOfLine && !toks[i + 1].is(TokenKind::Equal);
}

} // namespace

TEST_SUITE("corpus") {

  TEST_CASE("INSTRUCTIONS.txt lists exactly the instruction keywords") {
    const InstructionList list = readInstructionList();
    size_t keywords = 0;
    for (uint32_t i = 1; i <= keywordCount(); ++i) {
      const auto kw = static_cast<Keyword>(i);
      if (!isInstructionKeyword(kw)) continue;
      ++keywords;
      const std::string name(keywordSpelling(kw));
      CAPTURE(name);
      REQUIRE(list.regionKind.count(name) == 1);
      CHECK(list.regionKind.at(name) == regionKindOf(kw));
    }
    CHECK(list.regionKind.size() == keywords);
    for (const auto& entry : list.modifiers) { // no structured binding: CHECK_MESSAGE captures
      const std::string& name = entry.first;
      CHECK_MESSAGE(isInstructionKeyword(lookupKeyword(name)), (name));
      for (const std::string& m : entry.second)
        CHECK_MESSAGE(lookupModifier(m) != Modifier::Unknown, (m));
    }
  }

  TEST_CASE("valid programs lex cleanly and cover the language") {
    const InstructionList list = readInstructionList();
    std::set<std::string> instructions;
    std::set<std::pair<std::string, std::string>> modifierUses;
    std::set<Keyword> typeKeywords;
    const auto files = programs("valid");
    size_t tokens = 0;
    for (const fs::path& path : files) {
      SourceManager sm;
      std::string error;
      const FileId f = sm.addFile(path.string(), &error);
      REQUIRE_MESSAGE(f != 0, error);
      DiagnosticEngine diags;
      const std::vector<Token> toks = tokenize(sm, f, diags);
      CHECK_MESSAGE(diags.diagnostics().empty(), (path.filename().string() + ":\n" +
                                                  renderDiagnostics(sm, diags.diagnostics())));
      CHECK_MESSAGE(
          std::any_of(toks.begin(), toks.end(), [](const Token& t) { return t.is(Keyword::Func); }),
          (path.filename().string() + " defines no function"));
      CHECK_MESSAGE(parseVerifyDirectives(sm, f).expected.empty(),
                    (path.filename().string() + " is valid but expects diagnostics"));
      tokens += toks.size();
      for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (t.kind == TokenKind::Keyword) {
          const KeywordClass c = keywordClass(t.keyword);
          if (c == KeywordClass::Type || c == KeywordClass::AddressSpace ||
              c == KeywordClass::MatrixUse || t.is(Keyword::Strided) || t.is(Keyword::Offset))
            typeKeywords.insert(t.keyword);
        }
        if (!atInstructionPosition(toks, i)) continue;
        const std::string name(t.text);
        instructions.insert(name);
        for (size_t j = i + 1; toks[j].is(TokenKind::Modifier) && !toks[j].leadingSpace; ++j)
          modifierUses.insert({name, std::string(toks[j].text)});
      }
    }

    std::string missing;
    size_t modifierTotal = 0, modifierCovered = 0;
    for (const auto& [name, mods] : list.modifiers) {
      if (!instructions.count(name)) missing += " " + name;
      for (const std::string& m : mods) {
        ++modifierTotal;
        if (modifierUses.count({name, m}))
          ++modifierCovered;
        else
          missing += " " + name + m;
      }
    }
    size_t typeTotal = 0;
    for (uint32_t i = 1; i <= keywordCount(); ++i) {
      const auto kw = static_cast<Keyword>(i);
      const KeywordClass c = keywordClass(kw);
      if (kw == Keyword::Void) continue; // the grammar defines void-type but nothing uses it
      if (c == KeywordClass::Type || c == KeywordClass::AddressSpace ||
          c == KeywordClass::MatrixUse || kw == Keyword::Strided || kw == Keyword::Offset) {
        ++typeTotal;
        if (!typeKeywords.count(kw)) missing += " " + std::string(keywordSpelling(kw));
      }
    }
    size_t covered = 0;
    for (const auto& [name, kind] : list.regionKind) covered += instructions.count(name);
    std::printf("corpus: %zu valid programs, %zu tokens\n", files.size(), tokens);
    std::printf("corpus: instruction kinds covered: %zu of %zu\n", covered, list.regionKind.size());
    std::printf("corpus: instruction modifiers covered: %zu of %zu\n", modifierCovered,
                modifierTotal);
    std::printf("corpus: type keywords covered: %zu of %zu\n", typeKeywords.size(), typeTotal);
    CHECK_MESSAGE(missing.empty(), ("not covered by corpus/valid:" + missing));
    CHECK(covered == list.regionKind.size());
  }

  TEST_CASE("invalid programs state their expected diagnostics") {
    const auto files = programs("invalid");
    std::map<std::string, size_t> stages;
    size_t expectations = 0;
    for (const fs::path& path : files) {
      const std::string file = path.filename().string();
      CAPTURE(file);
      SourceManager sm;
      std::string error;
      const FileId f = sm.addFile(path.string(), &error);
      REQUIRE_MESSAGE(f != 0, error);
      const VerifySpec spec = parseVerifyDirectives(sm, f);
      CHECK_MESSAGE(spec.problems.empty(), (renderDiagnostics(sm, spec.problems)));
      CHECK_MESSAGE((spec.stage == "lex" || spec.stage == "parse" || spec.stage == "sema"),
                    ("missing or unknown '; stage:' line: '" + spec.stage + "'"));
      const size_t errors =
          std::count_if(spec.expected.begin(), spec.expected.end(),
                        [](const auto& e) { return e.severity == Severity::Error; });
      CHECK_MESSAGE(errors > 0, ("no expected-error directive"));
      ++stages[spec.stage];
      expectations += spec.expected.size();

      DiagnosticEngine diags(DiagnosticOptions{.errorLimit = 0});
      const std::vector<Token> toks = tokenize(sm, f, diags);
      if (spec.stage == "lex") {
        const auto mismatches = verifyDiagnostics(sm, f, spec, diags.diagnostics());
        std::string all;
        for (const auto& m : mismatches) all += m + "\n";
        CHECK_MESSAGE(mismatches.empty(), (all));
        continue;
      }
      CHECK_MESSAGE(diags.diagnostics().empty(), (renderDiagnostics(sm, diags.diagnostics())));
      for (const ExpectedDiagnostic& e : spec.expected) {
        const SourceLocation loc = sm.locationOf(f, e.line, e.column);
        const bool tokenStart =
            loc.isValid() &&
            std::any_of(toks.begin(), toks.end(), [&](auto& t) { return t.range.begin == loc; });
        CHECK_MESSAGE(tokenStart,
                      (file + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) +
                       " is not the start of a token {{" + e.message + "}}"));
      }
    }
    std::printf("corpus: %zu invalid programs (lex %zu, parse %zu, sema %zu), %zu expected "
                "diagnostics\n",
                files.size(), stages["lex"], stages["parse"], stages["sema"], expectations);
    CHECK(files.size() >= 100);
  }

  TEST_CASE("lexer survives mutated corpus programs") {
    std::vector<std::string> seeds;
    for (const char* sub : {"valid", "invalid"}) {
      for (const fs::path& path : programs(sub)) {
        std::ifstream in(path, std::ios::binary);
        seeds.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      }
    }
    REQUIRE(!seeds.empty());
    std::mt19937 rng(20240611);
    const std::string pieces[] = {"%", "@",  "x", "?", "0x", "1.", "e",    "p",    "-",  ".",  "\"",
                                  ";", "\n", "<", ">", "{",  "}",  "\xC3", "\xFF", "\t", "inf"};
    size_t inputs = 0, diagnostics = 0;
    for (int round = 0; round < 20000; ++round) {
      std::string s = seeds[rng() % seeds.size()];
      const int edits = 1 + static_cast<int>(rng() % 8);
      for (int e = 0; e < edits && !s.empty(); ++e) {
        const size_t pos = rng() % s.size();
        switch (rng() % 4) {
        case 0:
          s[pos] = static_cast<char>(rng() % 256);
          break;
        case 1:
          s.erase(pos, 1 + rng() % 16);
          break;
        case 2:
          s.insert(pos, pieces[rng() % std::size(pieces)]);
          break;
        default: {
          const std::string& other = seeds[rng() % seeds.size()];
          const size_t from = rng() % other.size();
          s.insert(pos, other.substr(from, rng() % 64));
        }
        }
      }
      SourceManager sm;
      const FileId f = sm.addBuffer("m.tl", s);
      DiagnosticEngine diags;
      const std::vector<Token> toks = tokenize(sm, f, diags);
      REQUIRE(toks.size() <= s.size() + 1);
      REQUIRE(toks.back().is(TokenKind::EndOfFile));
      uint32_t last = 0;
      for (const Token& t : toks) {
        REQUIRE(t.range.begin.offset >= last);
        last = t.range.end.offset;
      }
      REQUIRE(last <= s.size());
      diagnostics += diags.diagnostics().size();
      if (round % 16 == 0) (void)renderDiagnostics(sm, diags.diagnostics());
      (void)parseVerifyDirectives(sm, f);
      ++inputs;
    }
    std::printf("corpus: lexed %zu mutated programs, %zu diagnostics\n", inputs, diagnostics);
  }

} // TEST_SUITE
