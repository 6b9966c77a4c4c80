// Printing of types and attributes in the text form.
#include "ir/AsmPrinter.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace spvkit {

namespace {

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
    // An array-typed value is MLIR's tensor (the parser's reading of
    // `dense<..> : tensor<2x3xi32>`): rows nest, and the type prints as the
    // tensor when every level is a plain (stride-less) array of scalars.
    std::vector<unsigned> dims;
    Type elem = d.type();
    while (auto a = elem.dyn_cast<ArrayType>()) {
      if (a.stride()) break;
      dims.push_back(a.count());
      elem = a.elementType();
    }
    bool tensor = !dims.empty() && (elem.isScalar() || elem.isBool());
    if (!tensor) dims.assign(1, d.size());
    out_ += "dense<";
    if (d.isSplat()) {
      printAttribute(d[0], true);
    } else {
      // Element i closes the rows it ends and opens the next ones.
      std::vector<unsigned> rowSize(dims.size(), 1);
      for (size_t k = dims.size() - 1; k-- > 0;) rowSize[k] = rowSize[k + 1] * dims[k + 1];
      for (unsigned i = 0; i < d.size(); ++i) {
        size_t opens = 0;
        for (size_t k = 0; k < dims.size(); ++k)
          if (i % (rowSize[k] * dims[k]) == 0) ++opens;
        if (i) out_ += ", ";
        out_.append(opens, '[');
        printAttribute(d[i], true);
        size_t closes = 0;
        for (size_t k = 0; k < dims.size(); ++k)
          if ((i + 1) % (rowSize[k] * dims[k]) == 0) ++closes;
        out_.append(closes, ']');
      }
    }
    out_ += "> : ";
    if (tensor) {
      out_ += "tensor<";
      for (unsigned n : dims) out_ += std::to_string(n) + 'x';
      printType(elem);
      out_ += '>';
    } else {
      printType(d.type());
    }
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
