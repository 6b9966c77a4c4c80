// Grammar instructions and extended instructions (OpenCL.std, GLSL.std.450), encoded
// generically through the operand mapping (ir/spirv/OperandMap.h): SSA
// operands, attributes, successors and the callee go back into grammar order,
// so every instruction the grammar knows is written without per-op code.
#include "codegen/ModuleWriter.h"

#include "SpirvOps.h"
#include "ir/spirv/AttributeEncoding.h"

#include <bit>
#include <vector>

namespace spvkit::spirv {

namespace {

std::optional<uint32_t> enumOrInt(Attribute a) {
  if (auto e = a.dyn_cast<EnumAttr>()) return e.value();
  if (auto i = a.dyn_cast<IntegerAttr>()) return uint32_t(i.value());
  return std::nullopt;
}

} // namespace

bool ModuleWriter::isOperandAttribute(Operation* op, std::string_view name) const {
  // The one predicate the verifier and the fuzz check share (AttributeEncoding.h).
  return isOperandAttributeName(op, name);
}

bool ModuleWriter::writeOp(Operation* op) {
  switch (op->info().dialect()) {
  case Dialect::Spirv:
    if (op->opcode() == opcodeOf(Op::Undef)) // an OpUndef in the types section
      return op->numResults() == 1 ? valueId(op->result(0)) != 0
                                   : fail(op->loc(), "spirv.Undef needs one result");
    return writeGrammarOp(op, *grammarOf(op));
  case Dialect::SpirvCL:
  case Dialect::SpirvGL:
    return writeExtInst(op, *extInstOf(op));
  case Dialect::SpirvDialect:
    switch (DialectOp(op->opcode() & 0xFFFF)) {
    case DialectOp::Constant:
    case DialectOp::AddressOf:
    case DialectOp::ReferenceOf:
    case DialectOp::SpecConstantOperation:
      // No instruction here: constants and undefs live in the types section,
      // symbols are ids. Resolving now keeps ids in emission order.
      return op->numResults() == 1 ? valueId(op->result(0)) != 0
                                   : fail(op->loc(), std::string(op->name()) + " needs one result");
    case DialectOp::Merge: {
      Block* b = op->block();
      Region* r = b->parent();
      if (b == r->back()) return true; // the construct's merge block: results are aliases
      // Elsewhere it leaves the construct: a branch to its merge block.
      if (op->numOperands() || r->back()->numArguments())
        return fail(op->loc(), "spirv.mlir.merge yielding values must be in the merge block");
      functions_.inst(uint32_t(Op::Branch), {labelId(r->back())});
      return true;
    }
    case DialectOp::Selection:
    case DialectOp::Loop:
      return fail(op->loc(), "internal: construct written out of place");
    default:
      return fail(op->loc(), "'" + std::string(op->name()) + "' cannot appear inside a function");
    }
  default:
    return fail(op->loc(), "'" + std::string(op->name()) +
                               "' is not a SPIR-V op; convert it to "
                               "the SPIR-V dialect before writing a binary");
  }
}

const ModuleWriter::OpShape& ModuleWriter::shapeOf(const InstructionInfo& inst) {
  OpShape& shape = shapes_[uint32_t(inst.opcode) & 63];
  if (shape.opcode == uint32_t(inst.opcode)) return shape;
  shape = OpShape{uint32_t(inst.opcode)};
  auto mapping = operandMapping(inst);
  for (size_t i = 0; i < mapping.size(); ++i) {
    const OperandMapping& m = mapping[i];
    if (m.role != OperandRole::Value || m.idAttr != IdAttr::None ||
        m.grammar->kind != OperandKind::IdRef)
      return shape;
    if (m.grammar->quantifier == Quantifier::One && !shape.variadicValues)
      ++shape.fixedValues;
    else if (m.grammar->quantifier == Quantifier::Variadic && i + 1 == mapping.size())
      shape.variadicValues = true;
    else
      return shape;
  }
  shape.valuesOnly = true;
  return shape;
}

bool ModuleWriter::writeGrammarOp(Operation* op, const InstructionInfo& inst) {
  WordBuffer& b = functions_;
  OperandCursor cur{0, op->numNonSuccessorOperands(), 0};
  if (op->numResults() > 1 || (op->numResults() && !inst.hasResult))
    return fail(op->loc(),
                "'" + std::string(op->name()) + "' has more results than its instruction");
  uint32_t type = 0, result = 0;
  if (inst.hasResultType) {
    type = typeId(op->numResults() ? op->result(0)->type() : Type(VoidType::get(*ctx_)), op);
    if (!type) return false;
  }
  if (inst.hasResult) result = op->numResults() ? resultId(op) : nextId_++;
  b.begin(uint32_t(inst.opcode));
  if (inst.hasResultType) b.add(type);
  if (inst.hasResult) b.add(result);
  const OpShape& shape = shapeOf(inst);
  if (shape.valuesOnly && !op->numSuccessors() &&
      (cur.numValues == shape.fixedValues ||
       (shape.variadicValues && cur.numValues > shape.fixedValues))) {
    // Only SSA operands, as many as the instruction takes: no mapping walk.
    for (; cur.nextValue < cur.numValues; ++cur.nextValue) {
      uint32_t id = valueId(op->operand(cur.nextValue));
      if (!id) return false;
      b.add(id);
    }
  } else {
    for (const OperandMapping& m : operandMapping(inst))
      if (!writeOperand(op, m, cur)) return false;
  }
  if (cur.nextValue != cur.numValues)
    return fail(op->loc(), "'" + std::string(op->name()) + "' has " +
                               std::to_string(cur.numValues) + " operands, its instruction takes " +
                               std::to_string(cur.nextValue));
  if (cur.nextSuccessor != op->numSuccessors())
    return fail(op->loc(), "'" + std::string(op->name()) + "' has too many successors");
  if (b.end() > binary::kMaxWordCount) return fail(op->loc(), "instruction exceeds 65535 words");
  if (result && op->numResults() && !decorateOp(op, result)) return false;
  nameResults(op);
  return true;
}

bool ModuleWriter::writeExtInst(Operation* op, const ExtInstInfo& inst) {
  if (op->numResults() != 1) return fail(op->loc(), std::string(op->name()) + " needs one result");
  uint32_t type = typeId(op->result(0)->type(), op);
  uint32_t set = extInstImportId(inst.set);
  if (!type) return false;
  uint32_t result = resultId(op);
  WordBuffer& b = functions_;
  OperandCursor cur{0, op->numOperands(), 0};
  b.begin(uint32_t(Op::ExtInst));
  b.add(type);
  b.add(result);
  b.add(set);
  b.add(uint32_t(inst.number));
  for (const OperandMapping& m : operandMapping(inst))
    if (!writeOperand(op, m, cur)) return false;
  if (cur.nextValue != cur.numValues)
    return fail(op->loc(), "'" + std::string(op->name()) + "' has " +
                               std::to_string(cur.numValues) + " operands, its instruction takes " +
                               std::to_string(cur.nextValue));
  if (b.end() > binary::kMaxWordCount) return fail(op->loc(), "instruction exceeds 65535 words");
  if (!decorateOp(op, result)) return false;
  nameResults(op);
  return true;
}

bool ModuleWriter::writeOperand(Operation* op, const OperandMapping& m, OperandCursor& cur) {
  const OperandInfo& g = *m.grammar;
  WordBuffer& b = functions_;
  switch (m.role) {
  case OperandRole::Value: {
    unsigned take = g.quantifier == Quantifier::Variadic ? cur.numValues - cur.nextValue
                    : cur.nextValue < cur.numValues      ? 1
                                                         : 0;
    if (take == 0 && g.quantifier == Quantifier::One)
      return fail(op->loc(), "'" + std::string(op->name()) + "' is missing operand '" +
                                 std::string(g.name()) + "'");
    for (unsigned i = 0; i < take; ++i) {
      uint32_t id = valueId(op->operand(cur.nextValue++));
      if (!id) return false;
      b.add(id);
    }
    return true;
  }
  case OperandRole::Successor: {
    // Only branches have label operands; an id the operand map takes for a
    // label on another op (OpCopyMemory's "Target") is a value.
    if (!op->has(OpTrait::Terminator)) {
      OperandMapping asValue = m;
      asValue.role = OperandRole::Value;
      return writeOperand(op, asValue, cur);
    }
    if (cur.nextSuccessor >= op->numSuccessors()) {
      if (g.quantifier != Quantifier::One) return true;
      return fail(op->loc(), "'" + std::string(op->name()) + "' is missing successor '" +
                                 std::string(g.name()) + "'");
    }
    unsigned i = cur.nextSuccessor++;
    b.add(labelId(op->successor(i)));
    recordEdge(op, i);
    return true;
  }
  case OperandRole::Callee: {
    // The override file gives only OpFunctionCall's operand this role.
    Attribute callee = FunctionCallOp(op).function();
    uint32_t id = callee ? symbolId(callee, op->loc()) : 0;
    if (!callee) return fail(op->loc(), "spirv.FunctionCall needs a 'callee' symbol");
    if (!id) return false;
    b.add(id);
    return true;
  }
  case OperandRole::Pairs: {
    auto literals = op->attr(m.attrName).dyn_cast<ArrayAttr>();
    if (!literals) return true; // no cases
    Type selector = cur.numValues ? op->operand(0)->type() : Type();
    if (!selector) return fail(op->loc(), "OpSwitch needs a selector");
    for (Attribute l : literals.elements()) {
      uint64_t bits;
      if (!scalarBits(l, selector, bits, op->loc())) return false;
      addLiteral(b, canonicalType(selector), bits);
      if (cur.nextSuccessor >= op->numSuccessors())
        return fail(op->loc(), "spirv.Switch has more literals than case successors");
      unsigned i = cur.nextSuccessor++;
      b.add(labelId(op->successor(i)));
      recordEdge(op, i);
    }
    return true;
  }
  case OperandRole::Attribute: {
    Attribute a = op->attr(m.attrName);
    // The other spelling (grammar / MLIR), from the generated table.
    if (!a && !m.altAttrName.empty()) a = op->attr(m.altAttrName);
    return writeAttributeOperand(op, m, a, cur);
  }
  }
  return true;
}

bool ModuleWriter::writeAttributeOperand(Operation* op, const OperandMapping& m, Attribute a,
                                         OperandCursor& cur) {
  const OperandInfo& g = *m.grammar;
  std::string_view attrName = m.attrName;
  WordBuffer& b = functions_;
  auto bad = [&](std::string_view expected) {
    return fail(op->loc(), "attribute '" + std::string(attrName) + "' of '" +
                               std::string(op->name()) + "' must be " + std::string(expected));
  };
  if (!a) {
    // The storage class of OpVariable is implied by its pointer type in MLIR.
    if (g.kind == OperandKind::StorageClass && op->numResults())
      if (auto p = op->result(0)->type().dyn_cast<PointerType>())
        return b.add(p.storageClass()), true;
    if (g.quantifier != Quantifier::One) return true;
    return fail(op->loc(), "'" + std::string(op->name()) + "' is missing attribute '" +
                               std::string(attrName) + "'");
  }
  switch (m.idAttr) {
  case IdAttr::Constant: {
    auto v = enumOrInt(a);
    if (!v) return bad("a " + std::string(findOperandKind(m.attrKind)->name()));
    b.add(i32ConstantId(*v));
    return true;
  }
  case IdAttr::Type: {
    auto t = a.dyn_cast<TypeAttr>();
    if (!t) return bad("a type");
    uint32_t id = typeId(t.value(), op);
    if (!id) return false;
    b.add(id);
    return true;
  }
  case IdAttr::None:
    break;
  }
  switch (g.kind) {
  case OperandKind::LiteralInteger:
  case OperandKind::LiteralExtInstInteger:
  case OperandKind::LiteralSpecConstantOpInteger: {
    if (auto arr = a.dyn_cast<ArrayAttr>()) {
      for (Attribute e : arr.elements()) {
        auto i = e.dyn_cast<IntegerAttr>();
        if (!i) return bad("an array of integers");
        b.add(uint32_t(i.value()));
      }
      return true;
    }
    if (auto i = a.dyn_cast<IntegerAttr>()) return b.add(uint32_t(i.value())), true;
    if (auto bo = a.dyn_cast<BoolAttr>()) return b.add(bo.value() ? 1u : 0u), true;
    return bad("an integer");
  }
  case OperandKind::LiteralString:
    if (auto s = a.dyn_cast<StringAttr>()) return b.addString(s.value()), true;
    return bad("a string");
  case OperandKind::LiteralFloat:
    if (auto f = a.dyn_cast<FloatAttr>())
      return b.add(std::bit_cast<uint32_t>(float(f.value()))), true;
    return bad("a float");
  case OperandKind::LiteralContextDependentNumber: {
    Type t = a.isa<IntegerAttr>() ? a.cast<IntegerAttr>().type()
             : a.isa<FloatAttr>() ? a.cast<FloatAttr>().type()
                                  : Type();
    uint64_t bits;
    if (!t) return bad("a typed number");
    if (!scalarBits(a, t, bits, op->loc())) return false;
    addLiteral(b, canonicalType(t), bits);
    return true;
  }
  default:
    break;
  }
  const OperandKindInfo* kind = findOperandKind(g.kind);
  if (!kind || !kind->isEnum()) return bad("something this writer can encode (unsupported kind)");
  auto v = enumOrInt(a);
  if (!v) return bad("a " + std::string(kind->name()) + " enum");
  b.add(*v);
  return writeEnumParameters(op, g.kind, *v, attrName, cur);
}

std::string_view ModuleWriter::paramAttrName(std::string_view attrName, const EnumerantInfo& e) {
  // A few (operand, enumerant) pairs recur (MemoryAccess Aligned on every
  // load and store); the mapping names are static, so their address
  // identifies them. Interned names also make Operation::attr's pointer
  // comparison hit.
  for (const ParamName& p : paramNames_)
    if (p.enumerant == &e && p.attr == attrName.data() && p.attrSize == attrName.size())
      return p.name;
  ParamName& slot = paramNames_[nextParamName_++ % std::size(paramNames_)];
  slot = {attrName.data(), attrName.size(), &e, ctx_->intern(enumParamAttrName(attrName, e))};
  return slot.name;
}

bool ModuleWriter::writeEnumParameters(Operation* op, OperandKind kind, uint32_t value,
                                       std::string_view attrName, OperandCursor& cur) {
  auto one = [&](const EnumerantInfo& e) -> bool {
    auto params = e.parameters();
    if (params.empty()) return true;
    // The name is interned (the context owns it), so the loop below may
    // resolve ids (valueId, i32ConstantId), which write any section, while a
    // view of it is held (docs/reliability.md).
    Attribute pa = op->attr(paramAttrName(attrName, e));
    for (size_t i = 0; i < params.size(); ++i) {
      const OperandInfo& p = params[i];
      if (p.kind == OperandKind::IdRef) { // e.g. ImageOperands Lod: the next SSA operand
        if (cur.nextValue >= cur.numValues)
          return fail(op->loc(), "'" + std::string(op->name()) + "' is missing the operand of " +
                                     std::string(e.name()));
        functions_.add(valueId(op->operand(cur.nextValue++)));
        continue;
      }
      Attribute a = pa;
      if (params.size() > 1) {
        auto arr = pa.dyn_cast<ArrayAttr>();
        a = arr && i < arr.size() ? arr[unsigned(i)] : Attribute();
      }
      auto v = a ? enumOrInt(a) : std::nullopt;
      if (!v)
        return fail(op->loc(), "'" + std::string(op->name()) + "' needs attribute '" +
                                   enumParamAttrName(attrName, e) + "' for " +
                                   std::string(e.name()));
      bool isId = p.kind == OperandKind::IdScope || p.kind == OperandKind::IdMemorySemantics;
      functions_.add(isId ? i32ConstantId(*v) : *v);
    }
    return true;
  };
  const OperandKindInfo* k = findOperandKind(kind);
  if (k->category == OperandCategory::BitEnum) {
    for (uint32_t v = value; v; v &= v - 1) // each set bit, lowest first
      if (const EnumerantInfo* e = findEnumerant(kind, v & (~v + 1)))
        if (!one(*e)) return false;
    return true;
  }
  const EnumerantInfo* e = findEnumerant(kind, value);
  return e ? one(*e) : true;
}

} // namespace spvkit::spirv
