// The type grammar of the text form: builtin types and, through their hooks,
// the types of dialects (`!spirv.ptr<...>`, `!tensor.memref<...>`).
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace spvkit {

namespace {
constexpr unsigned kMaxNesting = AsmParser::kMaxNesting;
} // namespace

// --- types -------------------------------------------------------------------------

bool AsmParser::parseDimensionList(std::vector<int64_t>& dims) {
  // Shapes are lexed by hand: "4x8xf32" is one identifier-ish run otherwise.
  lexer_.resetTo(tok_.offset);
  int64_t d;
  while (lexer_.lexDimension(d)) {
    dims.push_back(d);
    if (!lexer_.consumeDimensionX()) {
      consume();
      return emitError("expected 'x' in dimension list");
    }
  }
  consume();
  return true;
}

bool AsmParser::checkBalancedBody() {
  // MLIR reads a dialect type's `<...>` as "properly nested punctuation":
  // a closer that does not match the innermost opener names that opener.
  // Scanned with the lexer alone (its errors are the type parser's to
  // report), then lexing resumes after the current token.
  std::vector<char> open;
  AsmToken t = tok_;
  do {
    char closer = 0;
    switch (t.kind) {
    case AsmToken::Less:
    case AsmToken::LParen:
    case AsmToken::LSquare:
    case AsmToken::LBrace:
      open.push_back(t.text[0]);
      break;
    case AsmToken::Greater:
      closer = '<';
      break;
    case AsmToken::RParen:
      closer = '(';
      break;
    case AsmToken::RSquare:
      closer = '[';
      break;
    case AsmToken::RBrace:
      closer = '{';
      break;
    case AsmToken::Eof:
    case AsmToken::Error:
      open.clear();
      continue;
    default:
      break;
    }
    if (closer && open.back() != closer) {
      lexer_.resetTo(uint32_t(tok_.offset + tok_.text.size()));
      return emitError(t.loc, std::string("unbalanced '") + open.back() +
                                  "' character in pretty dialect name");
    }
    if (closer) open.pop_back();
    if (!open.empty()) t = lexer_.next();
  } while (!open.empty());
  lexer_.resetTo(uint32_t(tok_.offset + tok_.text.size()));
  return true;
}

bool AsmParser::parseTypeList(std::vector<Type>& out) {
  do {
    Type t = parseType();
    if (!t) return false;
    out.push_back(t);
  } while (consumeIf(AsmToken::Comma));
  return true;
}

bool AsmParser::parseColonType(Type& out) {
  if (!expect(AsmToken::Colon, "':'")) return false;
  out = parseType();
  return bool(out);
}

bool AsmParser::parseFunctionType(FunctionType& out) {
  Type t = parseType();
  if (!t) return false;
  if (!t.isa<FunctionType>()) return emitError("expected a function type");
  out = t.cast<FunctionType>();
  return true;
}

Type AsmParser::parseType() {
  if (++depth_ > kMaxNesting) {
    emitError("type nesting deeper than " + std::to_string(kMaxNesting));
    return {};
  }
  struct Depth {
    unsigned& d;
    ~Depth() { --d; }
  } guard{depth_};
  Context& ctx = *ctx_;
  Location at = tok_.loc;

  if (tok_.kind == AsmToken::LParen) {
    consume();
    std::vector<Type> inputs, results;
    if (tok_.kind != AsmToken::RParen && !parseTypeList(inputs)) return {};
    if (!expect(AsmToken::RParen, "')'") || !expect(AsmToken::Arrow, "'->'")) return {};
    if (consumeIf(AsmToken::LParen)) {
      if (tok_.kind != AsmToken::RParen && !parseTypeList(results)) return {};
      if (!expect(AsmToken::RParen, "')'")) return {};
    } else {
      Type r = parseType();
      if (!r) return {};
      results.push_back(r);
    }
    return FunctionType::get(ctx, inputs, results);
  }
  if (tok_.kind == AsmToken::Identifier) {
    std::string_view t = tok_.text;
    auto width = [&](std::string_view digits) -> unsigned {
      unsigned w = 0;
      auto r = std::from_chars(digits.data(), digits.data() + digits.size(), w);
      return r.ec == std::errc() && r.ptr == digits.data() + digits.size() ? w : 0;
    };
    Type result;
    if (t == "f16" || t == "f32" || t == "f64")
      result = FloatType::get(ctx, width(t.substr(1)));
    else if (t == "bf16")
      result = FloatType::getBF16(ctx);
    else if (t == "index")
      result = IndexType::get(ctx);
    else if (t == "none")
      result = VoidType::get(ctx);
    else if (t.size() > 1 && t[0] == 'i' && width(t.substr(1)))
      result = IntegerType::get(ctx, width(t.substr(1)));
    else if (t.size() > 2 && t.starts_with("si") && width(t.substr(2)))
      result = IntegerType::get(ctx, width(t.substr(2)), Signedness::Signed);
    else if (t.size() > 2 && t.starts_with("ui") && width(t.substr(2)))
      result = IntegerType::get(ctx, width(t.substr(2)), Signedness::Unsigned);
    if (result) {
      if (result.isa<IntegerType>() && result.cast<IntegerType>().width() > 64) {
        emitError(at, "integer types wider than 64 bits are not supported");
        return {};
      }
      consume();
      return result;
    }
    if (t == "vector") {
      consume();
      std::vector<int64_t> dims;
      if (!expect(AsmToken::Less, "'<'") || !parseDimensionList(dims)) return {};
      Type elem = parseType();
      if (!elem || !expect(AsmToken::Greater, "'>'")) return {};
      if (dims.size() != 1 || dims[0] <= 0) {
        std::string shape;
        for (int64_t d : dims) shape += std::to_string(d) + "x";
        emitError(at, dims.size() != 1 ? "only 1-D vector allowed but found 'vector<" + shape +
                                             AsmPrinter::print(elem) + ">'"
                                       : std::string("vector length must be positive"));
        return {};
      }
      return VectorType::get(elem, unsigned(dims[0]));
    }
    emitError(wrongTokenLoc(),
              "unknown type '" + std::string(t) + "' (expected non-function type)");
    return {};
  }
  if (tok_.kind != AsmToken::BangId) {
    emitError(wrongTokenLoc(), "expected non-function type");
    return {};
  }
  std::string mnemonic(tok_.text);
  consume();
  // The outermost dialect type's body is checked for balanced brackets
  // first, as MLIR's lexer does (once: nested types lie inside it).
  if (depth_ == 1 && tok_.kind == AsmToken::Less && !checkBalancedBody()) return {};
  if (auto* hooks = ctx.typeHooksByMnemonic(mnemonic)) return hooks->parse(*this);
  if (Type alias = typeAlias(mnemonic)) return alias;
  emitError(at, "unknown type '!" + mnemonic + "'");
  return {};
}

} // namespace spvkit
