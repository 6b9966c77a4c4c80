// Helpers shared by the SPIR-V syntax files; see SyntaxUtil.h.
#include "ir/spirv/SyntaxUtil.h"

#include "ir/Block.h"

#include <algorithm>
#include <array>

namespace spvkit::spirv::syntax {

const OpInfo& canonical(const OpInfo& info) {
  uint32_t n = info.opcode & 0xFFFF;
  const OpInfo* c = nullptr;
  switch (info.dialect()) {
  case Dialect::Spirv:
    c = opInfo(Op(n));
    break;
  case Dialect::SpirvCL:
  case Dialect::SpirvGL:
    if (const ExtInstInfo* e = extInstOfOpcode(info.opcode)) c = &extInstOpInfo(*e);
    break;
  case Dialect::SpirvDialect:
    c = &dialectOpInfo(DialectOp(n));
    break;
  default:
    break;
  }
  return c ? *c : info;
}

Operation* OpParts::create(AsmParser& p, const OpInfo& info) {
  if (p.failed()) return nullptr;
  std::vector<Value*> all = operands;
  std::vector<uint32_t> counts;
  for (auto& a : successorArgs) {
    counts.push_back(uint32_t(a.size()));
    all.insert(all.end(), a.begin(), a.end());
  }
  while (counts.size() < successors.size()) counts.push_back(0);
  Operation::State st;
  st.info = &canonical(info);
  st.loc = p.loc();
  st.resultTypes = resultTypes;
  st.operands = all;
  st.attributes = attrs;
  st.successors = successors;
  st.successorOperandCounts = counts;
  st.numRegions = numRegions;
  return p.create(st);
}

// --- enums ---------------------------------------------------------------------------------

std::string_view domainName(OperandKind kind) {
  if (kind == OperandKind::IdScope) kind = OperandKind::Scope;
  if (kind == OperandKind::IdMemorySemantics) kind = OperandKind::MemorySemantics;
  const OperandKindInfo* k = findOperandKind(kind);
  return k ? k->name() : std::string_view();
}

namespace {

/// Enumerants MLIR spells differently from the grammar (its KHR enums drop
/// the vendor suffix and shorten names; MemorySemantics 0 is "None", the
/// grammar's alias of "Relaxed").
struct MlirSpelling {
  OperandKind kind;
  std::string_view grammar, mlir;
};
constexpr MlirSpelling kMlirSpellings[] = {
    {OperandKind::MemorySemantics, "Relaxed", "None"},
    {OperandKind::CooperativeMatrixOperands, "NoneKHR", "None"},
    {OperandKind::CooperativeMatrixOperands, "MatrixASignedComponentsKHR", "ASigned"},
    {OperandKind::CooperativeMatrixOperands, "MatrixBSignedComponentsKHR", "BSigned"},
    {OperandKind::CooperativeMatrixOperands, "MatrixCSignedComponentsKHR", "CSigned"},
    {OperandKind::CooperativeMatrixOperands, "MatrixResultSignedComponentsKHR", "ResultSigned"},
    {OperandKind::CooperativeMatrixOperands, "SaturatingAccumulationKHR", "AccSat"},
    {OperandKind::CooperativeMatrixLayout, "RowMajorKHR", "RowMajor"},
    {OperandKind::CooperativeMatrixLayout, "ColumnMajorKHR", "ColumnMajor"},
};

/// Rewrites each `|`-separated part of `text` from one spelling to the other.
std::string respell(OperandKind kind, std::string_view text, bool toMlir) {
  std::string out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t bar = text.find('|', start);
    if (bar == std::string_view::npos) bar = text.size();
    std::string_view part = text.substr(start, bar - start);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    for (const MlirSpelling& m : kMlirSpellings)
      if (m.kind == kind && part == (toMlir ? m.grammar : m.mlir)) {
        part = toMlir ? m.mlir : m.grammar;
        break;
      }
    if (!out.empty()) out += '|';
    out += part;
    start = bar + 1;
  }
  return out;
}

} // namespace

std::string enumText(Attribute attr) {
  auto e = attr.dyn_cast<EnumAttr>();
  if (!e) return {};
  const EnumDomain* d = attr.context().enumDomain(e.domain());
  std::string s = d ? d->toString(e.value()) : std::string();
  if (s.empty()) return std::to_string(e.value());
  return respell(OperandKind(e.domain()), s, true);
}

bool atEnum(AsmParser& p) {
  auto k = p.tok().kind;
  return k == AsmToken::Less || k == AsmToken::String || k == AsmToken::Identifier;
}

Attribute parseEnum(AsmParser& p, OperandKind kind, const EnumSite* site) {
  if (kind == OperandKind::IdScope) kind = OperandKind::Scope;
  if (kind == OperandKind::IdMemorySemantics) kind = OperandKind::MemorySemantics;
  const EnumDomain* d = p.context().enumDomainByName(domainName(kind));
  if (!d) return p.emitError("unknown enum kind"), Attribute();
  // MLIR prefixes the errors of a custom op's parser with the op.
  std::string prefix = site ? "custom op '" + std::string(site->op) + "' " : std::string();
  Location at = p.loc();
  bool angled = p.consumeIf(AsmToken::Less);
  bool quoted = p.tok().kind == AsmToken::String;
  // Outside a custom op's own parser MLIR's enums are `<X>` (declarative
  // formats): nothing that starts a value is "expected '<'".
  if (!site && !angled && !quoted && p.tok().kind != AsmToken::Identifier &&
      p.tok().kind != AsmToken::Integer)
    return p.emitError("expected '<'"), Attribute();
  std::string text;
  if (quoted) {
    text = p.tok().str;
    p.consume();
  } else {
    do {
      if (p.tok().kind != AsmToken::Identifier && p.tok().kind != AsmToken::Integer)
        return p.emitError(prefix + "expected valid keyword (a " + std::string(domainName(kind)) +
                           " value)"),
               Attribute();
      if (!text.empty()) text += '|';
      text += p.tok().text;
      p.consume();
    } while (p.consumeIf(AsmToken::Pipe));
  }
  if (angled && !p.expect(AsmToken::Greater, "'>'")) return {};
  auto v = d->fromString(respell(kind, text, false));
  if (!v && site) {
    // MLIR's parseEnumStrAttr / parseEnumKeywordAttr wording: the value as
    // written, quoted when it was a string.
    return p.emitError(at, prefix + "invalid " + std::string(site->attr) +
                               " attribute specification: " + (quoted ? '"' + text + '"' : text)),
           Attribute();
  }
  if (!v) {
    // MLIR's wording follows ours, listing the values (tests match either).
    std::string message = "unknown " + std::string(domainName(kind)) + " value '" + text +
                          "' (expected ::mlir::spirv::" + std::string(domainName(kind)) +
                          " to be one of: ";
    bool first = true;
    for (const EnumerantInfo& e : findOperandKind(kind)->enumerants()) {
      message += first ? "" : ", ";
      message += e.name();
      first = false;
    }
    return p.emitError(at, message + ")"), Attribute();
  }
  return enumAttr(p.context(), kind, *v);
}

Attribute parseEnumString(AsmParser& p, OperandKind kind, EnumSite site) {
  if (p.tok().kind == AsmToken::String) return parseEnum(p, kind, &site);
  // MLIR reads any attribute here (its own error if none starts), then asks
  // for a string.
  Location at = p.loc();
  // A bare keyword is no attribute to MLIR (builtin type names aside, which
  // then fail below with the other message).
  if (p.tok().kind == AsmToken::Identifier)
    return p.emitError("expected attribute value"), Attribute();
  if (!p.parseAttribute()) return {};
  return p.emitError(at, "custom op '" + std::string(site.op) + "' expected " +
                             std::string(site.attr) + " attribute specified as string"),
         Attribute();
}

// --- grammar operand layout -------------------------------------------------------------------

std::span<const OperandMapping> mappingOf(const OpInfo& info) {
  uint32_t n = info.opcode & 0xFFFF;
  if (info.dialect() == Dialect::Spirv) return operandMapping(Op(n));
  if (const ExtInstInfo* e = extInstOfOpcode(info.opcode)) return operandMapping(*e);
  return {};
}

const OperandMapping* attrMapping(const OpInfo& info, std::string_view name) {
  for (const OperandMapping& m : mappingOf(info))
    if ((m.role == OperandRole::Attribute || m.role == OperandRole::Callee) && m.attrName == name)
      return &m;
  return nullptr;
}

Attribute parseAttrOfKind(AsmParser& p, const OperandMapping& mapping) {
  Context& ctx = p.context();
  const OperandInfo& operand = *mapping.grammar;
  if (mapping.idAttr == IdAttr::Type) {
    Type t = p.parseType();
    return t ? Attribute(TypeAttr::get(t)) : Attribute();
  }
  const OperandKindInfo* k = findOperandKind(mapping.attrKind);
  bool isEnum = k && k->isEnum();
  if (isEnum && operand.quantifier != Quantifier::Variadic) return parseEnum(p, mapping.attrKind);
  if (operand.kind == OperandKind::LiteralString && p.tok().kind == AsmToken::String) {
    std::string s = p.tok().str;
    p.consume();
    return StringAttr::get(ctx, s);
  }
  if (operand.kind == OperandKind::LiteralInteger && p.tok().kind != AsmToken::LSquare)
    return p.parseAttribute(IntegerType::get(ctx, 32));
  return p.parseAttribute();
}

void printAttrOfKind(AsmPrinter& p, Attribute attr) {
  if (attr.isa<EnumAttr>()) {
    p << '<' << enumText(attr) << '>';
    return;
  }
  auto i = attr.dyn_cast<IntegerAttr>();
  // i32 literals are the default; other widths keep their type.
  p.printAttribute(attr, i && i.type().isInteger(32));
}

// --- types -------------------------------------------------------------------------------------

Type boolLike(Type like) {
  Context& ctx = like.context();
  Type b = IntegerType::get(ctx, 1);
  if (auto v = like.dyn_cast<VectorType>()) return VectorType::get(b, v.count());
  return b;
}

Type pointee(Type t) {
  auto ptr = t ? t.dyn_cast<PointerType>() : PointerType();
  return ptr ? ptr.pointeeType() : Type();
}

Type walkComposite(Type t, std::span<const int64_t> indices) {
  for (int64_t i : indices) {
    if (!t || i < 0) return {};
    if (auto v = t.dyn_cast<VectorType>())
      t = uint64_t(i) < v.count() ? v.elementType() : Type();
    else if (auto a = t.dyn_cast<ArrayType>())
      t = a.elementType();
    else if (auto r = t.dyn_cast<RuntimeArrayType>())
      t = r.elementType();
    else if (auto s = t.dyn_cast<StructType>())
      t = uint64_t(i) < s.numMembers() ? s.member(unsigned(i)) : Type();
    else if (auto m = t.dyn_cast<CooperativeMatrixType>())
      t = m.elementType();
    else if (auto mt = t.dyn_cast<MatrixType>())
      t = uint64_t(i) < mt.columns() ? mt.columnType() : Type();
    else
      return {};
  }
  return t;
}

std::string compositeIndexError(Type t, std::span<const int64_t> indices) {
  if (indices.empty()) return "expected at least one index for spirv.CompositeExtract";
  for (int64_t i : indices) {
    int64_t limit = -1; // unknown (runtime arrays, cooperative matrices)
    if (auto v = t.dyn_cast<VectorType>())
      limit = v.count();
    else if (auto a = t.dyn_cast<ArrayType>())
      limit = a.count();
    else if (auto s = t.dyn_cast<StructType>())
      limit = s.numMembers();
    else if (auto mt = t.dyn_cast<MatrixType>())
      limit = mt.columns();
    else if (!t.isa<RuntimeArrayType>() && !t.isa<CooperativeMatrixType>())
      return "cannot extract from non-composite type '" + AsmPrinter::print(t) + "' with index " +
             std::to_string(i);
    if (i < 0 || (limit >= 0 && i >= limit))
      return "index " + std::to_string(i) + " out of bounds for '" + AsmPrinter::print(t) + "'";
    t = walkComposite(t, std::array<int64_t, 1>{i});
    if (!t) return "index " + std::to_string(i) + " cannot be walked";
  }
  return {};
}

/// The pointer type an access chain yields: `skip` leading indices (the
/// PtrAccessChain element) do not step into the type.
/// MLIR 19's messages (its getElementPtrType), which name spirv.AccessChain
/// whatever the op; `prev` is the index MLIR's message reports.
Type accessChainResult(AsmParser& p, Location at, Type base, std::span<Value* const> indices,
                       unsigned skip) {
  auto ptr = base.dyn_cast<PointerType>();
  if (!ptr)
    return p.emitError(at, "'spirv.AccessChain' op expected a pointer to composite type, but "
                           "provided '" +
                               AsmPrinter::print(base) + "'"),
           Type();
  Type t = ptr.pointeeType();
  int64_t prev = 0;
  for (size_t i = skip; i < indices.size(); ++i) {
    std::optional<int64_t> c = constantIndex(indices[i]);
    bool composite = t.isa<VectorType>() || t.isa<ArrayType>() || t.isa<RuntimeArrayType>() ||
                     t.isa<StructType>() || t.isa<MatrixType>() || t.isa<CooperativeMatrixType>();
    if (!composite)
      return p.emitError(at, "'spirv.AccessChain' op cannot extract from non-composite type '" +
                                 AsmPrinter::print(t) + "' with index " + std::to_string(prev)),
             Type();
    if (t.isa<StructType>() && !c)
      return p.emitError(at, "'spirv.AccessChain' op index must be an integer spirv.Constant to "
                             "access element of spirv.struct"),
             Type();
    Type next = walkComposite(t, std::array<int64_t, 1>{c.value_or(0)});
    if (!next)
      return p.emitError(at, "'spirv.AccessChain' op index " + std::to_string(c.value_or(0)) +
                                 " out of bounds for '" + AsmPrinter::print(t) + "'"),
             Type();
    prev = t.isa<StructType>() ? *c : 0;
    t = next;
  }
  return PointerType::get(t, ptr.storageClass());
}

std::optional<int64_t> constantIndex(Value* v) {
  Operation* def = v ? v->definingOp() : nullptr;
  if (!def || def->opcode() != opcodeOf(DialectOp::Constant)) return std::nullopt;
  if (auto i = def->attr("value").dyn_cast<IntegerAttr>()) return i.value();
  return std::nullopt;
}

bool operandsSet(Operation* op) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!op->operand(i)) return false;
  return true;
}

void printTypeList(AsmPrinter& p, std::span<const Type> types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p << types[i];
  }
}

std::vector<Type> typesOf(std::span<OpOperand> operands) {
  std::vector<Type> out;
  for (auto& o : operands) out.push_back(o.get()->type());
  return out;
}

std::vector<NamedAttribute> attributesExcept(Operation* op,
                                             std::initializer_list<std::string_view> elided) {
  std::vector<NamedAttribute> rest;
  for (auto& a : op->attributes())
    if (std::find(elided.begin(), elided.end(), a.name) == elided.end()) rest.push_back(a);
  return rest;
}

bool parseBindAndBuiltIn(AsmParser& p, OpParts& parts) {
  Context& ctx = p.context();
  if (p.parseOptionalKeyword("bind")) {
    int64_t set = 0, binding = 0;
    if (!p.expect(AsmToken::LParen, "'('") || !p.parseInteger(set) ||
        !p.expect(AsmToken::Comma, "','") || !p.parseInteger(binding) ||
        !p.expect(AsmToken::RParen, "')'"))
      return false;
    parts.addAttr(ctx, "descriptor_set", IntegerAttr::get(IntegerType::get(ctx, 32), set));
    parts.addAttr(ctx, "binding", IntegerAttr::get(IntegerType::get(ctx, 32), binding));
  }
  if (p.parseOptionalKeyword("built_in")) {
    if (!p.expect(AsmToken::LParen, "'('") || p.tok().kind != AsmToken::String)
      return p.emitError("expected a built-in name string"), false;
    parts.addAttr(ctx, "built_in", StringAttr::get(ctx, p.tok().str));
    p.consume();
    if (!p.expect(AsmToken::RParen, "')'")) return false;
  }
  return true;
}

void printAttrDict(AsmPrinter& p, Operation* op, std::initializer_list<std::string_view> elided) {
  std::vector<NamedAttribute> rest = attributesExcept(op, elided);
  if (rest.empty()) return;
  p << ' ';
  p.printOptionalAttrDict(rest);
}

/// `{a = 1, linkage_attributes = #spirv.linkage_attributes<...>}`: the IR keeps
/// linkage as a dictionary {linkage_name, linkage_type}; MLIR spells it as its
/// own attribute.
void printAttrDict(AsmPrinter& p, std::span<const NamedAttribute> attrs) {
  p << '{';
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (i) p << ", ";
    const NamedAttribute& a = attrs[i];
    auto dict = a.value.dyn_cast<DictionaryAttr>();
    auto name = dict ? dict.get("linkage_name").dyn_cast<StringAttr>() : StringAttr();
    Attribute type = dict ? dict.get("linkage_type") : Attribute();
    if (a.name == "linkage_attributes" && name && type && type.isa<EnumAttr>() &&
        dict.entries().size() == 2) {
      p << "linkage_attributes = #spirv.linkage_attributes<linkage_name = ";
      p.printString(name.value());
      p << ", linkage_type = <";
      p.printEnumName(type);
      p << ">>";
      continue;
    }
    p.printNamedAttribute(a);
  }
  p << '}';
}

void printAttributesKeyword(AsmPrinter& p, Operation* op,
                            std::initializer_list<std::string_view> elided) {
  std::vector<NamedAttribute> rest = attributesExcept(op, elided);
  if (rest.empty()) return;
  p << " attributes ";
  printAttrDict(p, rest);
}

bool parseAttributesKeyword(AsmParser& p, OpParts& parts) {
  if (!p.parseOptionalKeyword("attributes")) return true;
  if (p.tok().kind != AsmToken::LBrace) return p.emitError("expected '{' after 'attributes'");
  return p.parseOptionalAttrDict(parts.attrs);
}

std::string storageClassName(Type ptr) {
  auto pt = ptr.dyn_cast<PointerType>();
  if (!pt) return "?";
  const EnumerantInfo* e = findEnumerant(OperandKind::StorageClass, pt.storageClass());
  return e ? std::string(e->name()) : std::to_string(pt.storageClass());
}

bool parseStorageClass(AsmParser& p, uint32_t& sc) {
  // MLIR reads the storage class as a string attribute.
  if (p.tok().kind != AsmToken::String)
    return p.emitError("expected attribute value (the storage class as a string, \"Function\")");
  return p.parseEnumValue("StorageClass", sc, false);
}

} // namespace spvkit::spirv::syntax
