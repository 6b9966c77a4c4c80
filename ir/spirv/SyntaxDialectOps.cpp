// Custom syntax of the dialect's own value and control-flow ops
// (spirv.Constant, spirv.SpecConstant, spirv.mlir.addressof / referenceof,
// spirv.mlir.selection / loop / merge), written to match what MLIR 19's
// hand-written printers produce and what its parsers accept, so modules we
// print are read by mlir-opt-19 unchanged. The module-level ops are in
// SyntaxModuleOps.cpp.
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"
#include "ir/spirv/TensorConstants.h"

#include "ir/Block.h"

namespace spvkit::spirv::syntax {

namespace {

// --- symbols used as values -------------------------------------------------------------------

/// `spirv.mlir.addressof @v : type` / `spirv.mlir.referenceof @sc : type`.
template <const char* Name, const char* Attr>
void printSymbolUse(Operation* op, AsmPrinter& p) {
  p << Name << ' ';
  if (auto s = op->attr(Attr).dyn_cast<SymbolRefAttr>()) p.printSymbolName(s.symbol());
  if (op->attributes().size() > 1) {
    p << ' ';
    p.printOptionalAttrDict(op, {Attr});
  }
  p << " : " << op->result(0)->type();
}

template <const char* Attr>
Operation* parseSymbolUse(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  std::string sym;
  if (!p.parseSymbolName(sym)) return nullptr;
  parts.addAttr(p.context(), Attr, SymbolRefAttr::get(p.context(), sym));
  Type t;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t)) return nullptr;
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

constexpr char kAddressOf[] = "spirv.mlir.addressof";
constexpr char kReferenceOf[] = "spirv.mlir.referenceof";
constexpr char kVariable[] = "variable";
constexpr char kSpecConst[] = "spec_const";

// --- constants --------------------------------------------------------------------------------

/// True when the value attribute spells its own type (`1 : i32`, `dense<..> : t`, `true`).
bool valueCarriesType(Attribute v, Type t) {
  // `true` / `false` are i1 in MLIR's syntax: `spirv.Constant true : i1` is
  // not MLIR text (the reader and the generic form give a BoolAttr).
  if (v.isa<BoolAttr>()) return t == Type(IntegerType::get(v.context(), 1));
  if (auto i = v.dyn_cast<IntegerAttr>()) return i.type() == t;
  if (auto f = v.dyn_cast<FloatAttr>()) return f.type() == t;
  // MLIR prints an array constant's type always (a tensor value's included).
  if (auto d = v.dyn_cast<DenseAttr>()) return d.type() == t && !t.isa<ArrayType>();
  return false;
}

void printConstant(Operation* op, AsmPrinter& p) {
  p << "spirv.Constant ";
  Attribute v = op->attr("value");
  Type t = op->result(0)->type();
  p << v;
  if (!valueCarriesType(v, t)) p << " : " << t;
}

/// `true`/`false` without a type are i1 integers in our IR.
Attribute normalizeBool(Context& ctx, Attribute v) {
  if (auto b = v.dyn_cast<BoolAttr>()) return IntegerAttr::get(IntegerType::get(ctx, 1), b.value());
  return v;
}

Type typeOfValue(Attribute v) {
  if (auto i = v.dyn_cast<IntegerAttr>()) return i.type();
  if (auto f = v.dyn_cast<FloatAttr>()) return f.type();
  if (auto d = v.dyn_cast<DenseAttr>()) return d.type();
  return {};
}

Operation* parseConstant(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  Location at = p.loc();
  Attribute v = p.parseAttribute();
  if (!v) return nullptr;
  v = normalizeBool(ctx, v);
  Type t = typeOfValue(v);
  if (p.tok().kind == AsmToken::Colon) {
    if (!p.parseColonType(t)) return nullptr;
  } else if (!t || isTensorValue(v)) {
    return p.emitError("expected ': type' after a constant without a type"), nullptr;
  }
  if (isTensorValue(v)) {
    // Read as the nested array constant of the result type (MLIR 19's rules).
    std::string why = tensorConstantMismatch(v.cast<DenseAttr>(), t);
    if (!why.empty()) return p.emitError(at, "'spirv.Constant' op " + why), nullptr;
    v = tensorAsArrayConstant(v.cast<DenseAttr>(), t);
  }
  parts.addAttr(ctx, "value", v);
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

void printSpecConstant(Operation* op, AsmPrinter& p) {
  p << "spirv.SpecConstant ";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) p.printSymbolName(name.value());
  if (auto id = op->attr("spec_id").dyn_cast<IntegerAttr>()) p << " spec_id(" << id.value() << ')';
  p << " = " << op->attr("default_value");
}

Operation* parseSpecConstant(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  std::string name;
  if (!p.parseSymbolName(name)) return nullptr;
  parts.addAttr(ctx, "sym_name", StringAttr::get(ctx, name));
  if (p.parseOptionalKeyword("spec_id")) {
    int64_t id = 0;
    if (!p.expect(AsmToken::LParen, "'('") || !p.parseInteger(id) ||
        !p.expect(AsmToken::RParen, "')'"))
      return nullptr;
    parts.addAttr(ctx, "spec_id", IntegerAttr::get(IntegerType::get(ctx, 32), id));
  }
  if (!p.expect(AsmToken::Equal, "'='")) return nullptr;
  Attribute v = p.parseAttribute();
  if (!v) return nullptr;
  parts.addAttr(ctx, "default_value", normalizeBool(ctx, v));
  return parts.create(p, info);
}

// --- structured control flow -------------------------------------------------------------------

/// `spirv.mlir.selection [control(Flatten)] [-> types] { ... }`; loops alike.
template <const char* Name, const char* Attr, OperandKind Kind>
void printConstruct(Operation* op, AsmPrinter& p) {
  p << Name;
  if (auto c = op->attr(Attr).dyn_cast<EnumAttr>(); c && c.value() != 0)
    p << " control(" << enumText(c) << ')';
  if (op->numResults()) {
    p << " -> ";
    for (unsigned i = 0; i < op->numResults(); ++i) {
      if (i) p << ", ";
      p << op->result(i)->type();
    }
  }
  std::vector<NamedAttribute> rest;
  for (auto& a : op->attributes())
    if (a.name != Attr) rest.push_back(a);
  if (!rest.empty()) {
    p << " attributes ";
    p.printOptionalAttrDict(rest);
  }
  p << ' ';
  p.printRegion(op->region(), true);
}

template <const char* Attr, OperandKind Kind>
Operation* parseConstruct(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  Attribute control = enumAttr(ctx, Kind, 0);
  if (p.parseOptionalKeyword("control")) {
    if (!p.expect(AsmToken::LParen, "'('") || !(control = parseEnum(p, Kind)) ||
        !p.expect(AsmToken::RParen, "')'"))
      return nullptr;
  }
  parts.addAttr(ctx, Attr, control);
  if (p.consumeIf(AsmToken::Arrow) && !p.parseTypeList(parts.resultTypes)) return nullptr;
  if (!parseAttributesKeyword(p, parts)) return nullptr;
  parts.numRegions = 1;
  Operation* op = parts.create(p, info);
  if (!op || !p.parseRegion(op->region(), {}, false)) return nullptr;
  return op;
}

constexpr char kSelection[] = "spirv.mlir.selection";
constexpr char kLoop[] = "spirv.mlir.loop";
constexpr char kSelectionControl[] = "selection_control";
constexpr char kLoopControl[] = "loop_control";

void printMerge(Operation* op, AsmPrinter& p) {
  p << "spirv.mlir.merge";
  if (op->numOperands()) {
    p << ' ';
    p.printOperands(op->operandSlots());
  }
  if (!op->attributes().empty()) p << ' ';
  p.printOptionalAttrDict(op);
  if (op->numOperands()) {
    p << " : ";
    printTypeList(p, typesOf(op->operandSlots()));
  }
}

Operation* parseMerge(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  std::vector<AsmParser::UnresolvedOperand> ops;
  std::vector<Type> types;
  Location at = p.loc();
  if (!p.parseOperandList(ops) || !p.parseOptionalAttrDict(parts.attrs)) return nullptr;
  if (!ops.empty() && (!p.expect(AsmToken::Colon, "':'") || !p.parseTypeList(types)))
    return nullptr;
  if (!p.resolveOperands(ops, types, at, parts.operands)) return nullptr;
  return parts.create(p, info);
}

} // namespace

bool installDialectSyntax(OpInfo& info) {
  if (info.dialect() != Dialect::SpirvDialect) return false;
  switch (DialectOp(info.opcode & 0xFFFF)) {
  case DialectOp::AddressOf:
    info.print = guarded<printSymbolUse<kAddressOf, kVariable>, 0, 1>;
    info.parse = parseSymbolUse<kVariable>;
    break;
  case DialectOp::SpecConstant:
    info.print = guarded<printSpecConstant, 0, 0>, info.parse = parseSpecConstant;
    break;
  case DialectOp::ReferenceOf:
    info.print = guarded<printSymbolUse<kReferenceOf, kSpecConst>, 0, 1>;
    info.parse = parseSymbolUse<kSpecConst>;
    break;
  case DialectOp::Constant:
    info.print = guarded<printConstant, 0, 1>, info.parse = parseConstant;
    break;
  case DialectOp::Selection:
    info.print =
        guarded<printConstruct<kSelection, kSelectionControl, OperandKind::SelectionControl>, 0, -1,
                1>;
    info.parse = parseConstruct<kSelectionControl, OperandKind::SelectionControl>;
    break;
  case DialectOp::Loop:
    info.print = guarded<printConstruct<kLoop, kLoopControl, OperandKind::LoopControl>, 0, -1, 1>;
    info.parse = parseConstruct<kLoopControl, OperandKind::LoopControl>;
    break;
  case DialectOp::Merge:
    info.print = guarded<printMerge, 0, 0>, info.parse = parseMerge;
    break;
  default:
    return installModuleSyntax(info) || installSpecConstantSyntax(info);
  }
  return true;
}

} // namespace spvkit::spirv::syntax
