// The attribute grammar of the text form (numbers, strings, arrays,
// dictionaries, dense, enums, dialect hooks).
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

// --- attributes ----------------------------------------------------------------------

bool AsmParser::parseEnumValue(std::string_view domainName, uint32_t& value, bool angled) {
  const EnumDomain* d = ctx_->enumDomainByName(domainName);
  Location at = tok_.loc;
  if (!d) return emitError("unknown enum kind '" + std::string(domainName) + "'");
  if (angled && !expect(AsmToken::Less, "'<'")) return false;
  std::string text;
  if (tok_.kind == AsmToken::String) {
    text = tok_.str;
    consume();
  } else {
    do {
      if (!text.empty()) text += '|';
      if (tok_.kind != AsmToken::Identifier && tok_.kind != AsmToken::Integer)
        return emitError("expected valid keyword (a " + std::string(domainName) + " value)");
      text += tok_.text;
      consume();
    } while (consumeIf(AsmToken::Pipe));
  }
  if (angled && !expect(AsmToken::Greater, "'>'")) return false;
  auto v = d->fromString(text);
  if (!v) return emitError(at, "unknown " + std::string(domainName) + " value '" + text + "'");
  value = *v;
  return true;
}

bool AsmParser::parseOptionalAttrDict(std::vector<NamedAttribute>& out) {
  if (!consumeIf(AsmToken::LBrace)) return true;
  while (tok_.kind != AsmToken::RBrace) {
    std::string name;
    if (tok_.kind == AsmToken::Identifier)
      name = std::string(tok_.text);
    else if (tok_.kind == AsmToken::String)
      name = tok_.str;
    else
      return emitError("expected an attribute name");
    consume();
    Attribute value = UnitAttr::get(*ctx_);
    if (consumeIf(AsmToken::Equal) && !(value = parseAttribute())) return false;
    out.push_back({ctx_->intern(name), value});
    if (!consumeIf(AsmToken::Comma)) break;
  }
  return expect(AsmToken::RBrace, "'}'");
}

Attribute AsmParser::parseAttribute(Type expectedType) {
  if (++depth_ > kMaxNesting) {
    emitError("attribute nesting deeper than " + std::to_string(kMaxNesting));
    return {};
  }
  struct Depth {
    unsigned& d;
    ~Depth() { --d; }
  } guard{depth_};
  Context& ctx = *ctx_;
  Location at = tok_.loc;
  switch (tok_.kind) {
  case AsmToken::Identifier: {
    std::string_view t = tok_.text;
    if (t == "unit") {
      consume();
      return UnitAttr::get(ctx);
    }
    if (t == "true" || t == "false") {
      consume();
      if (consumeIf(AsmToken::Colon)) {
        Type ty = parseType();
        if (!ty) return {};
        return IntegerAttr::get(ty, t == "true");
      }
      if (expectedType && expectedType.isBool()) return IntegerAttr::get(expectedType, t == "true");
      return BoolAttr::get(ctx, t == "true");
    }
    if (t == "dense") {
      consume();
      if (!expect(AsmToken::Less, "'<'")) return {};
      // Elements are parsed untyped, then converted to the element type;
      // nested lists (`[[1, 2], [3, 4]]`, a tensor's rows) are flattened.
      struct Elem {
        AsmToken tok;
        bool negative;
      };
      std::vector<Elem> elems;
      unsigned open = 0;
      for (;;) {
        while (consumeIf(AsmToken::LSquare)) {
          if (++open > kMaxNesting) return emitError("dense list nested too deeply"), Attribute();
        }
        if (open && tok_.kind == AsmToken::RSquare) { // `[]`
          consume();
          --open;
        } else if (!open && tok_.kind == AsmToken::Greater) { // `dense<>`
          break;
        } else {
          bool neg = consumeIf(AsmToken::Minus);
          if (tok_.kind != AsmToken::Integer && tok_.kind != AsmToken::Float &&
              !(tok_.kind == AsmToken::Identifier && (tok_.text == "true" || tok_.text == "false")))
            return emitError("expected a dense element"), Attribute();
          elems.push_back({tok_, neg});
          consume();
        }
        while (open && tok_.kind == AsmToken::RSquare) {
          consume();
          --open;
        }
        if (!open || !consumeIf(AsmToken::Comma)) break;
      }
      if (open && !expect(AsmToken::RSquare, "']'")) return {};
      if (!expect(AsmToken::Greater, "'>'") || !expect(AsmToken::Colon, "':'")) return {};
      Type type;
      uint64_t tensorElements = 0; // a tensor's element count, 0 for other types
      if (tok_.kind == AsmToken::Identifier && tok_.text == "tensor") {
        // MLIR's tensor<2x3xi32>: kept as the nested array it is laid out as
        // (!spirv.array<2 x !spirv.array<3 x i32>>), printed back as a tensor.
        Location tensorAt = tok_.loc;
        consume();
        std::vector<int64_t> dims;
        if (!expect(AsmToken::Less, "'<'") || !parseDimensionList(dims)) return {};
        Type elem = parseType();
        if (!elem || !expect(AsmToken::Greater, "'>'")) return {};
        if (dims.empty() || !(elem.isScalar() || elem.isBool()))
          return emitError(tensorAt, "a dense tensor needs a shape and a scalar element type"),
                 Attribute();
        type = elem;
        tensorElements = 1;
        for (auto d = dims.rbegin(); d != dims.rend(); ++d) {
          if (*d <= 0 || *d > int64_t(1u << 20) || (tensorElements *= uint64_t(*d)) > (1u << 20))
            return emitError(tensorAt, "tensor dimensions must be positive and small"), Attribute();
          type = ArrayType::get(type, unsigned(*d));
        }
      } else {
        type = parseType();
      }
      if (!type) return {};
      Type elemType = type.scalarOrElement();
      if (auto a = type.dyn_cast<ArrayType>()) elemType = a.elementType();
      while (auto a = elemType.dyn_cast<ArrayType>()) elemType = a.elementType();
      std::vector<Attribute> values;
      for (auto& e : elems) {
        std::string text(e.tok.text);
        if (e.tok.kind == AsmToken::Identifier) {
          values.push_back(IntegerAttr::get(elemType, text == "true"));
        } else if (elemType.isa<FloatType>()) {
          double v = std::strtod(text.c_str(), nullptr);
          values.push_back(FloatAttr::get(elemType, e.negative ? -v : v));
        } else {
          int64_t v = int64_t(std::strtoull(text.c_str(), nullptr, 0));
          values.push_back(IntegerAttr::get(elemType, e.negative ? -v : v));
        }
      }
      if (values.empty()) return emitError(at, "dense attribute without elements"), Attribute();
      if (tensorElements
              ? values.size() != 1 && values.size() != tensorElements
              : values.size() != 1 && values.size() != type.numComponents() &&
                    !(type.isa<ArrayType>() && values.size() == type.cast<ArrayType>().count()))
        return emitError(at, "dense attribute element count does not match its type"), Attribute();
      return DenseAttr::get(type, values);
    }
    if (t == "array") { // MLIR dense arrays: array<i32: 1, 2>
      consume();
      if (!expect(AsmToken::Less, "'<'")) return {};
      Type et = parseType();
      if (!et) return {};
      std::vector<Attribute> values;
      if (consumeIf(AsmToken::Colon)) {
        do {
          int64_t v;
          if (!parseInteger(v)) return {};
          values.push_back(IntegerAttr::get(et, v));
        } while (consumeIf(AsmToken::Comma));
      }
      if (!expect(AsmToken::Greater, "'>'")) return {};
      return ArrayAttr::get(ctx, values);
    }
    Type ty = parseType();
    return ty ? Attribute(TypeAttr::get(ty)) : Attribute();
  }
  case AsmToken::Minus:
  case AsmToken::Integer:
  case AsmToken::Float: {
    bool negative = consumeIf(AsmToken::Minus);
    if (tok_.kind != AsmToken::Integer && tok_.kind != AsmToken::Float)
      return emitError("expected a number"), Attribute();
    AsmToken num = tok_;
    consume();
    Type type = expectedType;
    if (consumeIf(AsmToken::Colon) && !(type = parseType())) return {};
    if (!type)
      type = num.kind == AsmToken::Float ? Type(FloatType::get(ctx, 64))
                                         : Type(IntegerType::get(ctx, 64));
    std::string text(num.text);
    if (type.isa<FloatType>()) {
      double v;
      if (num.kind == AsmToken::Integer && text.starts_with("0x")) {
        uint64_t bits = std::strtoull(text.c_str(), nullptr, 16);
        if (type.isFloat(64))
          v = std::bit_cast<double>(bits);
        else
          v = double(std::bit_cast<float>(uint32_t(bits)));
      } else {
        errno = 0;
        v = std::strtod(text.c_str(), nullptr);
      }
      return FloatAttr::get(type, negative ? -v : v);
    }
    if (num.kind == AsmToken::Float)
      return emitError(at, "floating-point literal for a non-float type"), Attribute();
    if (!type.isa<IntegerType>() && !type.isIndex())
      return emitError(at, "integer literal needs an integer type"), Attribute();
    errno = 0;
    uint64_t v = std::strtoull(text.c_str(), nullptr, 0);
    if (errno == ERANGE) return emitError(at, "integer literal out of range"), Attribute();
    return IntegerAttr::get(type, negative ? int64_t(0 - v) : int64_t(v));
  }
  case AsmToken::String: {
    std::string s = tok_.str;
    consume();
    return StringAttr::get(ctx, s);
  }
  case AsmToken::AtId: {
    std::string s = tok_.str;
    consume();
    return SymbolRefAttr::get(ctx, s);
  }
  case AsmToken::LSquare: {
    consume();
    std::vector<Attribute> elems;
    while (tok_.kind != AsmToken::RSquare) {
      Attribute a = parseAttribute();
      if (!a) return {};
      elems.push_back(a);
      if (!consumeIf(AsmToken::Comma)) break;
    }
    if (!expect(AsmToken::RSquare, "']'")) return {};
    return ArrayAttr::get(ctx, elems);
  }
  case AsmToken::LBrace: {
    std::vector<NamedAttribute> entries;
    if (!parseOptionalAttrDict(entries)) return {};
    return DictionaryAttr::get(ctx, entries);
  }
  case AsmToken::HashId: {
    std::string mnemonic(tok_.text);
    consume();
    if (auto* hooks = ctx.attrHooksByMnemonic(mnemonic)) return hooks->parse(*this);
    if (auto* d = ctx.enumDomainByAttrName(mnemonic)) {
      uint32_t v;
      if (!parseEnumValue(d->name, v, true)) return {};
      return EnumAttr::get(ctx, d->id, v);
    }
    if (Attribute alias = attrAlias(mnemonic)) return alias;
    return emitError(at, "unknown attribute '#" + mnemonic + "'"), Attribute();
  }
  case AsmToken::BangId:
  case AsmToken::LParen: {
    Type ty = parseType();
    return ty ? Attribute(TypeAttr::get(ty)) : Attribute();
  }
  default:
    return emitError("expected attribute value"), Attribute();
  }
}

} // namespace spvkit
