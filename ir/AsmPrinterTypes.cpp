// Printing of types and attributes in the text form.
#include "ir/AsmPrinter.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace spvkit {

namespace {

std::string enumName(Context& ctx, std::string_view domain, uint32_t value) {
  if (auto* d = ctx.enumDomainByName(domain)) {
    std::string s = d->toString(value);
    if (!s.empty()) return s;
  }
  return std::to_string(value);
}

std::string formatFloat(double v, Type type) {
  if (!std::isfinite(v)) {
    char buf[32];
    if (type.isFloat(64)) {
      std::snprintf(buf, sizeof buf, "0x%016llX",
                    static_cast<unsigned long long>(std::bit_cast<uint64_t>(v)));
    } else {
      // f16/bf16 infinities and NaNs are printed through their f32 pattern.
      std::snprintf(buf, sizeof buf, "0x%08X", std::bit_cast<uint32_t>(float(v)));
    }
    return buf;
  }
  char buf[64];
  std::to_chars_result r;
  if (type && !type.isFloat(64))
    r = std::to_chars(buf, buf + sizeof buf, float(v));
  else
    r = std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".eEn") == std::string::npos)
    s += ".0";
  else if (s.find('.') == std::string::npos && s.find('e') != std::string::npos) {
    s.insert(s.find('e'), ".0");
  }
  return s;
}

} // namespace

// --- types ---------------------------------------------------------------------------

void AsmPrinter::printType(Type type) {
  if (!type) {
    out_ += "<<null type>>";
    return;
  }
  Context& ctx = type.context();
  switch (type.kind()) {
  case TypeKind::Void:
    out_ += "none";
    return;
  case TypeKind::Integer: {
    auto t = type.cast<IntegerType>();
    out_ += t.signedness() == Signedness::Signed     ? "si"
            : t.signedness() == Signedness::Unsigned ? "ui"
                                                     : "i";
    out_ += std::to_string(t.width());
    return;
  }
  case TypeKind::Float: {
    auto t = type.cast<FloatType>();
    out_ += t.isBFloat() ? "bf16" : "f" + std::to_string(t.width());
    return;
  }
  case TypeKind::Index:
    out_ += "index";
    return;
  case TypeKind::Vector: {
    auto t = type.cast<VectorType>();
    out_ += "vector<" + std::to_string(t.count()) + "x";
    printType(t.elementType());
    out_ += '>';
    return;
  }
  case TypeKind::Array: {
    auto t = type.cast<ArrayType>();
    out_ += "!spirv.array<" + std::to_string(t.count()) + " x ";
    printType(t.elementType());
    if (t.stride()) out_ += ", stride=" + std::to_string(t.stride());
    out_ += '>';
    return;
  }
  case TypeKind::Matrix: {
    auto t = type.cast<MatrixType>();
    out_ += "!spirv.matrix<" + std::to_string(t.columns()) + " x ";
    printType(t.columnType());
    out_ += '>';
    return;
  }
  case TypeKind::RuntimeArray: {
    auto t = type.cast<RuntimeArrayType>();
    out_ += "!spirv.rtarray<";
    printType(t.elementType());
    if (t.stride()) out_ += ", stride=" + std::to_string(t.stride());
    out_ += '>';
    return;
  }
  case TypeKind::Pointer: {
    auto t = type.cast<PointerType>();
    out_ += "!spirv.ptr<";
    printType(t.pointeeType());
    out_ += ", " + enumName(ctx, "StorageClass", t.storageClass()) + '>';
    return;
  }
  case TypeKind::Struct: {
    auto t = type.cast<StructType>();
    out_ += "!spirv.struct<";
    if (!t.name().empty()) out_ += std::string(t.name()) + ", ";
    out_ += '(';
    ArrayAttr decos =
        t.memberDecorations() ? Attribute(t.memberDecorations()).cast<ArrayAttr>() : ArrayAttr();
    for (unsigned i = 0; i < t.numMembers(); ++i) {
      if (i) out_ += ", ";
      printType(t.member(i));
      bool hasDecos = decos && i < decos.size() && decos[i].cast<ArrayAttr>().size();
      if (t.hasOffsets() || hasDecos) {
        out_ += " [";
        bool first = true;
        if (t.hasOffsets()) {
          out_ += std::to_string(t.offset(i));
          first = false;
        }
        if (hasDecos)
          for (Attribute d : decos[i].cast<ArrayAttr>().elements()) {
            if (!first) out_ += ", ";
            first = false;
            printEnumName(d);
          }
        out_ += ']';
      }
    }
    out_ += ")>";
    return;
  }
  case TypeKind::Function: {
    auto t = type.cast<FunctionType>();
    out_ += '(';
    for (unsigned i = 0; i < t.numInputs(); ++i) {
      if (i) out_ += ", ";
      printType(t.input(i));
    }
    out_ += ") -> ";
    if (t.numResults() == 1 && !t.result(0).isa<FunctionType>())
      printType(t.result(0));
    else {
      out_ += '(';
      for (unsigned i = 0; i < t.numResults(); ++i) {
        if (i) out_ += ", ";
        printType(t.result(i));
      }
      out_ += ')';
    }
    return;
  }
  case TypeKind::Image: {
    auto t = type.cast<ImageType>();
    static const char* depth[] = {"NoDepth", "IsDepth", "DepthUnknown"};
    static const char* arrayed[] = {"NonArrayed", "Arrayed"};
    static const char* ms[] = {"SingleSampled", "MultiSampled"};
    static const char* sampled[] = {"SamplerUnknown", "NeedSampler", "NoSampler"};
    out_ += "!spirv.image<";
    printType(t.sampledType());
    std::string dim = enumName(ctx, "Dim", t.dim());
    if (!dim.empty() && std::isdigit(uint8_t(dim[0]))) dim = "Dim" + dim;
    out_ += ", " + dim + ", ";
    out_ += t.depth() < 3 ? depth[t.depth()] : "?";
    out_ += ", ";
    out_ += t.arrayed() < 2 ? arrayed[t.arrayed()] : "?";
    out_ += ", ";
    out_ += t.multisampled() < 2 ? ms[t.multisampled()] : "?";
    out_ += ", ";
    out_ += t.sampled() < 3 ? sampled[t.sampled()] : "?";
    out_ += ", " + enumName(ctx, "ImageFormat", t.format());
    if (t.access()) out_ += ", " + enumName(ctx, "AccessQualifier", *t.access());
    out_ += '>';
    return;
  }
  case TypeKind::SampledImage:
    out_ += "!spirv.sampled_image<";
    printType(type.cast<SampledImageType>().imageType());
    out_ += '>';
    return;
  case TypeKind::Sampler:
    out_ += "!spirv.sampler";
    return;
  case TypeKind::CooperativeMatrix: {
    auto t = type.cast<CooperativeMatrixType>();
    out_ +=
        "!spirv.coopmatrix<" + std::to_string(t.rows()) + "x" + std::to_string(t.columns()) + "x";
    printType(t.elementType());
    out_ += ", " + enumName(ctx, "Scope", t.scope()) + ", ";
    std::string use = enumName(ctx, "CooperativeMatrixUse", t.use());
    // MLIR spells the uses without the grammar's "KHR" suffix.
    if (use.size() > 3 && use.ends_with("KHR")) use.resize(use.size() - 3);
    if (use == "MatrixAccumulator") use = "MatrixAcc";
    out_ += use + '>';
    return;
  }
  default:
    if (auto* hooks = ctx.typeHooks(type.kind())) {
      out_ += '!';
      out_ += hooks->mnemonic;
      hooks->print(type, *this);
      return;
    }
    out_ += "<<unknown type>>";
  }
}

// --- attributes ---------------------------------------------------------------------

void AsmPrinter::printEnumName(Attribute attr) {
  auto e = attr.cast<EnumAttr>();
  const EnumDomain* d = attr.context().enumDomain(e.domain());
  std::string s = d ? d->toString(e.value()) : std::string();
  out_ += s.empty() ? std::to_string(e.value()) : s;
}

void AsmPrinter::printAttribute(Attribute attr, bool elideType) {
  if (!attr) {
    out_ += "<<null attribute>>";
    return;
  }
  switch (attr.kind()) {
  case AttrKind::Unit:
    out_ += "unit";
    return;
  case AttrKind::Bool:
    out_ += attr.cast<BoolAttr>().value() ? "true" : "false";
    return;
  case AttrKind::Integer: {
    auto a = attr.cast<IntegerAttr>();
    if (a.type().isBool()) {
      out_ += a.value() ? "true" : "false";
      return;
    }
    auto it = a.type().dyn_cast<IntegerType>();
    if (it && it.signedness() == Signedness::Unsigned)
      out_ += std::to_string(a.zextValue());
    else
      out_ += std::to_string(a.value());
    if (!elideType) {
      out_ += " : ";
      printType(a.type());
    }
    return;
  }
  case AttrKind::Float: {
    auto a = attr.cast<FloatAttr>();
    out_ += formatFloat(a.value(), a.type());
    if (!elideType) {
      out_ += " : ";
      printType(a.type());
    }
    return;
  }
  case AttrKind::String:
    printString(attr.cast<StringAttr>().value());
    return;
  case AttrKind::TypeAttr:
    printType(attr.cast<TypeAttr>().value());
    return;
  case AttrKind::Array: {
    auto a = attr.cast<ArrayAttr>();
    out_ += '[';
    for (unsigned i = 0; i < a.size(); ++i) {
      if (i) out_ += ", ";
      printAttribute(a[i]);
    }
    out_ += ']';
    return;
  }
  case AttrKind::Dictionary: {
    auto entries = attr.cast<DictionaryAttr>().entries();
    if (entries.empty()) {
      out_ += "{}";
      return;
    }
    printOptionalAttrDict(entries);
    return;
  }
  case AttrKind::SymbolRef:
    printSymbolName(attr.cast<SymbolRefAttr>().symbol());
    return;
  case AttrKind::Enum: {
    auto e = attr.cast<EnumAttr>();
    const EnumDomain* d = attr.context().enumDomain(e.domain());
    out_ += '#';
    out_ += d && !d->attrName.empty() ? std::string(d->attrName) : "enum";
    out_ += '<';
    printEnumName(attr);
    out_ += '>';
    return;
  }
  case AttrKind::Dense: {
    auto d = attr.cast<DenseAttr>();
    out_ += "dense<";
    if (d.isSplat())
      printAttribute(d[0], true);
    else {
      out_ += '[';
      for (unsigned i = 0; i < d.size(); ++i) {
        if (i) out_ += ", ";
        printAttribute(d[i], true);
      }
      out_ += ']';
    }
    out_ += "> : ";
    printType(d.type());
    return;
  }
  default:
    if (auto* hooks = attr.context().attrHooks(attr.kind())) {
      out_ += '#';
      out_ += hooks->mnemonic;
      hooks->print(attr, *this);
      return;
    }
    out_ += "<<unknown attribute>>";
  }
}

} // namespace spvkit
