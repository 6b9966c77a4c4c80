// Lexer: every token kind, keyword and modifier, shape splitting, constants
// and their values, error recovery, robustness on random input.
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Lexer.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace spvkit::frontend;

namespace {

struct Lexed {
  SourceManager sm;
  DiagnosticEngine diags{DiagnosticOptions{.errorLimit = 0}};
  FileId file = 0;
  std::vector<Token> tokens;
  explicit Lexed(std::string text) {
    file = sm.addBuffer("t.tl", std::move(text));
    tokens = tokenize(sm, file, diags);
  }
  /// Tokens without the final EndOfFile.
  size_t count() const { return tokens.size() - 1; }
  std::string kinds() const {
    std::string s;
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
      if (!s.empty()) s += ' ';
      s += tokenKindName(tokens[i].kind);
    }
    return s;
  }
  std::string texts() const {
    std::string s;
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
      if (!s.empty()) s += ' ';
      s += tokens[i].text;
    }
    return s;
  }
  std::string messages() const {
    std::string s;
    for (const Diagnostic& d : diags.diagnostics()) {
      const LineColumn lc = sm.lineColumn(d.loc);
      s += std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": " + d.message + "\n";
    }
    return s;
  }
};

} // namespace

TEST_SUITE("lexer") {

  TEST_CASE("punctuation and structure") {
    Lexed l("( ) { } [ ] < > <= -> , : = ?");
    CHECK(l.kinds() == "'(' ')' '{' '}' '[' ']' '<' '>' '<=' '->' ',' ':' '=' '?'");
    CHECK(l.messages().empty());
    CHECK(l.tokens.back().is(TokenKind::EndOfFile));
    CHECK(l.tokens.back().range.begin.offset == 29);
  }

  TEST_CASE("identifiers") {
    Lexed l("%a %A_1 %0 %42 @kernel @7 %fn_2");
    CHECK(l.kinds() == "local identifier local identifier local identifier local identifier "
                       "global identifier global identifier local identifier");
    CHECK(l.tokens[0].identifierName() == "a");
    CHECK(l.tokens[2].isUnnamedIdentifier());
    CHECK_FALSE(l.tokens[1].isUnnamedIdentifier());
    CHECK(l.tokens[5].identifierName() == "7");
    CHECK(l.messages().empty());
  }

  TEST_CASE("every keyword and modifier round-trips") {
    for (uint32_t i = 1; i <= keywordCount(); ++i) {
      const auto kw = static_cast<Keyword>(i);
      CAPTURE(keywordSpelling(kw));
      CHECK(lookupKeyword(keywordSpelling(kw)) == kw);
      Lexed l(std::string(keywordSpelling(kw)));
      REQUIRE(l.count() == 1);
      CHECK(l.tokens[0].is(kw));
    }
    CHECK(lookupKeyword("cmp") == Keyword::None);
    for (uint32_t i = 1; i <= modifierCount(); ++i) {
      const auto m = static_cast<Modifier>(i);
      CAPTURE(modifierSpelling(m));
      Lexed l("gemm" + std::string(modifierSpelling(m)));
      REQUIRE(l.count() == 2);
      CHECK(l.tokens[1].is(m));
    }
    CHECK(keywordCount() == 135);
    CHECK(modifierCount() == 22);
  }

  TEST_CASE("instruction keywords by region kind") {
    int collective = 0, mixed = 0, spmd = 0;
    for (uint32_t i = 1; i <= keywordCount(); ++i) {
      switch (keywordClass(static_cast<Keyword>(i))) {
      case KeywordClass::CollectiveInstruction:
        ++collective;
        break;
      case KeywordClass::MixedInstruction:
        ++mixed;
        break;
      case KeywordClass::SpmdInstruction:
        ++spmd;
        break;
      default:
        break;
      }
    }
    CHECK(collective == 12);
    CHECK(mixed == 58);
    CHECK(spmd == 30);
    CHECK(isInstructionKeyword(Keyword::Gemm));
    CHECK_FALSE(isInstructionKeyword(Keyword::F32));
    CHECK_FALSE(isInstructionKeyword(Keyword::None));
  }

  TEST_CASE("instructions with modifiers, old spellings") {
    Lexed l("gemm.atomic.t.n cooperative_matrix_load.t.rows_checked atomic_add.device.relaxed "
            "cmp.lt math.native_exp arith.add group_id.x");
    CHECK(l.texts() == "gemm .atomic .t .n cooperative_matrix_load .t .rows_checked atomic_add "
                       ".device .relaxed cmp .lt math .native_exp arith .add group_id .x");
    CHECK(l.tokens[0].is(Keyword::Gemm));
    CHECK(l.tokens[1].is(Modifier::Atomic));
    CHECK(l.tokens[3].is(Modifier::N));
    CHECK(l.tokens[5].is(Modifier::T));
    CHECK(l.tokens[6].is(Modifier::RowsChecked));
    CHECK(l.tokens[9].is(Modifier::Relaxed));
    CHECK(l.tokens[10].is(TokenKind::BareWord));
    CHECK(l.tokens[11].is(TokenKind::Modifier));
    CHECK(l.tokens[11].modifier == Modifier::Unknown);
    CHECK(l.tokens[12].is(TokenKind::BareWord));
    CHECK(l.tokens[13].modifier == Modifier::Unknown);
    CHECK(l.tokens[16].is(Keyword::GroupId));
    CHECK(l.tokens[17].is(Modifier::X));
    CHECK(l.messages().empty());
    CHECK_FALSE(l.tokens[1].leadingSpace);
    CHECK(l.tokens[4].leadingSpace);
  }

  TEST_CASE("shapes are composed from pieces") {
    CHECK(Lexed("memref<f32x?x4>").texts() == "memref < f32 x ? x 4 >");
    CHECK(Lexed("memref<f32x4x8,strided<1,4>,local>").texts() ==
          "memref < f32 x 4 x 8 , strided < 1 , 4 > , local >");
    CHECK(Lexed("memref<indexx4>").texts() == "memref < index x 4 >");
    CHECK(Lexed("memref<i8>").texts() == "memref < i8 >");
    CHECK(Lexed("group<memref<f32x16x16>x?, offset: ?>").texts() ==
          "group < memref < f32 x 16 x 16 > x ? , offset : ? >");
    CHECK(Lexed("coopmatrix<bf16x16x8,matrix_a>").texts() ==
          "coopmatrix < bf16 x 16 x 8 , matrix_a >");
    CHECK(Lexed("[1 -> 2x2x2x2]").texts() == "[ 1 -> 2 x 2 x 2 x 2 ]");
    CHECK(Lexed("[0->%1 x 4]").texts() == "[ 0 -> %1 x 4 ]");
    CHECK(Lexed("[1 -> %1x%2x2]").texts() == "[ 1 -> %1 x %2 x 2 ]");
    CHECK(Lexed("f32x 4 x ?").texts() == "f32 x 4 x ?");
    Lexed l("memref<c64x?x4>");
    CHECK(l.kinds() == "keyword '<' keyword 'x' '?' 'x' integer constant '>'");
    CHECK(l.tokens[2].is(Keyword::C64));
    CHECK(l.messages().empty());
    // Not shapes: 'x' followed by a letter stays part of the word.
    Lexed w("xor f32xy x_1");
    CHECK(w.kinds() == "keyword word word");
    CHECK(w.tokens[0].is(Keyword::Xor));
  }

  TEST_CASE("integer constants") {
    Lexed l("0 42 -7 +13 9223372036854775807 -9223372036854775807 007");
    REQUIRE(l.count() == 7);
    const int64_t expect[] = {0, 42, -7, 13, INT64_MAX, -INT64_MAX, 7};
    for (size_t i = 0; i < 7; ++i) {
      CHECK(l.tokens[i].is(TokenKind::IntegerConstant));
      CHECK(l.tokens[i].intValue == expect[i]);
    }
    CHECK(l.messages().empty());
    // Hexadecimal integers do not exist: 0x10 is 0, x, 10.
    CHECK(Lexed("0x10").texts() == "0 x 10");
  }

  TEST_CASE("floating constants") {
    Lexed l("1.5 -0.25 .5 2. 1e3 1.5E-2 +2.5e+1 0x1.8p3 -0x1p-2 0x.8 0xA. 0X1P4 inf -inf +nan nan");
    REQUIRE(l.count() == 16);
    const double expect[] = {1.5,  -0.25, 0.5,   2.0, 1000.0, 0.015,
                             25.0, 12.0,  -0.25, 0.5, 10.0,   16.0};
    for (size_t i = 0; i < 12; ++i) {
      CAPTURE(l.tokens[i].text);
      CHECK(l.tokens[i].is(TokenKind::FloatingConstant));
      CHECK(l.tokens[i].floatValue == expect[i]);
    }
    CHECK(std::isinf(l.tokens[12].floatValue));
    CHECK(l.tokens[13].floatValue == -INFINITY);
    CHECK(std::isnan(l.tokens[14].floatValue));
    CHECK(std::isnan(l.tokens[15].floatValue));
    CHECK(l.messages().empty());
    Lexed c("[1.0, -2.5]");
    CHECK(c.kinds() == "'[' floating constant ',' floating constant ']'");
    Lexed d("1e-320");
    CHECK(d.tokens[0].floatValue > 0.0); // subnormal, no diagnostic
    CHECK(d.messages().empty());
  }

  TEST_CASE("booleans and strings") {
    Lexed l("true false \"\" \"work group\" \"a\\b;c\"");
    CHECK(l.kinds() == "keyword keyword string string string");
    CHECK(l.tokens[0].is(Keyword::True));
    CHECK(l.tokens[2].stringValue() == "");
    CHECK(l.tokens[3].stringValue() == "work group");
    CHECK(l.tokens[4].stringValue() == "a\\b;c");
    CHECK(l.messages().empty());
  }

  TEST_CASE("comments, whitespace and token flags") {
    Lexed l("; header\nfunc @f() { ; trailing\n\t%x = constant 1 : i32\r\n}");
    CHECK(l.texts() == "func @f ( ) { %x = constant 1 : i32 }");
    CHECK(l.tokens[0].atStartOfLine);
    CHECK(l.tokens[0].leadingSpace);
    CHECK_FALSE(l.tokens[1].atStartOfLine);
    CHECK_FALSE(l.tokens[2].leadingSpace);
    CHECK(l.tokens[5].atStartOfLine);
    CHECK(l.tokens[11].atStartOfLine);
    CHECK(l.sm.lineColumn(l.tokens[5].range.begin) == LineColumn{3, 2});
    CHECK(l.messages().empty());
  }

  TEST_CASE("invalid characters") {
    Lexed l("# $ ! \\ \x01 \xC3\xA9 \xFF _x .");
    CHECK(l.kinds() == "invalid token invalid token invalid token invalid token invalid token "
                       "invalid token invalid token invalid token invalid token");
    CHECK(l.messages() == "1:1: invalid character '#'\n"
                          "1:3: invalid character '$'\n"
                          "1:5: invalid character '!'\n"
                          "1:7: invalid character '\\'\n"
                          "1:9: invalid character U+0001\n"
                          "1:11: invalid character U+00E9\n"
                          "1:13: invalid UTF-8 byte 0xFF\n"
                          "1:15: invalid character '_'; words start with a letter\n"
                          "1:18: invalid character '.'\n");
    CHECK(l.tokens[7].text == "_x");
    CHECK(l.tokens[5].text == "\xC3\xA9");
  }

  TEST_CASE("lone signs and bad identifiers") {
    Lexed l("- + %_a @ %0abc %1x");
    CHECK(l.messages() ==
          "1:1: expected a number after '-'\n"
          "1:3: expected a number after '+'\n"
          "1:5: expected identifier after '%'; identifiers are digits, or a letter followed by "
          "letters, digits and '_'\n"
          "1:9: expected identifier after '@'; identifiers are digits, or a letter followed by "
          "letters, digits and '_'\n"
          "1:11: invalid identifier '%0abc'; unnamed identifiers consist of digits only\n");
    CHECK(l.texts() == "- + %_a @ %0abc %1 x");
    CHECK(l.tokens[2].invalid);
    CHECK_FALSE(l.tokens[5].invalid);
  }

  TEST_CASE("malformed numbers") {
    Lexed l("1e 2.5e+ 0x1p 16abc 1.5.2 3.0x 9223372036854775808 -9223372036854775808 1e400 "
            "-0x1p99999 1e-400 4xy");
    CHECK(l.messages() == "1:1: exponent has no digits\n"
                          "1:4: exponent has no digits\n"
                          "1:10: exponent has no digits\n"
                          "1:17: invalid suffix 'abc' on integer constant\n"
                          "1:24: invalid suffix '.2' on floating constant\n"
                          "1:30: invalid suffix 'x' on floating constant\n"
                          "1:32: integer constant is out of range; integer constants lie in "
                          "-9223372036854775807 .. 9223372036854775807\n"
                          "1:52: integer constant is out of range; integer constants lie in "
                          "-9223372036854775807 .. 9223372036854775807\n"
                          "1:73: floating constant is out of range of double precision\n"
                          "1:79: floating constant is out of range of double precision\n"
                          "1:90: floating constant underflows to zero\n"
                          "1:98: invalid suffix 'xy' on integer constant\n");
    CHECK(l.texts() == "1e 2.5e+ 0x1p 16abc 1.5.2 3.0x 9223372036854775808 -9223372036854775808 "
                       "1e400 -0x1p99999 1e-400 4xy");
    for (size_t i = 0; i < l.count(); ++i) CHECK(l.tokens[i].invalid == (i != 10));
    CHECK(l.tokens[10].floatValue == 0.0);
    CHECK(l.diags.diagnostics()[10].severity == Severity::Warning);
  }

  TEST_CASE("strings: unterminated and invalid characters") {
    Lexed l("\"abc\n\"a\tb\" \"\xC3\xA9\" \"x");
    CHECK(l.messages() ==
          "1:1: unterminated string\n"
          "2:3: invalid character U+0009 in string; strings hold printable ASCII characters only\n"
          "2:8: invalid character U+00E9 in string; strings hold printable ASCII characters only\n"
          "2:11: unterminated string\n");
    CHECK(l.kinds() == "string string string string");
    CHECK(l.tokens[0].text == "\"abc");
    CHECK(l.tokens[1].stringValue() == "a\tb");
    CHECK(l.tokens[3].invalid);
    const std::string r = renderDiagnostic(l.sm, l.diags.diagnostics()[0]);
    CHECK(r == "t.tl:1:1: error: unterminated string\n\"abc\n^~~~\n");
  }

  TEST_CASE("describeToken") {
    Lexed l("gemm %a 16 cmp .lt ( \"s\"");
    CHECK(describeToken(l.tokens[0]) == "keyword 'gemm'");
    CHECK(describeToken(l.tokens[1]) == "local identifier '%a'");
    CHECK(describeToken(l.tokens[2]) == "integer constant '16'");
    CHECK(describeToken(l.tokens[3]) == "word 'cmp'");
    CHECK(describeToken(l.tokens[4]) == "modifier '.lt'");
    CHECK(describeToken(l.tokens[5]) == "'('");
    CHECK(describeToken(l.tokens[6]) == "string \"s\"");
    CHECK(describeToken(l.tokens[7]) == "end of file");
  }

  TEST_CASE("tokens tile the input and EndOfFile repeats") {
    const std::string text = "func @f(%A: memref<f32x?x4>) attributes{subgroup_size=16} {\n"
                             "  %0 = constant 0x1.8p3 : f64 ; comment\n}\n";
    Lexed l(text);
    uint32_t last = 0;
    for (const Token& t : l.tokens) {
      CHECK(t.range.begin.offset >= last);
      CHECK(l.sm.textOf(t.range) == t.text);
      last = t.range.end.offset;
    }
    Lexer lexer(l.sm, l.file, l.diags);
    while (lexer.next().kind != TokenKind::EndOfFile) {
    }
    CHECK(lexer.next().kind == TokenKind::EndOfFile);
    CHECK(lexer.next().kind == TokenKind::EndOfFile);
  }

  TEST_CASE("random input: no crash, progress, linear time") {
    std::mt19937 rng(1234);
    const std::string alphabet = "%@x?<>=-+.,:;()[]{}\"0123456789abcdefpxe_ \n\t\xC3\xA9\xFF";
    for (int round = 0; round < 300; ++round) {
      std::string s;
      const int n = static_cast<int>(rng() % 200);
      for (int i = 0; i < n; ++i)
        s += (rng() % 4 == 0) ? static_cast<char>(rng() % 256) : alphabet[rng() % alphabet.size()];
      Lexed l(s);
      uint32_t last = 0;
      for (const Token& t : l.tokens) {
        CHECK(t.range.begin.offset >= last);
        CHECK(t.range.end.offset <= s.size());
        last = t.range.end.offset;
      }
      CHECK(l.tokens.size() <= s.size() + 1);
      (void)renderDiagnostics(l.sm, l.diags.diagnostics());
    }
    // Pathological inputs that a quadratic lexer would choke on.
    std::string shape = "memref<f32";
    for (int i = 0; i < 200000; ++i) shape += "x1";
    Lexed big(shape + ">");
    CHECK(big.count() == 3 + 400000 + 1);
    Lexed word(std::string(1000000, 'a'));
    CHECK(word.count() == 1);
    Lexed str("\"" + std::string(1000000, '\t'));
    CHECK(str.diags.errorCount() == 2);
  }

} // TEST_SUITE
