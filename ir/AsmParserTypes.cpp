// The type grammar of the text form (builtin and !spirv.* types, dialect hooks).
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
      return emitError("expected 'x' in a dimension list");
    }
  }
  consume();
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
  auto storageClass = [&](uint32_t& sc) { return parseEnumValue("StorageClass", sc, false); };

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
        emitError(at, "vector types must have exactly one positive dimension");
        return {};
      }
      return VectorType::get(elem, unsigned(dims[0]));
    }
    emitError(at, "unknown type '" + std::string(t) + "'");
    return {};
  }
  if (tok_.kind != AsmToken::BangId) {
    emitError(at, "expected a type");
    return {};
  }
  std::string mnemonic(tok_.text);
  consume();
  if (mnemonic == "spirv.sampler") return SamplerType::get(ctx);
  if (mnemonic == "spirv.ptr") {
    uint32_t sc;
    Type pointee;
    if (!expect(AsmToken::Less, "'<'") || !(pointee = parseType()) ||
        !expect(AsmToken::Comma, "','") || !storageClass(sc) || !expect(AsmToken::Greater, "'>'"))
      return {};
    return PointerType::get(pointee, sc);
  }
  auto parseStride = [&](unsigned& stride) {
    if (!consumeIf(AsmToken::Comma)) return true;
    int64_t s;
    if (!parseKeyword("stride") || !expect(AsmToken::Equal, "'='") || !parseInteger(s))
      return false;
    if (s <= 0 || s > std::numeric_limits<int32_t>::max()) return emitError("invalid stride");
    stride = unsigned(s);
    return true;
  };
  if (mnemonic == "spirv.array") {
    int64_t n;
    unsigned stride = 0;
    Type elem;
    std::vector<int64_t> dims;
    if (!expect(AsmToken::Less, "'<'") || !parseDimensionList(dims) || !(elem = parseType()) ||
        !parseStride(stride) || !expect(AsmToken::Greater, "'>'"))
      return {};
    if (dims.size() != 1) {
      emitError(at, "!spirv.array takes exactly one length");
      return {};
    }
    n = dims[0];
    if (n <= 0 || n > std::numeric_limits<int32_t>::max()) {
      emitError(at, "array length must be positive");
      return {};
    }
    return ArrayType::get(elem, unsigned(n), stride);
  }
  if (mnemonic == "spirv.matrix") {
    std::vector<int64_t> dims;
    Type column;
    if (!expect(AsmToken::Less, "'<'") || !parseDimensionList(dims) || !(column = parseType()) ||
        !expect(AsmToken::Greater, "'>'"))
      return {};
    if (dims.size() != 1 || dims[0] < 2 || dims[0] > 4) {
      emitError(at, "!spirv.matrix takes one column count from 2 to 4");
      return {};
    }
    auto v = column.dyn_cast<VectorType>();
    if (!v || !v.elementType().isFloat() || v.count() < 2 || v.count() > 4) {
      emitError(at, "!spirv.matrix columns must be vectors of 2 to 4 floats");
      return {};
    }
    return MatrixType::get(column, unsigned(dims[0]));
  }
  if (mnemonic == "spirv.rtarray") {
    unsigned stride = 0;
    Type elem;
    if (!expect(AsmToken::Less, "'<'") || !(elem = parseType()) || !parseStride(stride) ||
        !expect(AsmToken::Greater, "'>'"))
      return {};
    return RuntimeArrayType::get(elem, stride);
  }
  if (mnemonic == "spirv.struct") {
    if (!expect(AsmToken::Less, "'<'")) return {};
    std::string name;
    if (tok_.kind == AsmToken::Identifier) {
      name = std::string(tok_.text);
      consume();
      if (!expect(AsmToken::Comma, "','")) return {};
    }
    if (!expect(AsmToken::LParen, "'('")) return {};
    std::vector<Type> members;
    std::vector<int64_t> offsets;
    std::vector<Attribute> decos;
    bool anyDeco = false, anyOffset = false;
    auto* decoDomain = ctx.enumDomainByName("Decoration");
    while (tok_.kind != AsmToken::RParen) {
      Type m = parseType();
      if (!m) return {};
      members.push_back(m);
      std::vector<Attribute> memberDecos;
      if (consumeIf(AsmToken::LSquare)) {
        while (tok_.kind != AsmToken::RSquare) {
          if (tok_.kind == AsmToken::Integer) {
            int64_t off;
            if (!parseInteger(off)) return {};
            offsets.resize(members.size(), 0);
            offsets.back() = off;
            anyOffset = true;
          } else {
            uint32_t d;
            if (!decoDomain) {
              emitError("member decorations need the SPIR-V dialect");
              return {};
            }
            if (!parseEnumValue("Decoration", d, false)) return {};
            memberDecos.push_back(EnumAttr::get(ctx, decoDomain->id, d));
            anyDeco = true;
          }
          if (!consumeIf(AsmToken::Comma)) break;
        }
        if (!expect(AsmToken::RSquare, "']'")) return {};
      }
      decos.push_back(ArrayAttr::get(ctx, memberDecos));
      if (!consumeIf(AsmToken::Comma)) break;
    }
    if (!expect(AsmToken::RParen, "')'") || !expect(AsmToken::Greater, "'>'")) return {};
    if (anyOffset) offsets.resize(members.size(), 0);
    Attribute decoAttr = anyDeco ? Attribute(ArrayAttr::get(ctx, decos)) : Attribute();
    return StructType::get(
        ctx, members, anyOffset ? std::span<const int64_t>(offsets) : std::span<const int64_t>(),
        decoAttr.storage(), name);
  }
  if (mnemonic == "spirv.coopmatrix") {
    std::vector<int64_t> dims;
    Type elem;
    uint32_t scope, use;
    if (!expect(AsmToken::Less, "'<'") || !parseDimensionList(dims) || !(elem = parseType()) ||
        !expect(AsmToken::Comma, "','") || !parseEnumValue("Scope", scope, false) ||
        !expect(AsmToken::Comma, "','"))
      return {};
    std::string useName;
    if (!parseKeywordOrString(useName)) return {};
    auto* useDomain = ctx.enumDomainByName("CooperativeMatrixUse");
    std::optional<uint32_t> u;
    if (useName == "MatrixAcc") useName = "MatrixAccumulator";
    if (useDomain) {
      u = useDomain->fromString(useName);
      if (!u) u = useDomain->fromString(useName + "KHR");
    }
    if (!u) {
      emitError(at, "unknown cooperative matrix use '" + useName + "'");
      return {};
    }
    use = *u;
    if (!expect(AsmToken::Greater, "'>'")) return {};
    if (dims.size() != 2 || dims[0] <= 0 || dims[1] <= 0) {
      emitError(at, "cooperative matrix types need two positive dimensions");
      return {};
    }
    return CooperativeMatrixType::get(elem, unsigned(dims[0]), unsigned(dims[1]), scope, use);
  }
  if (mnemonic == "spirv.sampled_image") {
    Type image;
    if (!expect(AsmToken::Less, "'<'") || !(image = parseType()) ||
        !expect(AsmToken::Greater, "'>'"))
      return {};
    return SampledImageType::get(image);
  }
  if (mnemonic == "spirv.image") {
    Type sampled;
    if (!expect(AsmToken::Less, "'<'") || !(sampled = parseType())) return {};
    std::vector<std::string> words;
    while (consumeIf(AsmToken::Comma)) {
      std::string w;
      if (!parseKeywordOrString(w)) return {};
      words.push_back(w);
    }
    if (!expect(AsmToken::Greater, "'>'")) return {};
    if (words.size() < 6 || words.size() > 7) {
      emitError(at, "!spirv.image takes a sampled type and 6 or 7 properties");
      return {};
    }
    auto pick = [&](const std::string& w, std::initializer_list<const char*> names) -> int {
      int i = 0;
      for (const char* n : names) {
        if (w == n) return i;
        ++i;
      }
      return -1;
    };
    uint32_t dim, format, access = ~0u;
    std::string dimName = words[0].starts_with("Dim") ? words[0].substr(3) : words[0];
    auto* dimDomain = ctx.enumDomainByName("Dim");
    auto* fmtDomain = ctx.enumDomainByName("ImageFormat");
    auto d = dimDomain ? dimDomain->fromString(dimName) : std::nullopt;
    auto f = fmtDomain ? fmtDomain->fromString(words[5]) : std::nullopt;
    int depth = pick(words[1], {"NoDepth", "IsDepth", "DepthUnknown"});
    int arrayed = pick(words[2], {"NonArrayed", "Arrayed"});
    int ms = pick(words[3], {"SingleSampled", "MultiSampled"});
    int smp = pick(words[4], {"SamplerUnknown", "NeedSampler", "NoSampler"});
    if (!d || !f || depth < 0 || arrayed < 0 || ms < 0 || smp < 0) {
      emitError(at, "invalid !spirv.image properties");
      return {};
    }
    dim = *d;
    format = *f;
    if (words.size() == 7) {
      auto* acc = ctx.enumDomainByName("AccessQualifier");
      auto a = acc ? acc->fromString(words[6]) : std::nullopt;
      if (!a) {
        emitError(at, "invalid image access qualifier");
        return {};
      }
      access = *a;
    }
    return ImageType::get(sampled, dim, uint32_t(depth), uint32_t(arrayed), uint32_t(ms),
                          uint32_t(smp), format, access);
  }
  if (auto* hooks = ctx.typeHooksByMnemonic(mnemonic)) return hooks->parse(*this);
  emitError(at, "unknown type '!" + mnemonic + "'");
  return {};
}

} // namespace spvkit
