#include "ir/AsmPrinter.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>

namespace spvkit {

namespace {

bool isBareName(std::string_view s) {
  if (s.empty() || !(std::isalpha(uint8_t(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(uint8_t(c)) || c == '_' || c == '$' || c == '.')) return false;
  return true;
}

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

std::string AsmPrinter::print(Module& module, Options options) {
  AsmPrinter p(options);
  p.printTopLevel(module);
  return std::move(p.out_);
}

std::string AsmPrinter::print(Operation* op, Options options) {
  AsmPrinter p(options);
  p.nameValuesIn(op);
  p.printOperation(op);
  p.out_ += '\n';
  return std::move(p.out_);
}

std::string AsmPrinter::print(Type type) {
  AsmPrinter p;
  p.printType(type);
  return std::move(p.out_);
}

std::string AsmPrinter::print(Attribute attr) {
  AsmPrinter p;
  p.printAttribute(attr);
  return std::move(p.out_);
}

void AsmPrinter::printTopLevel(Module& module) {
  nameRegion(module.bodyRegion());
  for (Operation* op : *module.body()) {
    printOperation(op);
    out_ += '\n';
  }
}

// --- naming ----------------------------------------------------------------------

std::string AsmPrinter::uniqueName(std::string_view hint) {
  std::string base(hint);
  if (usedNames_.insert(base).second) return base;
  for (unsigned i = 1;; ++i) {
    std::string candidate = base + "_" + std::to_string(i);
    if (usedNames_.insert(candidate).second) return candidate;
  }
}

void AsmPrinter::nameValue(Value* v) {
  if (valueNames_.count(v)) return;
  std::string name;
  if (!v->name().empty() && isBareName(v->name()) && !std::isdigit(uint8_t(v->name()[0])))
    name = uniqueName(v->name());
  else {
    do name = std::to_string(nextValueId_++);
    while (!usedNames_.insert(name).second);
  }
  valueNames_[v] = std::move(name);
}

void AsmPrinter::nameRegion(Region& r) {
  for (Block* b : r.blocks()) {
    blockIds_[b] = nextBlockId_++;
    for (Value* a : b->arguments()) nameValue(a);
    for (Operation* op : *b) {
      for (unsigned i = 0; i < op->numResults(); ++i) nameValue(op->result(i));
      if (op->has(OpTrait::IsolatedFromAbove)) continue; // named when printed
      for (unsigned i = 0; i < op->numRegions(); ++i) nameRegion(op->region(i));
    }
  }
}

void AsmPrinter::nameValuesIn(Operation* isolated) {
  for (unsigned i = 0; i < isolated->numResults(); ++i) nameValue(isolated->result(i));
  for (unsigned i = 0; i < isolated->numRegions(); ++i) nameRegion(isolated->region(i));
}

std::string_view AsmPrinter::valueName(Value* v) {
  auto it = valueNames_.find(v);
  if (it == valueNames_.end()) {
    nameValue(v);
    it = valueNames_.find(v);
  }
  return it->second;
}

// --- operations --------------------------------------------------------------------

void AsmPrinter::newline() {
  out_ += '\n';
  out_.append(size_t(indent_) * 2, ' ');
}

void AsmPrinter::printResults(Operation* op) {
  if (op->numResults() == 0) return;
  for (unsigned i = 0; i < op->numResults(); ++i) {
    if (i) out_ += ", ";
    out_ += '%';
    out_ += valueName(op->result(i));
  }
  out_ += " = ";
}

void AsmPrinter::printOperation(Operation* op) {
  if (op->has(OpTrait::IsolatedFromAbove)) {
    // Fresh numbering scope, but keep the names visible from outside.
    auto savedNames = usedNames_;
    unsigned savedId = nextValueId_, savedBlock = nextBlockId_;
    nextValueId_ = 0;
    nextBlockId_ = 0;
    for (unsigned i = 0; i < op->numRegions(); ++i) nameRegion(op->region(i));
    printResults(op);
    if (op->info().print && !options_.generic)
      op->info().print(op, *this);
    else
      printGenericOp(op);
    usedNames_ = std::move(savedNames);
    nextValueId_ = savedId;
    nextBlockId_ = savedBlock;
  } else {
    printResults(op);
    if (op->info().print && !options_.generic)
      op->info().print(op, *this);
    else
      printGenericOp(op);
  }
  if (options_.printLocations && op->loc().known()) {
    out_ += " loc(";
    printString(op->loc().file);
    out_ += ':' + std::to_string(op->loc().line) + ':' + std::to_string(op->loc().col) + ')';
  }
}

void AsmPrinter::printGenericOp(Operation* op) {
  printString(op->name());
  out_ += '(';
  unsigned n = op->numNonSuccessorOperands();
  for (unsigned i = 0; i < n; ++i) {
    if (i) out_ += ", ";
    printOperand(op->operand(i));
  }
  out_ += ')';
  if (op->numSuccessors()) {
    out_ += '[';
    for (unsigned i = 0; i < op->numSuccessors(); ++i) {
      if (i) out_ += ", ";
      printSuccessorAndArgs(op, i);
    }
    out_ += ']';
  }
  if (op->numRegions()) {
    out_ += " (";
    for (unsigned i = 0; i < op->numRegions(); ++i) {
      if (i) out_ += ", ";
      printRegion(op->region(i));
    }
    out_ += ')';
  }
  if (op->attributes().size()) out_ += ' ';
  printOptionalAttrDict(op);
  out_ += " : (";
  for (unsigned i = 0; i < n; ++i) {
    if (i) out_ += ", ";
    printType(op->operand(i)->type());
  }
  out_ += ") -> ";
  if (op->numResults() == 1)
    printType(op->result(0)->type());
  else {
    out_ += '(';
    for (unsigned i = 0; i < op->numResults(); ++i) {
      if (i) out_ += ", ";
      printType(op->result(i)->type());
    }
    out_ += ')';
  }
}

void AsmPrinter::printOperand(Value* v) {
  if (!v) {
    out_ += "<<null>>";
    return;
  }
  out_ += '%';
  out_ += valueName(v);
}

void AsmPrinter::printOperands(std::span<OpOperand> operands) {
  for (size_t i = 0; i < operands.size(); ++i) {
    if (i) out_ += ", ";
    printOperand(operands[i].get());
  }
}

void AsmPrinter::printSymbolName(std::string_view name) {
  out_ += '@';
  if (isBareName(name))
    out_ += name;
  else
    printString(name);
}

void AsmPrinter::printString(std::string_view s) {
  out_ += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out_ += '\\';
      out_ += c;
    } else if (c == '\n')
      out_ += "\\n";
    else if (c == '\t')
      out_ += "\\t";
    else if (uint8_t(c) < 0x20 || uint8_t(c) >= 0x7f) {
      char buf[4];
      std::snprintf(buf, sizeof buf, "\\%02X", uint8_t(c));
      out_ += buf;
    } else
      out_ += c;
  }
  out_ += '"';
}

void AsmPrinter::printBlockName(Block* b) {
  auto it = blockIds_.find(b);
  if (it == blockIds_.end()) it = blockIds_.emplace(b, nextBlockId_++).first;
  out_ += "^bb" + std::to_string(it->second);
}

void AsmPrinter::printSuccessorAndArgs(Operation* op, unsigned i) {
  printBlockName(op->successor(i));
  auto args = op->successorOperands(i);
  if (args.empty()) return;
  out_ += '(';
  printOperands(args);
  out_ += " : ";
  for (size_t j = 0; j < args.size(); ++j) {
    if (j) out_ += ", ";
    printType(args[j].get()->type());
  }
  out_ += ')';
}

void AsmPrinter::printOptionalAttrDict(Operation* op, std::initializer_list<std::string_view> el) {
  printOptionalAttrDict(op->attributes(), el);
}

void AsmPrinter::printOptionalAttrDict(std::span<const NamedAttribute> attrs,
                                       std::initializer_list<std::string_view> elided) {
  bool first = true;
  for (auto& a : attrs) {
    bool skip = false;
    for (auto e : elided) skip |= a.name == e;
    if (skip) continue;
    out_ += first ? "{" : ", ";
    first = false;
    if (isBareName(a.name))
      out_ += a.name;
    else
      printString(a.name);
    if (!a.value.isa<UnitAttr>()) {
      out_ += " = ";
      printAttribute(a.value);
    }
  }
  if (!first) out_ += '}';
}

void AsmPrinter::printArgumentList(Block* b) {
  out_ += '(';
  for (unsigned i = 0; i < b->numArguments(); ++i) {
    if (i) out_ += ", ";
    printOperand(b->argument(i));
    out_ += ": ";
    printType(b->argument(i)->type());
  }
  out_ += ')';
}

void AsmPrinter::printBlock(Block* b, bool printLabel) {
  if (printLabel) {
    out_.append(size_t(indent_ > 0 ? indent_ - 1 : 0) * 2, ' ');
    printBlockName(b);
    if (b->numArguments()) printArgumentList(b);
    out_ += ":\n";
  }
  for (Operation* op : *b) {
    out_.append(size_t(indent_) * 2, ' ');
    printOperation(op);
    out_ += '\n';
  }
}

void AsmPrinter::printRegion(Region& region, bool printEntryBlockArgs) {
  out_ += "{\n";
  ++indent_;
  bool entryReferenced = false;
  for (Block* b : region.blocks())
    if (Operation* t = b->back())
      for (unsigned i = 0; i < t->numSuccessors(); ++i)
        entryReferenced |= t->successor(i) == region.front();
  bool first = true;
  for (Block* b : region.blocks()) {
    bool label = !first || entryReferenced || (printEntryBlockArgs && b->numArguments());
    printBlock(b, label);
    first = false;
  }
  --indent_;
  out_.append(size_t(indent_) * 2, ' ');
  out_ += '}';
}

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
