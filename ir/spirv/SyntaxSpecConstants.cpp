// Custom syntax of the composite and operation spec constants, as MLIR 19
// prints them:
//   spirv.SpecConstantComposite @scc (@sc1, @sc2) : !spirv.struct<(i32, f32)>
//   %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32
//   spirv.mlir.yield %0 : i32
// SpecConstantOperation's region holds the wrapped op and a spirv.mlir.yield
// of its result; the custom form spells only the wrapped op (generic form).
#include "ir/Block.h"
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

namespace spvkit::spirv::syntax {

namespace {

void printComposite(Operation* op, AsmPrinter& p) {
  p << "spirv.SpecConstantComposite ";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) p.printSymbolName(name.value());
  p << " (";
  if (auto list = op->attr("constituents").dyn_cast<ArrayAttr>())
    for (unsigned i = 0; i < list.size(); ++i) {
      if (i) p << ", ";
      if (auto s = list[i].dyn_cast<SymbolRefAttr>()) p.printSymbolName(s.symbol());
    }
  p << ") : ";
  if (auto t = op->attr("type").dyn_cast<TypeAttr>()) p << t.value();
}

Operation* parseComposite(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  std::string name;
  if (!p.parseSymbolName(name) || !p.expect(AsmToken::LParen, "'('")) return nullptr;
  std::vector<Attribute> constituents;
  if (p.tok().kind != AsmToken::RParen) do {
      std::string c;
      if (!p.parseSymbolName(c)) return nullptr;
      constituents.push_back(SymbolRefAttr::get(ctx, c));
    } while (p.consumeIf(AsmToken::Comma));
  Type t;
  if (!p.expect(AsmToken::RParen, "')'") || !p.parseColonType(t)) return nullptr;
  parts.addAttr(ctx, "sym_name", StringAttr::get(ctx, name));
  parts.addAttr(ctx, "type", TypeAttr::get(t));
  parts.addAttr(ctx, "constituents", ArrayAttr::get(ctx, constituents));
  return parts.create(p, info);
}

/// The wrapped op of a well-formed SpecConstantOperation, else null.
Operation* wrappedOp(Operation* op) {
  if (op->numRegions() != 1 || op->region(0).empty()) return nullptr;
  Block* b = op->region(0).front();
  Operation* inner = b->empty() ? nullptr : b->front();
  Operation* yield = b->empty() ? nullptr : b->back();
  if (!inner || inner == yield || inner->nextOp() != yield || inner->numResults() != 1 ||
      yield->opcode() != opcodeOf(DialectOp::Yield) || yield->numOperands() != 1 ||
      yield->operand(0) != inner->result(0) || !operandsSet(inner))
    return nullptr;
  return inner;
}

void printOperation(Operation* op, AsmPrinter& p) {
  Operation* inner = wrappedOp(op);
  if (!inner) return p.printGenericOp(op);
  p << "spirv.SpecConstantOperation wraps ";
  p.printGenericOp(inner);
}

Operation* parseOperation(const OpInfo& info, AsmParser& p) {
  if (!p.parseKeyword("wraps")) return nullptr;
  Operation* inner = p.parseGenericOp();
  if (!inner) return nullptr;
  if (inner->numResults() != 1) {
    p.emitError(inner->loc(), "the op spirv.SpecConstantOperation wraps must have one result");
    inner->erase();
    return nullptr;
  }
  OpParts parts;
  parts.resultTypes.push_back(inner->result(0)->type());
  parts.numRegions = 1;
  Operation* op = parts.create(p, info);
  if (!op) return nullptr;
  Block* body = p.builder().createBlock(op->region(0));
  body->push_back(inner);
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Yield);
  st.loc = inner->loc();
  Value* result = inner->result(0);
  st.operands = {&result, 1};
  body->push_back(p.create(st));
  return op;
}

void printYield(Operation* op, AsmPrinter& p) {
  p << "spirv.mlir.yield " << op->operand(0) << " : " << op->operand(0)->type();
}

Operation* parseYield(const OpInfo& info, AsmParser& p) {
  AsmParser::UnresolvedOperand operand;
  Type t;
  Location at = p.loc();
  OpParts parts;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseOperand(operand) || !p.parseColonType(t))
    return nullptr;
  if (!p.resolveOperands({operand}, {t}, at, parts.operands)) return nullptr;
  return parts.create(p, info);
}

} // namespace

bool installSpecConstantSyntax(OpInfo& info) {
  if (info.dialect() != Dialect::SpirvDialect) return false;
  switch (DialectOp(info.opcode & 0xFFFF)) {
  case DialectOp::SpecConstantComposite:
    info.print = guarded<printComposite, 0, 0>, info.parse = parseComposite;
    return true;
  case DialectOp::SpecConstantOperation:
    info.print = guarded<printOperation, 0, 1, 1>, info.parse = parseOperation;
    return true;
  case DialectOp::Yield:
    info.print = guarded<printYield, 1, 0>, info.parse = parseYield;
    return true;
  default:
    return false;
  }
}

} // namespace spvkit::spirv::syntax
