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
constexpr unsigned kMaxNesting = 256;

std::string key(const std::string& name, unsigned number) {
  return number ? name + "#" + std::to_string(number) : name;
}
} // namespace

struct AsmParser::Scope {
  bool isolated = false;
  std::unordered_map<std::string, Value*> values;
  struct Forward {
    Value* placeholder;
    Location loc;
  };
  std::unordered_map<std::string, std::vector<Forward>> forwards;
};

struct AsmParser::RegionState {
  Region* region = nullptr;
  struct Ref {
    Block* block;
    Location loc;
    bool defined;
  };
  std::unordered_map<std::string, Ref> blocks;
};

AsmParser::AsmParser(Module* module, Context& ctx, std::string_view source,
                     std::string_view fileName, DiagnosticList& diags)
    : scratch_(module ? nullptr : std::make_unique<Module>(ctx)),
      module_(module ? module : scratch_.get()), ctx_(&ctx), diags_(diags),
      lexer_(source, ctx.intern(fileName)), builder_(*module_) {
  consume();
}

AsmParser::~AsmParser() = default;

bool AsmParser::parse(Module& module, std::string_view source, std::string_view fileName,
                      DiagnosticList& diags) {
  AsmParser p(&module, module.context(), source, fileName, diags);
  p.pushScope(true);
  p.regions_.push_back(std::make_unique<RegionState>());
  p.regions_.back()->region = &module.bodyRegion();
  while (!p.failed_ && p.tok_.kind != AsmToken::Eof) {
    Operation* op = p.parseOperation();
    if (!op) break;
    module.body()->push_back(op);
  }
  if (!p.failed_) p.popScope();
  return !p.failed_;
}

Type AsmParser::parseType(Context& ctx, std::string_view text, DiagnosticList& diags) {
  AsmParser p(nullptr, ctx, text, "<type>", diags);
  Type t = p.parseType();
  if (t && p.tok_.kind != AsmToken::Eof) p.emitError("unexpected text after type");
  return p.failed_ ? Type() : t;
}

Attribute AsmParser::parseAttribute(Context& ctx, std::string_view text, DiagnosticList& diags) {
  AsmParser p(nullptr, ctx, text, "<attribute>", diags);
  Attribute a = p.parseAttribute();
  if (a && p.tok_.kind != AsmToken::Eof) p.emitError("unexpected text after attribute");
  return p.failed_ ? Attribute() : a;
}

// --- tokens ------------------------------------------------------------------------

void AsmParser::consume() {
  tok_ = lexer_.next();
  if (tok_.kind == AsmToken::Error && !failed_) emitError(tok_.loc, tok_.str);
}

bool AsmParser::consumeIf(AsmToken::Kind kind) {
  if (tok_.kind != kind) return false;
  consume();
  return true;
}

bool AsmParser::expect(AsmToken::Kind kind, std::string_view what) {
  if (consumeIf(kind)) return true;
  if (tok_.kind == AsmToken::Eof)
    return emitError("expected " + std::string(what) + ", found end of input");
  return emitError("expected " + std::string(what) + ", found '" + std::string(tok_.text) + "'");
}

bool AsmParser::emitError(Location loc, std::string message) {
  if (!failed_) diags_.error(loc, std::move(message));
  failed_ = true;
  return false;
}

bool AsmParser::parseOptionalKeyword(std::string_view keyword) {
  if (tok_.kind == AsmToken::Identifier && tok_.text == keyword) {
    consume();
    return true;
  }
  return false;
}

bool AsmParser::parseKeyword(std::string_view keyword) {
  if (parseOptionalKeyword(keyword)) return true;
  return emitError("expected '" + std::string(keyword) + "'");
}

bool AsmParser::parseKeywordOrString(std::string& out) {
  if (tok_.kind == AsmToken::Identifier)
    out = std::string(tok_.text);
  else if (tok_.kind == AsmToken::String)
    out = tok_.str;
  else
    return emitError("expected a keyword or string");
  consume();
  return true;
}

bool AsmParser::parseInteger(int64_t& value) {
  bool negative = consumeIf(AsmToken::Minus);
  if (tok_.kind != AsmToken::Integer) return emitError("expected an integer");
  uint64_t v = 0;
  std::string_view t = tok_.text;
  int base = 10;
  if (t.starts_with("0x")) t.remove_prefix(2), base = 16;
  auto r = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (r.ec != std::errc() || r.ptr != t.data() + t.size())
    return emitError("integer literal out of range");
  if (negative && v > uint64_t(1) << 63) return emitError("integer literal out of range");
  value = negative ? int64_t(0 - v) : int64_t(v);
  consume();
  return true;
}

bool AsmParser::parseSymbolName(std::string& out) {
  if (tok_.kind != AsmToken::AtId) return emitError("expected a symbol name (@name)");
  out = tok_.str;
  consume();
  return true;
}

// --- scopes ------------------------------------------------------------------------

void AsmParser::pushScope(bool isolated) {
  scopes_.push_back(std::make_unique<Scope>());
  scopes_.back()->isolated = isolated;
}

bool AsmParser::popScope() {
  std::unique_ptr<Scope> s = std::move(scopes_.back());
  scopes_.pop_back();
  for (auto& [name, list] : s->forwards) {
    if (list.empty()) continue;
    if (s->isolated || scopes_.empty())
      return emitError(list.front().loc, "use of undefined value '%" + name + "'");
    auto& parent = scopes_.back()->forwards[name];
    parent.insert(parent.end(), list.begin(), list.end());
  }
  return true;
}

Value* AsmParser::lookupValue(const std::string& name, unsigned number) {
  std::string k = key(name, number);
  for (size_t i = scopes_.size(); i-- > 0;) {
    auto it = scopes_[i]->values.find(k);
    if (it != scopes_[i]->values.end()) return it->second;
    if (scopes_[i]->isolated) break;
  }
  return nullptr;
}

bool AsmParser::defineValue(const UnresolvedOperand& name, Value* v) {
  std::string k = key(name.name, name.number);
  for (size_t i = scopes_.size(); i-- > 0;) {
    if (scopes_[i]->values.count(k))
      return emitError(name.loc, "redefinition of value '%" + k + "'");
    if (scopes_[i]->isolated) break;
  }
  Scope& s = *scopes_.back();
  s.values[k] = v;
  if (!name.name.empty() && !std::isdigit(uint8_t(name.name[0])) && name.number == 0)
    v->setName(ctx_->intern(name.name));
  auto it = s.forwards.find(k);
  if (it != s.forwards.end()) {
    for (auto& f : it->second) {
      if (f.placeholder->type() != v->type())
        return emitError(f.loc,
                         "use of value '%" + k + "' with a type different from its definition");
      f.placeholder->replaceAllUsesWith(v);
    }
    s.forwards.erase(it);
  }
  return true;
}

// --- operands ----------------------------------------------------------------------

bool AsmParser::parseOperand(UnresolvedOperand& out) {
  if (tok_.kind != AsmToken::PercentId) return emitError("expected an SSA value (%name)");
  out.loc = tok_.loc;
  std::string_view text = tok_.text;
  out.number = 0;
  if (auto hash = text.find('#'); hash != std::string_view::npos) {
    auto r = std::from_chars(text.data() + hash + 1, text.data() + text.size(), out.number);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size())
      return emitError("invalid result number");
    text = text.substr(0, hash);
  }
  out.name = std::string(text);
  consume();
  return true;
}

bool AsmParser::parseOptionalOperand(UnresolvedOperand& out, bool& present) {
  present = tok_.kind == AsmToken::PercentId;
  return !present || parseOperand(out);
}

bool AsmParser::parseOperandList(std::vector<UnresolvedOperand>& out) {
  if (tok_.kind != AsmToken::PercentId) return true;
  do {
    out.emplace_back();
    if (!parseOperand(out.back())) return false;
  } while (consumeIf(AsmToken::Comma));
  return true;
}

Value* AsmParser::resolveOperand(const UnresolvedOperand& operand, Type type) {
  if (!type) return emitError(operand.loc, "missing type for operand"), nullptr;
  if (Value* v = lookupValue(operand.name, operand.number)) {
    if (v->type() != type) {
      emitError(operand.loc, "value '%" + key(operand.name, operand.number) + "' has type " +
                                 AsmPrinter::print(v->type()) + ", expected " +
                                 AsmPrinter::print(type));
      return nullptr;
    }
    return v;
  }
  Value* placeholder = module_->arena().make<Value>();
  placeholder->init(type, nullptr, 0, false);
  scopes_.back()->forwards[key(operand.name, operand.number)].push_back({placeholder, operand.loc});
  return placeholder;
}

Value* AsmParser::resolveOperandUntyped(const UnresolvedOperand& operand) {
  if (Value* v = lookupValue(operand.name, operand.number)) return v;
  emitError(operand.loc, "use of undefined value '%" + key(operand.name, operand.number) + "'");
  return nullptr;
}

bool AsmParser::resolveOperands(const std::vector<UnresolvedOperand>& operands,
                                const std::vector<Type>& types, Location loc,
                                std::vector<Value*>& out) {
  if (operands.size() != types.size())
    return emitError(loc, std::to_string(operands.size()) + " operands present, but " +
                              std::to_string(types.size()) + " types given");
  for (size_t i = 0; i < operands.size(); ++i) {
    Value* v = resolveOperand(operands[i], types[i]);
    if (!v) return false;
    out.push_back(v);
  }
  return true;
}

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
    if (!expect(AsmToken::Less, "'<'") || !parseInteger(n) || !parseKeyword("x") ||
        !(elem = parseType()) || !parseStride(stride) || !expect(AsmToken::Greater, "'>'"))
      return {};
    if (n <= 0 || n > std::numeric_limits<int32_t>::max()) {
      emitError(at, "array length must be positive");
      return {};
    }
    return ArrayType::get(elem, unsigned(n), stride);
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
        return emitError("expected a " + std::string(domainName) + " value");
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
      std::vector<std::pair<bool, uint32_t>> shape; // unused: flat element list
      std::vector<std::string_view> dummy;
      // Elements are parsed untyped, then converted to the element type.
      struct Elem {
        AsmToken tok;
        bool negative;
      };
      std::vector<Elem> elems;
      bool list = consumeIf(AsmToken::LSquare);
      while (tok_.kind != AsmToken::RSquare && tok_.kind != AsmToken::Greater) {
        bool neg = consumeIf(AsmToken::Minus);
        if (tok_.kind != AsmToken::Integer && tok_.kind != AsmToken::Float &&
            !(tok_.kind == AsmToken::Identifier && (tok_.text == "true" || tok_.text == "false")))
          return emitError("expected a dense element"), Attribute();
        elems.push_back({tok_, neg});
        consume();
        if (!list || !consumeIf(AsmToken::Comma)) break;
      }
      if (list && !expect(AsmToken::RSquare, "']'")) return {};
      if (!expect(AsmToken::Greater, "'>'") || !expect(AsmToken::Colon, "':'")) return {};
      Type type = parseType();
      if (!type) return {};
      Type elemType = type.scalarOrElement();
      if (auto a = type.dyn_cast<ArrayType>()) elemType = a.elementType();
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
      if (values.size() != 1 && values.size() != type.numComponents() &&
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
    return emitError(at, "unknown attribute '#" + mnemonic + "'"), Attribute();
  }
  case AsmToken::BangId:
  case AsmToken::LParen: {
    Type ty = parseType();
    return ty ? Attribute(TypeAttr::get(ty)) : Attribute();
  }
  default:
    return emitError("expected an attribute"), Attribute();
  }
}

// --- regions and blocks ------------------------------------------------------------------

bool AsmParser::parseArgumentList(std::vector<Argument>& out, bool allowAttrs) {
  if (!expect(AsmToken::LParen, "'('")) return false;
  while (tok_.kind != AsmToken::RParen) {
    Argument arg;
    if (!parseOperand(arg.name) || !expect(AsmToken::Colon, "':'") || !(arg.type = parseType()))
      return false;
    if (allowAttrs && tok_.kind == AsmToken::LBrace && !parseOptionalAttrDict(arg.attrs))
      return false;
    out.push_back(std::move(arg));
    if (!consumeIf(AsmToken::Comma)) break;
  }
  return expect(AsmToken::RParen, "')'");
}

Block* AsmParser::blockFor(const std::string& name, Location loc, bool define) {
  RegionState& rs = *regions_.back();
  auto it = rs.blocks.find(name);
  if (it == rs.blocks.end()) {
    Block* b = module_->createBlock();
    it = rs.blocks.emplace(name, RegionState::Ref{b, loc, false}).first;
  }
  if (define) {
    if (it->second.defined) {
      emitError(loc, "redefinition of block '^" + name + "'");
      return nullptr;
    }
    it->second.defined = true;
    rs.region->push_back(it->second.block);
  }
  return it->second.block;
}

bool AsmParser::parseSuccessor(Block*& out) {
  if (tok_.kind != AsmToken::CaretId) return emitError("expected a block name (^bb)");
  if (regions_.empty()) return emitError("block reference outside of a region");
  out = blockFor(std::string(tok_.text), tok_.loc, false);
  consume();
  return true;
}

bool AsmParser::parseSuccessorAndArgs(Block*& out, std::vector<Value*>& args) {
  if (!parseSuccessor(out)) return false;
  if (!consumeIf(AsmToken::LParen)) return true;
  std::vector<UnresolvedOperand> ops;
  std::vector<Type> types;
  Location at = tok_.loc;
  if (!parseOperandList(ops) || !expect(AsmToken::Colon, "':'") || !parseTypeList(types) ||
      !expect(AsmToken::RParen, "')'"))
    return false;
  return resolveOperands(ops, types, at, args);
}

bool AsmParser::parseBlockBody(Block* block) {
  while (tok_.kind != AsmToken::RBrace && tok_.kind != AsmToken::CaretId &&
         tok_.kind != AsmToken::Eof) {
    Operation* op = parseOperation();
    if (!op) return false;
    block->push_back(op);
  }
  return !failed_;
}

bool AsmParser::parseRegion(Region& region, const std::vector<Argument>& entryArgs, bool isolated) {
  if (!expect(AsmToken::LBrace, "'{'")) return false;
  if (++depth_ > kMaxNesting)
    return emitError("regions nested deeper than " + std::to_string(kMaxNesting));
  pushScope(isolated);
  regions_.push_back(std::make_unique<RegionState>());
  regions_.back()->region = &region;
  bool ok = true;
  if (tok_.kind != AsmToken::RBrace) {
    if (tok_.kind != AsmToken::CaretId || !entryArgs.empty()) {
      Block* entry = region.addBlock(module_->arena());
      for (auto& a : entryArgs) ok = ok && defineValue(a.name, entry->addArgument(a.type));
      ok = ok && parseBlockBody(entry);
    }
    while (ok && tok_.kind == AsmToken::CaretId) {
      Location at = tok_.loc;
      std::string name(tok_.text);
      consume();
      Block* b = blockFor(name, at, true);
      if (!b) return false;
      if (tok_.kind == AsmToken::LParen) {
        std::vector<Argument> args;
        ok = parseArgumentList(args);
        for (auto& a : args) ok = ok && defineValue(a.name, b->addArgument(a.type));
      }
      ok = ok && expect(AsmToken::Colon, "':' after block label") && parseBlockBody(b);
    }
  } else if (!entryArgs.empty()) {
    Block* entry = region.addBlock(module_->arena());
    for (auto& a : entryArgs) ok = ok && defineValue(a.name, entry->addArgument(a.type));
  }
  ok = ok && expect(AsmToken::RBrace, "'}'");
  if (ok)
    for (auto& [name, ref] : regions_.back()->blocks)
      if (!ref.defined) {
        ok = emitError(ref.loc, "reference to an undefined block '^" + name + "'");
        break;
      }
  regions_.pop_back();
  ok = ok && popScope();
  --depth_;
  return ok;
}

// --- operations ------------------------------------------------------------------------------

Operation* AsmParser::create(const Operation::State& state) {
  return module_->create(state);
}

Operation* AsmParser::parseOperation() {
  Location loc = tok_.loc;
  std::vector<std::pair<UnresolvedOperand, unsigned>> results;
  if (tok_.kind == AsmToken::PercentId) {
    do {
      UnresolvedOperand r;
      if (!parseOperand(r)) return nullptr;
      unsigned count = 1;
      if (consumeIf(AsmToken::Colon)) {
        int64_t n;
        if (!parseInteger(n)) return nullptr;
        if (n < 1 || n > 65535) return emitError("invalid result count"), nullptr;
        count = unsigned(n);
      }
      results.push_back({r, count});
    } while (consumeIf(AsmToken::Comma));
    if (!expect(AsmToken::Equal, "'='")) return nullptr;
  }
  unsigned total = 0;
  for (auto& r : results) total += r.second;
  pendingResults_ = total;
  Location opLoc = tok_.loc;
  Operation* op = nullptr;
  if (tok_.kind == AsmToken::String) {
    const OpInfo* info = ctx_->lookupOp(tok_.str);
    if (!info) return emitError("unknown operation '" + tok_.str + "'"), nullptr;
    consume();
    op = parseGenericOperation(*info, opLoc);
  } else if (tok_.kind == AsmToken::Identifier) {
    std::string name(tok_.text);
    const OpInfo* info = ctx_->lookupOp(name);
    if (!info) return emitError("unknown operation '" + name + "'"), nullptr;
    if (!info->parse)
      return emitError("'" + name + "' has no custom syntax; use the generic form \"" + name +
                       "\"(...)"),
             nullptr;
    consume();
    op = info->parse(*info, *this);
    if (op && !op->loc().known()) op->setLoc(opLoc);
  } else {
    return emitError("expected an operation"), nullptr;
  }
  if (!op || failed_) return nullptr;
  op->setLoc(opLoc);
  // Trailing location: loc("file":line:col) is accepted and ignored.
  if (tok_.kind == AsmToken::Identifier && tok_.text == "loc") {
    consume();
    if (!expect(AsmToken::LParen, "'('")) return nullptr;
    for (int depth = 1; depth > 0 && tok_.kind != AsmToken::Eof;) {
      if (tok_.kind == AsmToken::LParen) ++depth;
      if (tok_.kind == AsmToken::RParen) --depth;
      consume();
    }
  }
  if (op->numResults() != total)
    return emitError(loc, "operation defines " + std::to_string(op->numResults()) +
                              " results but " + std::to_string(total) + " names were given"),
           nullptr;
  unsigned index = 0;
  for (auto& [name, count] : results)
    for (unsigned i = 0; i < count; ++i) {
      UnresolvedOperand n = name;
      n.number = count > 1 ? i : 0;
      if (!defineValue(n, op->result(index++))) return nullptr;
    }
  return op;
}

Operation* AsmParser::parseGenericOperation(const OpInfo& info, Location loc) {
  std::vector<UnresolvedOperand> operands;
  if (!expect(AsmToken::LParen, "'('") || !parseOperandList(operands) ||
      !expect(AsmToken::RParen, "')'"))
    return nullptr;
  std::vector<Block*> successors;
  std::vector<std::vector<Value*>> succArgs;
  if (consumeIf(AsmToken::LSquare)) {
    do {
      successors.emplace_back();
      succArgs.emplace_back();
      if (!parseSuccessorAndArgs(successors.back(), succArgs.back())) return nullptr;
    } while (consumeIf(AsmToken::Comma));
    if (!expect(AsmToken::RSquare, "']'")) return nullptr;
  }
  // Regions are parsed into a detached op created after the types are known;
  // park them in a scratch op first.
  std::vector<Region*> regions;
  Operation* holder = nullptr;
  if (tok_.kind == AsmToken::LParen) {
    consume();
    std::vector<Region*> tmp;
    Operation::State hs;
    hs.info = &info;
    hs.numRegions = 16;
    holder = create(hs);
    unsigned n = 0;
    do {
      if (n == 16) return emitError("too many regions"), nullptr;
      if (!parseRegion(holder->region(n++), {}, info.has(OpTrait::IsolatedFromAbove)))
        return nullptr;
    } while (consumeIf(AsmToken::Comma));
    for (unsigned i = 0; i < n; ++i) regions.push_back(&holder->region(i));
    if (!expect(AsmToken::RParen, "')'")) return nullptr;
  }
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs) || !expect(AsmToken::Colon, "':'")) return nullptr;
  FunctionType fnType;
  if (!parseFunctionType(fnType)) return nullptr;
  std::vector<Type> inputs, outputs;
  for (unsigned i = 0; i < fnType.numInputs(); ++i) inputs.push_back(fnType.input(i));
  for (unsigned i = 0; i < fnType.numResults(); ++i) outputs.push_back(fnType.result(i));
  std::vector<Value*> values;
  if (!resolveOperands(operands, inputs, loc, values)) return nullptr;
  std::vector<uint32_t> counts;
  for (auto& a : succArgs) {
    counts.push_back(uint32_t(a.size()));
    values.insert(values.end(), a.begin(), a.end());
  }
  Operation::State st;
  st.info = &info;
  st.loc = loc;
  st.resultTypes = outputs;
  st.operands = values;
  st.attributes = attrs;
  st.successors = successors;
  st.successorOperandCounts = counts;
  st.numRegions = unsigned(regions.size());
  Operation* op = create(st);
  for (size_t i = 0; i < regions.size(); ++i) {
    op->region(unsigned(i)).takeBody(*regions[i]);
  }
  return op;
}

} // namespace spvkit
