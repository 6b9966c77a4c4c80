// Custom syntax of the module-level ops of the dialect (spirv.module,
// spirv.func, spirv.GlobalVariable, spirv.EntryPoint, spirv.ExecutionMode) and
// of #spirv.linkage_attributes, written to match what MLIR 19's hand-written
// printers produce and what its parsers accept, so modules we print are read
// by mlir-opt-19 unchanged.
#include "ir/spirv/Syntax.h"
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

#include "ir/Block.h"

namespace spvkit::spirv::syntax {

namespace {

// --- spirv.module ---------------------------------------------------------------------------

void printModule(Operation* op, AsmPrinter& p) {
  p << "spirv.module";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) {
    p << ' ';
    p.printSymbolName(name.value());
  }
  p << ' ' << enumText(op->attr("addressing_model")) << ' ' << enumText(op->attr("memory_model"));
  if (Attribute vce = op->attr("vce_triple")) p << " requires " << vce;
  printAttributesKeyword(p, op, {"sym_name", "addressing_model", "memory_model", "vce_triple"});
  p << ' ';
  p.printRegion(op->region(), false);
}

Operation* parseModule(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  if (p.tok().kind == AsmToken::AtId) {
    std::string name;
    if (!p.parseSymbolName(name)) return nullptr;
    parts.addAttr(ctx, "sym_name", StringAttr::get(ctx, name));
  }
  // MLIR reads both as keywords (parseEnumKeywordAttr); we also take strings.
  EnumSite amSite{info.name, "addressing_model"}, mmSite{info.name, "memory_model"};
  Attribute am = parseEnum(p, OperandKind::AddressingModel, &amSite);
  if (!am) return nullptr;
  Attribute mm = parseEnum(p, OperandKind::MemoryModel, &mmSite);
  if (!mm) return nullptr;
  parts.addAttr(ctx, "addressing_model", am);
  parts.addAttr(ctx, "memory_model", mm);
  if (p.parseOptionalKeyword("requires")) {
    Attribute vce = p.parseAttribute();
    if (!vce) return nullptr;
    if (!vce.isa<VceAttr>()) return p.emitError("expected #spirv.vce<...>"), nullptr;
    parts.addAttr(ctx, "vce_triple", vce);
  }
  if (!parseAttributesKeyword(p, parts)) return nullptr;
  parts.numRegions = 1;
  Operation* op = parts.create(p, info);
  if (!op || !p.parseRegion(op->region(), {}, true)) return nullptr;
  if (op->region().empty()) op->region().addBlock(p.module().arena());
  return op;
}

// --- spirv.func -----------------------------------------------------------------------------

/// The decoration without operands whose attribute name is `name` (the
/// enumerant's snake case, as the IR names decorations), or null.
const EnumerantInfo* operandlessDecoration(std::string_view name) {
  for (const EnumerantInfo& e : findOperandKind(OperandKind::Decoration)->enumerants())
    if (e.snakeName() == name && e.parameters().empty()) return &e;
  return nullptr;
}

/// A parameter's attributes in MLIR's spelling: the IR's `{aliased}` (a unit
/// attribute per decoration) is `{spirv.decoration = #spirv.decoration<Aliased>}`
/// (MLIR holds one decoration per parameter; further ones print as they are).
void printArgAttrs(AsmPrinter& p, DictionaryAttr d) {
  p << '{';
  bool first = true, decorationPrinted = false;
  for (const NamedAttribute& a : d.entries()) {
    if (!first) p << ", ";
    first = false;
    const EnumerantInfo* deco = operandlessDecoration(a.name);
    if (deco && !decorationPrinted && a.value.isa<UnitAttr>()) {
      decorationPrinted = true;
      p << "spirv.decoration = #spirv.decoration<" << deco->name() << '>';
      continue;
    }
    p.printNamedAttribute(a);
  }
  p << '}';
}

/// The IR's form of parsed parameter attributes: MLIR's
/// `spirv.decoration = #spirv.decoration<X>` becomes the unit attribute `x`.
void normalizeArgAttrs(Context& ctx, std::vector<NamedAttribute>& attrs) {
  for (NamedAttribute& a : attrs) {
    if (a.name != "spirv.decoration") continue;
    auto e = a.value.dyn_cast<EnumAttr>();
    if (!e || e.domain() != enumDomain(OperandKind::Decoration)) continue;
    const EnumerantInfo* deco = findEnumerant(OperandKind::Decoration, e.value());
    if (!deco || !deco->parameters().empty()) continue;
    a = {ctx.intern(deco->snakeName()), UnitAttr::get(ctx)};
  }
}

void printFunc(Operation* op, AsmPrinter& p) {
  p << "spirv.func ";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) p.printSymbolName(name.value());
  auto fnType = op->attr("function_type").dyn_cast<TypeAttr>();
  FunctionType fn = fnType ? fnType.value().dyn_cast<FunctionType>() : FunctionType();
  auto argAttrs = op->attr("arg_attrs").dyn_cast<ArrayAttr>();
  Region& body = op->region();
  bool declaration = body.empty();
  p << '(';
  unsigned n = fn ? fn.numInputs() : 0;
  for (unsigned i = 0; i < n; ++i) {
    if (i) p << ", ";
    // MLIR prints argument names only when there is a body to bind them in.
    if (!declaration && i < body.front()->numArguments()) {
      p << body.front()->argument(i) << ": ";
    }
    p << fn.input(i);
    if (argAttrs && i < argAttrs.size())
      if (auto d = argAttrs[i].dyn_cast<DictionaryAttr>(); d && !d.entries().empty()) {
        p << ' ';
        printArgAttrs(p, d);
      }
  }
  p << ')';
  if (fn && fn.numResults() == 1 && !fn.result(0).isVoid()) {
    p << " -> " << fn.result(0);
  } else if (fn && fn.numResults() > 1) {
    p << " -> (";
    for (unsigned i = 0; i < fn.numResults(); ++i) {
      if (i) p << ", ";
      p << fn.result(i);
    }
    p << ')';
  }
  p << " \"" << (op->attr("function_control") ? enumText(op->attr("function_control")) : "None")
    << '"';
  printAttributesKeyword(p, op, {"sym_name", "function_type", "function_control", "arg_attrs"});
  if (!declaration) {
    p << ' ';
    p.printRegion(body, false);
  }
}

Operation* parseFunc(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  std::string name;
  if (!p.parseSymbolName(name) || !p.expect(AsmToken::LParen, "'('")) return nullptr;
  std::vector<AsmParser::Argument> args;
  std::vector<Type> inputs, results;
  std::vector<Attribute> argAttrs;
  bool anyArgAttrs = false, named = false;
  while (p.tok().kind != AsmToken::RParen) {
    AsmParser::Argument a;
    // Once the first argument is named, all are (`...` included, which
    // spirv.func does not take).
    if (named && p.tok().kind != AsmToken::PercentId)
      return p.emitError("expected SSA identifier"), nullptr;
    if (p.tok().kind == AsmToken::PercentId) {
      named = true;
      if (!p.parseOperand(a.name) || !p.expect(AsmToken::Colon, "':'")) return nullptr;
    }
    if (!(a.type = p.parseType())) return nullptr;
    if (p.tok().kind == AsmToken::LBrace && !p.parseOptionalAttrDict(a.attrs)) return nullptr;
    normalizeArgAttrs(ctx, a.attrs);
    anyArgAttrs |= !a.attrs.empty();
    argAttrs.push_back(DictionaryAttr::get(ctx, a.attrs));
    inputs.push_back(a.type);
    args.push_back(std::move(a));
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (!p.expect(AsmToken::RParen, "')'")) return nullptr;
  if (p.consumeIf(AsmToken::Arrow)) {
    if (p.consumeIf(AsmToken::LParen)) {
      if (p.tok().kind != AsmToken::RParen && !p.parseTypeList(results)) return nullptr;
      if (!p.expect(AsmToken::RParen, "')'")) return nullptr;
    } else {
      Type t = p.parseType();
      if (!t) return nullptr;
      results.push_back(t);
    }
  }
  // Required, as a string: MLIR 19 rejects `spirv.func @f() {`.
  Attribute control =
      parseEnumString(p, OperandKind::FunctionControl, {info.name, "function_control"});
  if (!control) return nullptr;
  parts.addAttr(ctx, "sym_name", StringAttr::get(ctx, name));
  parts.addAttr(ctx, "function_type", TypeAttr::get(FunctionType::get(ctx, inputs, results)));
  parts.addAttr(ctx, "function_control", control);
  if (anyArgAttrs) parts.addAttr(ctx, "arg_attrs", ArrayAttr::get(ctx, argAttrs));
  if (!parseAttributesKeyword(p, parts)) return nullptr;
  parts.numRegions = 1;
  Operation* op = parts.create(p, info);
  if (!op) return nullptr;
  if (p.tok().kind == AsmToken::LBrace) {
    if (!named && !args.empty())
      return p.emitError("a function with a body needs named arguments"), nullptr;
    if (!p.parseRegion(op->region(), args, true)) return nullptr;
  }
  return op;
}

// --- spirv.GlobalVariable ---------------------------------------------------------------------

void printGlobalVariable(Operation* op, AsmPrinter& p) {
  p << "spirv.GlobalVariable ";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) p.printSymbolName(name.value());
  if (auto init = op->attr("initializer").dyn_cast<SymbolRefAttr>()) {
    p << " initializer(";
    p.printSymbolName(init.symbol());
    p << ')';
  }
  auto set = op->attr("descriptor_set").dyn_cast<IntegerAttr>();
  auto binding = op->attr("binding").dyn_cast<IntegerAttr>();
  if (set && binding) p << " bind(" << set.value() << ", " << binding.value() << ')';
  if (auto b = op->attr("built_in").dyn_cast<StringAttr>()) {
    p << " built_in(";
    p.printString(b.value());
    p << ')';
  }
  std::vector<NamedAttribute> rest;
  for (auto& a : op->attributes()) {
    if (a.name == "sym_name" || a.name == "type" || a.name == "initializer" || a.name == "built_in")
      continue;
    if (set && binding && (a.name == "descriptor_set" || a.name == "binding")) continue;
    rest.push_back(a);
  }
  if (!rest.empty()) {
    p << ' ';
    printAttrDict(p, rest);
  }
  p << " : ";
  if (auto t = op->attr("type").dyn_cast<TypeAttr>()) p << t.value();
}

Operation* parseGlobalVariable(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  std::string name;
  if (!p.parseSymbolName(name)) return nullptr;
  parts.addAttr(ctx, "sym_name", StringAttr::get(ctx, name));
  if (p.parseOptionalKeyword("initializer")) {
    std::string init;
    if (!p.expect(AsmToken::LParen, "'('") || !p.parseSymbolName(init) ||
        !p.expect(AsmToken::RParen, "')'"))
      return nullptr;
    parts.addAttr(ctx, "initializer", SymbolRefAttr::get(ctx, init));
  }
  if (!parseBindAndBuiltIn(p, parts)) return nullptr;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.expect(AsmToken::Colon, "':'")) return nullptr;
  Type t = p.parseType();
  if (!t) return nullptr;
  parts.addAttr(ctx, "type", TypeAttr::get(t));
  return parts.create(p, info);
}

// --- entry points and execution modes ------------------------------------------------------------

void printEntryPoint(Operation* op, AsmPrinter& p) {
  p << "spirv.EntryPoint \"" << enumText(op->attr("execution_model")) << "\" ";
  if (auto fn = op->attr("fn").dyn_cast<SymbolRefAttr>()) p.printSymbolName(fn.symbol());
  if (auto iface = op->attr("interface").dyn_cast<ArrayAttr>())
    for (Attribute a : iface.elements())
      if (auto s = a.dyn_cast<SymbolRefAttr>()) {
        p << ", ";
        p.printSymbolName(s.symbol());
      }
}

/// `@name`, read as MLIR reads a FlatSymbolRefAttr: another attribute is "invalid
/// kind of attribute specified".
bool parseSymbolAttr(AsmParser& p, std::string& name) {
  if (p.tok().kind == AsmToken::AtId) return p.parseSymbolName(name);
  Location at = p.loc();
  if (!p.parseAttribute()) return false;
  return p.emitError(at, "invalid kind of attribute specified");
}

Operation* parseEntryPoint(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  EnumSite site{info.name, "execution_model"};
  Attribute model = parseEnum(p, OperandKind::ExecutionModel, &site);
  std::string fn;
  if (!model || !parseSymbolAttr(p, fn)) return nullptr;
  std::vector<Attribute> iface;
  while (p.consumeIf(AsmToken::Comma)) {
    std::string s;
    if (!parseSymbolAttr(p, s)) return nullptr;
    iface.push_back(SymbolRefAttr::get(ctx, s));
  }
  parts.addAttr(ctx, "execution_model", model);
  parts.addAttr(ctx, "fn", SymbolRefAttr::get(ctx, fn));
  parts.addAttr(ctx, "interface", ArrayAttr::get(ctx, iface));
  return parts.create(p, info);
}

void printExecutionMode(Operation* op, AsmPrinter& p) {
  p << "spirv.ExecutionMode ";
  if (auto fn = op->attr("fn").dyn_cast<SymbolRefAttr>()) p.printSymbolName(fn.symbol());
  p << " \"" << enumText(op->attr("execution_mode")) << '"';
  if (auto values = op->attr("values").dyn_cast<ArrayAttr>())
    for (Attribute a : values.elements())
      if (auto i = a.dyn_cast<IntegerAttr>()) p << ", " << i.value();
}

Operation* parseExecutionMode(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  std::string fn;
  if (!p.parseSymbolName(fn)) return nullptr;
  EnumSite site{info.name, "execution_mode"};
  Attribute mode = parseEnum(p, OperandKind::ExecutionMode, &site);
  if (!mode) return nullptr;
  std::vector<Attribute> values;
  while (p.consumeIf(AsmToken::Comma)) {
    int64_t v = 0;
    if (!p.parseInteger(v)) return nullptr;
    values.push_back(IntegerAttr::get(IntegerType::get(ctx, 32), v));
  }
  parts.addAttr(ctx, "fn", SymbolRefAttr::get(ctx, fn));
  parts.addAttr(ctx, "execution_mode", mode);
  parts.addAttr(ctx, "values", ArrayAttr::get(ctx, values));
  return parts.create(p, info);
}

} // namespace

bool installModuleSyntax(OpInfo& info) {
  if (info.dialect() != Dialect::SpirvDialect) return false;
  switch (DialectOp(info.opcode & 0xFFFF)) {
  case DialectOp::Module:
    info.print = guarded<printModule, 0, 0, 1>, info.parse = parseModule;
    break;
  case DialectOp::Func:
    info.print = guarded<printFunc, 0, 0, 1>, info.parse = parseFunc;
    break;
  case DialectOp::GlobalVariable:
    info.print = guarded<printGlobalVariable, 0, 0>, info.parse = parseGlobalVariable;
    break;
  case DialectOp::EntryPoint:
    info.print = guarded<printEntryPoint, 0, 0>, info.parse = parseEntryPoint;
    break;
  case DialectOp::ExecutionMode:
    info.print = guarded<printExecutionMode, 0, 0>, info.parse = parseExecutionMode;
    break;
  default:
    return false;
  }
  return true;
}

} // namespace spvkit::spirv::syntax

namespace spvkit::spirv {

namespace {

/// Only the mnemonic matters: the attribute read is a plain dictionary.
constexpr AttrKind kLinkageAttrParseKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 1);

Attribute parseLinkageAttributes(AsmParser& p) {
  Context& ctx = p.context();
  std::string name;
  uint32_t type = 0;
  if (!p.expect(AsmToken::Less, "'<'") || !p.parseKeyword("linkage_name") ||
      !p.expect(AsmToken::Equal, "'='"))
    return {};
  if (p.tok().kind != AsmToken::String)
    return p.emitError("expected a linkage name string"), Attribute();
  name = p.tok().str;
  p.consume();
  if (!p.expect(AsmToken::Comma, "','") || !p.parseKeyword("linkage_type") ||
      !p.expect(AsmToken::Equal, "'='") || !p.parseEnumValue("LinkageType", type, true) ||
      !p.expect(AsmToken::Greater, "'>'"))
    return {};
  NamedAttribute entries[2] = {
      {ctx.intern("linkage_name"), StringAttr::get(ctx, name)},
      {ctx.intern("linkage_type"), enumAttr(ctx, OperandKind::LinkageType, type)}};
  return DictionaryAttr::get(ctx, entries);
}

void printLinkageAttributes(Attribute attr, AsmPrinter& p) {
  p.printAttribute(attr);
}

} // namespace

void registerLinkageAttributeSyntax(Context& ctx) {
  ctx.registerAttrHooks(kLinkageAttrParseKind,
                        DialectAttrHooks{"spirv.linkage_attributes", &printLinkageAttributes,
                                         &parseLinkageAttributes});
}

} // namespace spvkit::spirv
