// The text syntax of the SPIR-V types (`!spirv.ptr<f32, Workgroup>`,
// `!spirv.array<4 x f32, stride=4>` ...), registered with a context through
// the same type hooks every dialect uses, so the core printer and parser know
// no SPIR-V spelling. The types themselves stay core C++ classes (ir/Types.h,
// see docs/ir.md).
#include "ir/spirv/TypeSyntax.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace spvkit::spirv {

namespace {

std::string enumName(Context& ctx, std::string_view domain, uint32_t value) {
  if (auto* d = ctx.enumDomainByName(domain)) {
    std::string s = d->toString(value);
    if (!s.empty()) return s;
  }
  return std::to_string(value);
}

void printStride(unsigned stride, AsmPrinter& p) {
  if (stride) p << ", stride=" << int64_t(stride);
}

// A `, stride=N` suffix, if present.
bool parseStride(AsmParser& p, unsigned& stride) {
  if (!p.consumeIf(AsmToken::Comma)) return true;
  int64_t s;
  if (!p.parseKeyword("stride") || !p.expect(AsmToken::Equal, "'='") || !p.parseInteger(s))
    return false;
  if (s <= 0 || s > std::numeric_limits<int32_t>::max())
    return p.emitError("ArrayStride must be greater than zero");
  stride = unsigned(s);
  return true;
}

// --- element types --------------------------------------------------------------------

/// A type inside a SPIR-V type (pointee, element, member): a SPIR-V type, an
/// integer, a float other than bf16 (no SPIR-V encoding here), or a vector,
/// as MLIR 19's parseAndVerifyType allows; `index`, function and other
/// dialects' types have no SPIR-V form. MLIR's message.
Type parseComposedType(AsmParser& p) {
  Location at = p.loc();
  Type t = p.parseType();
  if (!t) return {};
  auto f = t.dyn_cast<FloatType>();
  bool composable = (t.kind() < TypeKind::FirstDialect && t.kind() != TypeKind::Index &&
                     t.kind() != TypeKind::Function) &&
                    !(f && f.isBFloat());
  if (composable) return t;
  return p.emitError(at, "cannot use '" + AsmPrinter::print(t) + "' to compose SPIR-V types"),
         Type();
}

// --- !spirv.ptr ----------------------------------------------------------------------

void printPointer(Type type, AsmPrinter& p) {
  auto t = type.cast<PointerType>();
  p << '<' << t.pointeeType() << ", " << enumName(type.context(), "StorageClass", t.storageClass())
    << '>';
}

Type parsePointer(AsmParser& p) {
  uint32_t sc;
  Type pointee;
  if (!p.expect(AsmToken::Less, "'<'") || !(pointee = parseComposedType(p)) ||
      !p.expect(AsmToken::Comma, "','"))
    return {};
  // MLIR 19's words for a storage class it does not know.
  const EnumDomain* domain = p.context().enumDomainByName("StorageClass");
  if (p.tok().kind == AsmToken::Identifier && domain &&
      !domain->fromString(std::string(p.tok().text)))
    return p.emitError("unknown storage class: " + std::string(p.tok().text) +
                       " (unknown StorageClass value '" + std::string(p.tok().text) + "')"),
           Type();
  if (!p.parseEnumValue("StorageClass", sc, false) || !p.expect(AsmToken::Greater, "'>'"))
    return {};
  return PointerType::get(pointee, sc);
}

// --- !spirv.array, !spirv.rtarray, !spirv.matrix ----------------------------------------

void printArray(Type type, AsmPrinter& p) {
  auto t = type.cast<ArrayType>();
  p << '<' << int64_t(t.count()) << " x " << t.elementType();
  printStride(t.stride(), p);
  p << '>';
}

Type parseArray(AsmParser& p) {
  Location at = p.loc();
  unsigned stride = 0;
  Type elem;
  std::vector<int64_t> dims;
  if (!p.expect(AsmToken::Less, "'<'") || !p.parseDimensionList(dims) ||
      !(elem = parseComposedType(p)) || !parseStride(p, stride) ||
      !p.expect(AsmToken::Greater, "'>'"))
    return {};
  if (dims.size() != 1)
    return p.emitError(at, "expected single integer for array element count"), Type();
  if (dims[0] <= 0 || dims[0] > std::numeric_limits<int32_t>::max())
    return p.emitError(at, "expected array length greater than 0"), Type();
  return ArrayType::get(elem, unsigned(dims[0]), stride);
}

void printRuntimeArray(Type type, AsmPrinter& p) {
  auto t = type.cast<RuntimeArrayType>();
  p << '<' << t.elementType();
  printStride(t.stride(), p);
  p << '>';
}

Type parseRuntimeArray(AsmParser& p) {
  unsigned stride = 0;
  Type elem;
  if (!p.expect(AsmToken::Less, "'<'") || !(elem = parseComposedType(p)) ||
      !parseStride(p, stride) || !p.expect(AsmToken::Greater, "'>'"))
    return {};
  return RuntimeArrayType::get(elem, stride);
}

void printMatrix(Type type, AsmPrinter& p) {
  auto t = type.cast<MatrixType>();
  p << '<' << int64_t(t.columns()) << " x " << t.columnType() << '>';
}

Type parseMatrix(AsmParser& p) {
  Location at = p.loc();
  std::vector<int64_t> dims;
  Type column;
  if (!p.expect(AsmToken::Less, "'<'") || !p.parseDimensionList(dims) ||
      !(column = p.parseType()) || !p.expect(AsmToken::Greater, "'>'"))
    return {};
  if (dims.size() != 1 || dims[0] < 2 || dims[0] > 4)
    return p.emitError(at, "matrix is expected to have 2, 3, or 4 columns"), Type();
  // MLIR's messages, one per broken rule.
  auto v = column.dyn_cast<VectorType>();
  if (!v)
    return p.emitError(at, "matrix must be composed using vector type, got '" +
                               AsmPrinter::print(column) + "'"),
           Type();
  if (v.count() < 2 || v.count() > 4)
    return p.emitError(at, "matrix columns size has to be less than or equal to 4 and greater "
                           "than or equal 2, but found " +
                               std::to_string(v.count())),
           Type();
  if (!v.elementType().isFloat())
    return p.emitError(at, "matrix columns' elements must be of Float type, got '" +
                               AsmPrinter::print(v.elementType()) + "'"),
           Type();
  return MatrixType::get(column, unsigned(dims[0]));
}

// --- !spirv.struct -----------------------------------------------------------------------

void printStruct(Type type, AsmPrinter& p) {
  auto t = type.cast<StructType>();
  p << '<';
  if (t.isReference()) {
    p << t.name() << '>';
    return;
  }
  if (!t.name().empty()) p << t.name() << ", ";
  p << '(';
  ArrayAttr decos =
      t.memberDecorations() ? Attribute(t.memberDecorations()).cast<ArrayAttr>() : ArrayAttr();
  for (unsigned i = 0; i < t.numMembers(); ++i) {
    if (i) p << ", ";
    // Raw: a recursive reference prints as `!spirv.struct<name>`, as in MLIR.
    p << t.rawMember(i);
    bool hasDecos = decos && i < decos.size() && decos[i].cast<ArrayAttr>().size();
    if (!t.hasOffsets() && !hasDecos) continue;
    p << " [";
    bool first = true;
    if (t.hasOffsets()) {
      p << t.offset(i);
      first = false;
    }
    if (hasDecos)
      for (Attribute d : decos[i].cast<ArrayAttr>().elements()) {
        if (!first) p << ", ";
        first = false;
        // A decoration with a value is the pair [decoration, value].
        if (auto pair = d.dyn_cast<ArrayAttr>(); pair && pair.size() == 2) {
          p.printEnumName(pair[0]);
          p << '=';
          p.printAttribute(pair[1], true);
          continue;
        }
        p.printEnumName(d);
      }
    p << ']';
  }
  p << ")>";
}

/// The names of the identified structs whose bodies are being parsed, inner
/// last: `!spirv.struct<a>` is a reference to one of them (StructType).
thread_local std::vector<std::string> tEnclosingStructs;

struct EnclosingStruct {
  explicit EnclosingStruct(const std::string& name) : named(!name.empty()) {
    if (named) tEnclosingStructs.push_back(name);
  }
  ~EnclosingStruct() {
    if (named) tEnclosingStructs.pop_back();
  }
  EnclosingStruct(const EnclosingStruct&) = delete;
  EnclosingStruct& operator=(const EnclosingStruct&) = delete;
  bool named;
};

Type parseStruct(AsmParser& p) {
  Context& ctx = p.context();
  Location structAt = p.loc();
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  std::string name;
  if (p.tok().kind == AsmToken::Identifier) {
    Location at = p.loc();
    name = std::string(p.tok().text);
    p.consume();
    bool enclosing = std::find(tEnclosingStructs.begin(), tEnclosingStructs.end(), name) !=
                     tEnclosingStructs.end();
    if (p.tok().kind == AsmToken::Greater) {
      // MLIR's messages. A struct cannot be defined by a name alone: only a
      // struct whose body is being parsed can be referred to.
      if (!enclosing)
        return p.emitError(at, "recursive struct reference not nested in struct definition"),
               Type();
      p.consume();
      return StructType::getReference(ctx, name);
    }
    if (!p.expect(AsmToken::Comma, "','")) return {};
    if (enclosing)
      return p.emitError(at, "identifier already used for an enclosing struct"), Type();
  }
  EnclosingStruct scope(name);
  if (!p.expect(AsmToken::LParen, "'('")) return {};
  std::vector<Type> members;
  std::vector<int64_t> offsets;
  std::vector<Attribute> decos;
  bool anyDeco = false, anyOffset = false;
  const EnumDomain* decoDomain = ctx.enumDomainByName("Decoration");
  while (p.tok().kind != AsmToken::RParen) {
    Type m = parseComposedType(p);
    if (!m) return {};
    members.push_back(m);
    std::vector<Attribute> memberDecos;
    if (p.consumeIf(AsmToken::LSquare)) {
      // MLIR's order: the offset first, then decorations; every member or
      // none has an offset.
      bool first = true;
      while (p.tok().kind != AsmToken::RSquare) {
        if (first && p.tok().kind == AsmToken::Integer) {
          Location offsetAt = p.loc();
          int64_t off;
          if (!p.parseInteger(off)) return {};
          if (offsets.size() != members.size() - 1)
            return p.emitError(offsetAt, "offset specification must be given for all members"),
                   Type();
          offsets.push_back(off);
          anyOffset = true;
          // MLIR's words: the offset is followed by `,` or `]`.
          if (p.tok().kind != AsmToken::Comma && p.tok().kind != AsmToken::RSquare)
            return p.emitError("expected ','"), Type();
        } else {
          uint32_t d;
          if (p.tok().kind != AsmToken::Identifier && p.tok().kind != AsmToken::String)
            return p.emitError("expected valid keyword (a decoration)"), Type();
          if (!decoDomain || !p.parseEnumValue("Decoration", d, false)) return {};
          Attribute deco = EnumAttr::get(ctx, decoDomain->id, d);
          if (p.consumeIf(AsmToken::Equal)) {
            // MLIR's `MatrixStride=16`: the pair [decoration, value].
            int64_t value;
            if (p.tok().kind != AsmToken::Integer)
              return p.emitError("expected integer value"), Type();
            if (!p.parseInteger(value)) return {};
            if (value < 0 || value > int64_t(UINT32_MAX))
              return p.emitError("struct member decoration value out of range"), Type();
            Attribute pair[2] = {deco, IntegerAttr::get(IntegerType::get(ctx, 32), value)};
            deco = ArrayAttr::get(ctx, pair);
          }
          memberDecos.push_back(deco);
          anyDeco = true;
        }
        first = false;
        if (!p.consumeIf(AsmToken::Comma)) break;
      }
      if (!p.expect(AsmToken::RSquare, "']'")) return {};
    }
    decos.push_back(ArrayAttr::get(ctx, memberDecos));
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (!p.expect(AsmToken::RParen, "')'") || !p.expect(AsmToken::Greater, "'>'")) return {};
  if (anyOffset && offsets.size() != members.size())
    return p.emitError(structAt, "offset specification must be given for all members"), Type();
  Attribute decoAttr = anyDeco ? Attribute(ArrayAttr::get(ctx, decos)) : Attribute();
  return StructType::get(ctx, members,
                         anyOffset ? std::span<const int64_t>(offsets) : std::span<const int64_t>(),
                         decoAttr.storage(), name);
}

// --- !spirv.coopmatrix ---------------------------------------------------------------------

void printCooperativeMatrix(Type type, AsmPrinter& p) {
  auto t = type.cast<CooperativeMatrixType>();
  Context& ctx = type.context();
  p << '<' << int64_t(t.rows()) << 'x' << int64_t(t.columns()) << 'x' << t.elementType() << ", "
    << enumName(ctx, "Scope", t.scope()) << ", ";
  std::string use = enumName(ctx, "CooperativeMatrixUse", t.use());
  // MLIR spells the uses without the grammar's "KHR" suffix.
  if (use.size() > 3 && use.ends_with("KHR")) use.resize(use.size() - 3);
  if (use == "MatrixAccumulator") use = "MatrixAcc";
  p << use << '>';
}

Type parseCooperativeMatrix(AsmParser& p) {
  Location at = p.loc();
  std::vector<int64_t> dims;
  Type elem;
  uint32_t scope;
  if (!p.expect(AsmToken::Less, "'<'") || !p.parseDimensionList(dims) || !(elem = p.parseType()) ||
      !p.expect(AsmToken::Comma, "','") || !p.parseEnumValue("Scope", scope, false) ||
      !p.expect(AsmToken::Comma, "','"))
    return {};
  std::string useName;
  if (!p.parseKeywordOrString(useName)) return {};
  const EnumDomain* useDomain = p.context().enumDomainByName("CooperativeMatrixUse");
  std::optional<uint32_t> use;
  if (useName == "MatrixAcc") useName = "MatrixAccumulator";
  if (useDomain) {
    use = useDomain->fromString(useName);
    if (!use) use = useDomain->fromString(useName + "KHR");
  }
  if (!use) return p.emitError(at, "invalid use <id> attribute specification: " + useName), Type();
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  if (dims.size() != 2 || dims[0] <= 0 || dims[1] <= 0)
    return p.emitError(at, "expected row and column count"), Type();
  return CooperativeMatrixType::get(elem, unsigned(dims[0]), unsigned(dims[1]), scope, *use);
}

// --- images and samplers ------------------------------------------------------------------

const char* const kDepth[] = {"NoDepth", "IsDepth", "DepthUnknown"};
const char* const kArrayed[] = {"NonArrayed", "Arrayed"};
const char* const kMultisampled[] = {"SingleSampled", "MultiSampled"};
const char* const kSampled[] = {"SamplerUnknown", "NeedSampler", "NoSampler"};

void printImage(Type type, AsmPrinter& p) {
  auto t = type.cast<ImageType>();
  Context& ctx = type.context();
  std::string dim = enumName(ctx, "Dim", t.dim());
  if (!dim.empty() && std::isdigit(uint8_t(dim[0]))) dim = "Dim" + dim;
  p << '<' << t.sampledType() << ", " << dim << ", ";
  p << (t.depth() < 3 ? kDepth[t.depth()] : "?") << ", ";
  p << (t.arrayed() < 2 ? kArrayed[t.arrayed()] : "?") << ", ";
  p << (t.multisampled() < 2 ? kMultisampled[t.multisampled()] : "?") << ", ";
  p << (t.sampled() < 3 ? kSampled[t.sampled()] : "?") << ", ";
  p << enumName(ctx, "ImageFormat", t.format());
  if (t.access()) p << ", " << enumName(ctx, "AccessQualifier", *t.access());
  p << '>';
}

Type parseImage(AsmParser& p) {
  Location at = p.loc();
  Context& ctx = p.context();
  Type sampled;
  if (!p.expect(AsmToken::Less, "'<'") || !(sampled = p.parseType())) return {};
  std::vector<std::string> words;
  while (p.consumeIf(AsmToken::Comma)) {
    std::string w;
    if (!p.parseKeywordOrString(w)) return {};
    words.push_back(w);
  }
  // Too few properties: the comma of the next one is missing (MLIR's error).
  if (words.size() < 6 && !p.expect(AsmToken::Comma, "','")) return {};
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  if (words.size() < 6 || words.size() > 7)
    return p.emitError(at, "!spirv.image takes a sampled type and 6 or 7 properties"), Type();
  auto pick = [](const std::string& w, std::span<const char* const> names) -> int {
    for (size_t i = 0; i < names.size(); ++i)
      if (w == names[i]) return int(i);
    return -1;
  };
  std::string dimName = words[0].starts_with("Dim") ? words[0].substr(3) : words[0];
  const EnumDomain* dimDomain = ctx.enumDomainByName("Dim");
  const EnumDomain* fmtDomain = ctx.enumDomainByName("ImageFormat");
  auto dim = dimDomain ? dimDomain->fromString(dimName) : std::nullopt;
  auto format = fmtDomain ? fmtDomain->fromString(words[5]) : std::nullopt;
  int depth = pick(words[1], kDepth);
  int arrayed = pick(words[2], kArrayed);
  int ms = pick(words[3], kMultisampled);
  int smp = pick(words[4], kSampled);
  if (!dim || !format || depth < 0 || arrayed < 0 || ms < 0 || smp < 0)
    return p.emitError(at, "invalid !spirv.image properties"), Type();
  uint32_t access = ~0u;
  if (words.size() == 7) {
    const EnumDomain* acc = ctx.enumDomainByName("AccessQualifier");
    auto a = acc ? acc->fromString(words[6]) : std::nullopt;
    if (!a) return p.emitError(at, "invalid image access qualifier"), Type();
    access = *a;
  }
  return ImageType::get(sampled, *dim, uint32_t(depth), uint32_t(arrayed), uint32_t(ms),
                        uint32_t(smp), *format, access);
}

void printSampledImage(Type type, AsmPrinter& p) {
  p << '<' << type.cast<SampledImageType>().imageType() << '>';
}

Type parseSampledImage(AsmParser& p) {
  Type image;
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Location at = p.loc();
  if (!(image = p.parseType()) || !p.expect(AsmToken::Greater, "'>'")) return {};
  if (!image.isa<ImageType>())
    return p.emitError(at, "sampled image must be composed using image type, got '" +
                               AsmPrinter::print(image) + "'"),
           Type();
  return SampledImageType::get(image);
}

void printSampler(Type, AsmPrinter&) {}

Type parseSampler(AsmParser& p) {
  return SamplerType::get(p.context());
}

} // namespace

void registerTypeSyntax(Context& ctx) {
  ctx.registerTypeHooks(TypeKind::Pointer, {"spirv.ptr", printPointer, parsePointer});
  ctx.registerTypeHooks(TypeKind::Array, {"spirv.array", printArray, parseArray});
  ctx.registerTypeHooks(TypeKind::RuntimeArray,
                        {"spirv.rtarray", printRuntimeArray, parseRuntimeArray});
  ctx.registerTypeHooks(TypeKind::Matrix, {"spirv.matrix", printMatrix, parseMatrix});
  ctx.registerTypeHooks(TypeKind::Struct, {"spirv.struct", printStruct, parseStruct});
  ctx.registerTypeHooks(TypeKind::CooperativeMatrix,
                        {"spirv.coopmatrix", printCooperativeMatrix, parseCooperativeMatrix});
  ctx.registerTypeHooks(TypeKind::Image, {"spirv.image", printImage, parseImage});
  ctx.registerTypeHooks(TypeKind::SampledImage,
                        {"spirv.sampled_image", printSampledImage, parseSampledImage});
  ctx.registerTypeHooks(TypeKind::Sampler, {"spirv.sampler", printSampler, parseSampler});
}

} // namespace spvkit::spirv
