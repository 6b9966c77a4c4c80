#include "ir/spirv/Dialect.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/Syntax.h"
#include "ir/spirv/TypeSyntax.h"
#include "ir/spirv/Verify.h"

#include <string>
#include <vector>

namespace spvkit::spirv {

bool isModuleStructureInstruction(Op op) {
  const InstructionInfo* inst = findInstruction(op);
  return !inst || detail::kDialectTables.moduleStructure[size_t(inst - instructions().data())];
}

namespace {

/// The OpInfos, indexed like the grammar tables. Names and traits are
/// generated (ir/spirv/dialect_overrides.json); only the syntax hooks are set
/// here, once per process, after which the tables are immutable.
struct DialectTables {
  std::vector<OpInfo> core; // parallel to instructions(); opcode 0: no op
  std::vector<OpInfo> ext;  // every extended instruction, by extInstIndex()
  OpInfo dialect[size_t(DialectOp::Count)];
  /// MLIR's vendor-prefixed names (spirv.KHR.X for spirv.XKHR): copies of
  /// the grammar op's info under the other name, in opsByName order.
  std::vector<OpInfo> aliases;
  /// Every op by name, in the order of the generated name index (ascending):
  /// what registerDialect hands each context, so that registering costs no
  /// per-op work.
  std::vector<const OpInfo*> byName;
};

const DialectTables& dialectTables() {
  static const DialectTables t = [] {
    DialectTables t;
    const auto& gen = detail::kDialectTables;
    auto insts = instructions();
    t.core.resize(insts.size());
    for (size_t i = 0; i < insts.size(); ++i) {
      if (gen.instructionOpNames[i].empty()) continue;
      OpInfo& info = t.core[i];
      info.name = gen.instructionOpNames[i];
      info.opcode = opcodeOf(insts[i].opcode);
      info.traits = gen.instructionTraits[i];
      info.extra = &insts[i];
    }
    t.ext.resize(gen.extInstOpNames.size());
    for (const ExtInstSetInfo& set : extInstSets())
      for (const ExtInstInfo& inst : set.instructions()) {
        size_t i = extInstIndex(inst);
        OpInfo& info = t.ext[i];
        info.name = gen.extInstOpNames[i];
        info.opcode = makeOpcode(dialectOf(set.set), inst.number);
        info.traits = gen.extInstTraits[i];
        info.extra = &inst;
      }
    for (size_t i = 0; i < size_t(DialectOp::Count); ++i) {
      OpInfo& info = t.dialect[i];
      info.name = gen.dialectOpNames[i];
      info.opcode = opcodeOf(DialectOp(i));
      info.traits = gen.dialectOpTraits[i];
    }
    for (auto& info : t.core)
      if (info.opcode) installSyntax(info);
    for (auto& info : t.ext) installSyntax(info);
    for (auto& info : t.dialect) installSyntax(info);
    using detail::OpFamily;
    size_t numAliases = 0;
    for (const detail::OpNameEntry& e : gen.opsByName)
      numAliases += e.family == OpFamily::VendorAlias;
    t.aliases.reserve(numAliases); // pointers into it are kept below
    t.byName.reserve(gen.opsByName.size());
    for (const detail::OpNameEntry& e : gen.opsByName) {
      switch (e.family) {
      case OpFamily::Core:
        t.byName.push_back(&t.core[e.index]);
        break;
      case OpFamily::ExtInst:
        t.byName.push_back(&t.ext[e.index]);
        break;
      case OpFamily::Dialect:
        t.byName.push_back(&t.dialect[e.index]);
        break;
      case OpFamily::VendorAlias:
        t.aliases.push_back(t.core[e.index]);
        t.aliases.back().name = e.name;
        t.byName.push_back(&t.aliases.back());
        break;
      }
    }
    return t;
  }();
  return t;
}

// --- enum domains ------------------------------------------------------------------

template <OperandKind K>
std::string enumToString(uint32_t v) {
  const OperandKindInfo* k = findOperandKind(K);
  // MLIR spells every empty bit set "None" (the grammar calls MemorySemantics'
  // "Relaxed"); both spellings parse.
  if (k->category == OperandCategory::BitEnum) return v == 0 ? "None" : formatBitEnum(K, v);
  const EnumerantInfo* e = findEnumerant(K, v);
  return e ? std::string(e->name()) : std::string();
}

template <OperandKind K>
std::optional<uint32_t> enumFromString(std::string_view s) {
  const OperandKindInfo* k = findOperandKind(K);
  if (k->category == OperandCategory::BitEnum) return parseBitEnum(K, s);
  if (const EnumerantInfo* e = findEnumerant(K, s)) return e->value;
  return std::nullopt;
}

/// "spirv.storage_class" etc., built once for all contexts.
const std::vector<std::string>& domainAttrNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n(kOperandKindCount);
    for (unsigned i = 0; i < kOperandKindCount; ++i)
      if (auto* k = findOperandKind(OperandKind(i))) n[i] = "spirv." + std::string(k->snakeName());
    // The one enum whose MLIR mnemonic is not the snake case of its name.
    n[size_t(OperandKind::FPFastMathMode)] = "spirv.fastmath_mode";
    return n;
  }();
  return names;
}

template <size_t... I>
std::vector<EnumDomain> enumDomains(std::index_sequence<I...>) {
  std::vector<EnumDomain> out;
  auto one = [&](auto kindConst) {
    constexpr OperandKind kind = decltype(kindConst)::value;
    const OperandKindInfo* k = findOperandKind(kind);
    if (!k || !k->isEnum()) return;
    out.push_back(EnumDomain{enumDomain(kind), k->name(), domainAttrNames()[size_t(kind)],
                             k->category == OperandCategory::BitEnum, &enumToString<kind>,
                             &enumFromString<kind>});
  };
  (one(std::integral_constant<OperandKind, OperandKind(I)>{}), ...);
  return out;
}

/// Every enum operand kind of the grammar as a domain, built once for all
/// contexts.
const EnumDomainTable& enumDomainTable() {
  static const EnumDomainTable table(enumDomains(std::make_index_sequence<kOperandKindCount>{}));
  return table;
}

// --- #spirv.vce -----------------------------------------------------------------------

void printVce(Attribute attr, AsmPrinter& p) {
  auto vce = attr.cast<VceAttr>();
  p << "<v" << int64_t(versionMajor(vce.version())) << "." << int64_t(versionMinor(vce.version()))
    << ", [";
  bool first = true;
  for (Capability c : vce.capabilities()) {
    if (!first) p << ", ";
    first = false;
    p << enumerantName(c);
  }
  p << "], [";
  first = true;
  for (Extension e : vce.extensions()) {
    if (!first) p << ", ";
    first = false;
    p << extensionName(e);
  }
  p << "]>";
}

Attribute parseVce(AsmParser& p) {
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Location at = p.loc();
  // MLIR 19's messages: not a keyword, or a keyword that is no version.
  if (p.tok().kind != AsmToken::Identifier)
    return p.emitError("expected valid keyword (a version like v1.0)"), Attribute();
  if (p.tok().text.size() < 2 || p.tok().text[0] != 'v')
    return p.emitError("unknown version: " + std::string(p.tok().text) + " (a version like v1.0)"),
           Attribute();
  // "v1.0" lexes as one identifier ("v1" ".0" is not split by the lexer).
  std::string text(p.tok().text.substr(1));
  p.consume();
  if (p.tok().kind == AsmToken::Float || p.tok().kind == AsmToken::Integer) {
    text += p.tok().text;
    p.consume();
  }
  unsigned major = 0, minor = 0;
  if (std::sscanf(text.c_str(), "%u.%u", &major, &minor) != 2 || major != 1 || minor > 6)
    return p.emitError(at, "invalid SPIR-V version 'v" + text + "'"), Attribute();
  std::vector<Capability> caps;
  std::vector<Extension> exts;
  if (!p.expect(AsmToken::Comma, "','") || !p.expect(AsmToken::LSquare, "'['")) return {};
  while (p.tok().kind == AsmToken::Identifier) {
    auto c = parseEnumerant<Capability>(p.tok().text);
    if (!c) return p.emitError("unknown capability: " + std::string(p.tok().text)), Attribute();
    caps.push_back(*c);
    p.consume();
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (p.tok().kind != AsmToken::RSquare && p.tok().kind != AsmToken::Identifier)
    return p.emitError("expected valid keyword (a capability)"), Attribute();
  if (!p.expect(AsmToken::RSquare, "']'") || !p.expect(AsmToken::Comma, "','") ||
      !p.expect(AsmToken::LSquare, "'['"))
    return {};
  while (p.tok().kind == AsmToken::Identifier) {
    auto e = findExtension(p.tok().text);
    if (!e) return p.emitError("unknown extension: " + std::string(p.tok().text)), Attribute();
    exts.push_back(*e);
    p.consume();
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (!p.expect(AsmToken::RSquare, "']'") || !p.expect(AsmToken::Greater, "'>'")) return {};
  return VceAttr::get(p.context(), makeVersion(major, minor), caps, exts);
}

} // namespace

const OpInfo* opInfo(Op opcode) {
  const InstructionInfo* inst = findInstruction(opcode);
  if (!inst) return nullptr;
  const OpInfo& info = dialectTables().core[size_t(inst - instructions().data())];
  return info.opcode ? &info : nullptr;
}

const OpInfo& extInstOpInfo(const ExtInstInfo& inst) {
  return dialectTables().ext[extInstIndex(inst)];
}

const OpInfo* clOpInfo(CLOp opcode) {
  const ExtInstInfo* inst = findOpenCLExtInst(opcode);
  return inst ? &extInstOpInfo(*inst) : nullptr;
}

const OpInfo* glOpInfo(GLOp opcode) {
  const ExtInstInfo* inst = findGLSLExtInst(opcode);
  return inst ? &extInstOpInfo(*inst) : nullptr;
}

const OpInfo& dialectOpInfo(DialectOp op) {
  return dialectTables().dialect[size_t(op)];
}

void registerDialect(Context& ctx) {
  if (!ctx.markDialectLoaded("spirv")) return;
  // The verifier comes with the ops, so no user of the dialect can forget it.
  for (DialectId id : {Dialect::Spirv, Dialect::SpirvCL, Dialect::SpirvDialect, Dialect::SpirvGL})
    ctx.registerDialectId(id, "spirv", &verifyOp);
  ctx.registerOps(dialectTables().byName);
  ctx.registerEnumDomains(enumDomainTable());
  registerTypeSyntax(ctx);
  ctx.registerAttrHooks(kVceAttrKind, DialectAttrHooks{"spirv.vce", &printVce, &parseVce});
  registerLinkageAttributeSyntax(ctx);
  registerAbiAttributeSyntax(ctx);
}

EnumAttr enumAttr(Context& ctx, OperandKind kind, uint32_t value) {
  return EnumAttr::get(ctx, enumDomain(kind), value);
}

std::optional<uint32_t> enumValue(Attribute attr, OperandKind kind) {
  auto e = attr.dyn_cast<EnumAttr>();
  if (!e || e.domain() != enumDomain(kind)) return std::nullopt;
  return e.value();
}

VceAttr VceAttr::get(Context& ctx, Version version, std::span<const Capability> caps,
                     std::span<const Extension> exts) {
  std::vector<Attribute> capAttrs, extAttrs;
  for (Capability c : caps) capAttrs.push_back(enumAttr(ctx, c));
  for (Extension e : exts) extAttrs.push_back(StringAttr::get(ctx, extensionName(e)));
  const AttrStorage* lists[2] = {ArrayAttr::get(ctx, capAttrs).storage(),
                                 ArrayAttr::get(ctx, extAttrs).storage()};
  AttrStorage key;
  key.kind = kVceAttrKind;
  key.i = version;
  key.elems = lists;
  key.numElems = 2;
  return ctx.uniqueAttr(key).storage();
}

std::vector<Capability> VceAttr::capabilities() const {
  std::vector<Capability> out;
  for (Attribute a : Attribute(s_->elems[0]).cast<ArrayAttr>().elements())
    out.push_back(Capability(a.cast<EnumAttr>().value()));
  return out;
}

std::vector<Extension> VceAttr::extensions() const {
  std::vector<Extension> out;
  for (Attribute a : Attribute(s_->elems[1]).cast<ArrayAttr>().elements())
    if (auto e = findExtension(a.cast<StringAttr>().value())) out.push_back(*e);
  return out;
}

} // namespace spvkit::spirv
