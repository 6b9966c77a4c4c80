// Custom syntax of the grammar ops MLIR parses by hand (no declarative
// format): access chains (the memory ops are in SyntaxMemoryOps.cpp),
// composite extract/insert, branches, function calls, the non-uniform group
// reductions, the carry/extended arithmetic ops and Intel subgroup block IO.
// MLIR 19 infers some result types (access chains, extracts) by walking the
// composite type; we do the same so its output parses here.
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

#include "ir/Block.h"

namespace spvkit::spirv::syntax {

namespace {

using Operand = AsmParser::UnresolvedOperand;

Type i32Type(Context& ctx) {
  return IntegerType::get(ctx, 32);
}

// --- access chains ------------------------------------------------------------------------------

template <const char* Name, unsigned Skip>
void printAccessChain(Operation* op, AsmPrinter& p) {
  p << Name << ' ' << op->operand(0) << '[';
  for (unsigned i = 1; i < op->numOperands(); ++i) {
    if (i > 1) p << ", ";
    p << op->operand(i);
  }
  p << ']';
  printAttrDict(p, op, {});
  p << " : ";
  printTypeList(p, typesOf(op->operandSlots()));
  // MLIR 19 infers the result type; print it only when inference would differ.
  std::vector<Value*> values;
  for (auto& o : op->operandSlots()) values.push_back(o.get());
  Type base = op->operand(0)->type();
  auto ptr = base.dyn_cast<PointerType>();
  Type t = ptr ? ptr.pointeeType() : Type();
  for (size_t i = 1 + Skip; t && i < values.size(); ++i) {
    std::optional<int64_t> c = constantIndex(values[i]);
    t = t.isa<StructType>() && !c ? Type()
                                  : walkComposite(t, std::array<int64_t, 1>{c.value_or(0)});
  }
  if (!t || !ptr || PointerType::get(t, ptr.storageClass()) != op->result(0)->type())
    p << " -> " << op->result(0)->type();
}

template <unsigned Skip>
Operation* parseAccessChain(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Operand base;
  std::vector<Operand> indices;
  Location at = p.loc();
  if (!p.parseOperand(base) || !p.expect(AsmToken::LSquare, "'['") ||
      !p.parseOperandList(indices) || !p.expect(AsmToken::RSquare, "']'") ||
      !p.parseOptionalAttrDict(parts.attrs) || !p.expect(AsmToken::Colon, "':'"))
    return nullptr;
  std::vector<Type> types;
  if (!p.parseTypeList(types)) return nullptr;
  // MLIR 19's parser checks (its AccessChainOp::parse).
  if (indices.empty() && types.size() > 1)
    return p.emitError(at, "'spirv.AccessChain' op expected at least one index"), nullptr;
  if (types.size() > 1 && types.size() != indices.size() + 1)
    return p.emitError(at, "'spirv.AccessChain' op indices types' count must be equal to indices "
                           "info count"),
           nullptr;
  Type result;
  if (p.consumeIf(AsmToken::Arrow) && !(result = p.parseType())) return nullptr;
  std::vector<Operand> all{base};
  all.insert(all.end(), indices.begin(), indices.end());
  if (types.size() == 1) {
    // The seed's older form gives the base type only; indices must be defined already.
    Value* b = p.resolveOperand(base, types[0]);
    if (!b) return nullptr;
    parts.operands.push_back(b);
    for (auto& i : indices) {
      Value* v = p.resolveOperandUntyped(i);
      if (!v) return nullptr;
      parts.operands.push_back(v);
    }
  } else if (!p.resolveOperands(all, types, at, parts.operands)) {
    return nullptr;
  }
  if (!result) {
    std::span<Value* const> idx(parts.operands.data() + 1, parts.operands.size() - 1);
    if (!(result = accessChainResult(p, at, parts.operands[0]->type(), idx, Skip))) return nullptr;
  }
  parts.resultTypes.push_back(result);
  return parts.create(p, info);
}

constexpr char kAccessChain[] = "spirv.AccessChain";
constexpr char kPtrAccessChain[] = "spirv.PtrAccessChain";
constexpr char kInBoundsPtrAccessChain[] = "spirv.InBoundsPtrAccessChain";

// --- composite extract / insert ---------------------------------------------------------------

std::vector<int64_t> indexValues(Attribute a) {
  std::vector<int64_t> out;
  if (auto arr = a.dyn_cast<ArrayAttr>())
    for (Attribute e : arr.elements())
      if (auto i = e.dyn_cast<IntegerAttr>()) out.push_back(i.value());
  return out;
}

void printCompositeExtract(Operation* op, AsmPrinter& p) {
  p << "spirv.CompositeExtract " << op->operand(0) << op->attr("indices");
  printAttrDict(p, op, {"indices"});
  p << " : " << op->operand(0)->type();
}

Operation* parseCompositeExtract(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Operand composite;
  Type t;
  if (!p.parseOperand(composite)) return nullptr;
  Location at = p.loc();
  Attribute indices = p.parseAttribute(i32Type(p.context()));
  if (!indices || !indices.isa<ArrayAttr>())
    return p.emitError(at, "expected an index list like [1 : i32]"), nullptr;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t)) return nullptr;
  Value* v = p.resolveOperand(composite, t);
  if (!v) return nullptr;
  if (std::string why = compositeIndexError(t, indexValues(indices)); !why.empty())
    return p.emitError(at, why), nullptr;
  Type result = walkComposite(t, indexValues(indices));
  parts.operands.push_back(v);
  parts.addAttr(p.context(), "indices", indices);
  parts.resultTypes.push_back(result);
  return parts.create(p, info);
}

void printCompositeInsert(Operation* op, AsmPrinter& p) {
  p << "spirv.CompositeInsert " << op->operand(0) << ", " << op->operand(1) << op->attr("indices");
  printAttrDict(p, op, {"indices"});
  p << " : " << op->operand(0)->type() << " into " << op->operand(1)->type();
}

Operation* parseCompositeInsert(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Operand object, composite;
  Type objectType, compositeType;
  if (!p.parseOperand(object) || !p.expect(AsmToken::Comma, "','") || !p.parseOperand(composite))
    return nullptr;
  Location at = p.loc();
  Attribute indices = p.parseAttribute(i32Type(p.context()));
  if (!indices || !indices.isa<ArrayAttr>())
    return p.emitError(at, "expected an index list like [1 : i32]"), nullptr;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(objectType) ||
      !p.parseKeyword("into") || !(compositeType = p.parseType()))
    return nullptr;
  Value* o = p.resolveOperand(object, objectType);
  Value* c = o ? p.resolveOperand(composite, compositeType) : nullptr;
  if (!c) return nullptr;
  parts.operands = {o, c};
  parts.addAttr(p.context(), "indices", indices);
  parts.resultTypes.push_back(compositeType);
  return parts.create(p, info);
}

// --- branches and calls
// ----------------------------------------------------------------------------

void printBranch(Operation* op, AsmPrinter& p) {
  p << "spirv.Branch ";
  p.printSuccessorAndArgs(op, 0);
  printAttrDict(p, op, {});
}

Operation* parseBranch(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  parts.successors.resize(1);
  parts.successorArgs.resize(1);
  if (!p.parseSuccessorAndArgs(parts.successors[0], parts.successorArgs[0]) ||
      !p.parseOptionalAttrDict(parts.attrs))
    return nullptr;
  return parts.create(p, info);
}

void printBranchConditional(Operation* op, AsmPrinter& p) {
  p << "spirv.BranchConditional " << op->operand(0);
  if (auto w = op->attr("branch_weights").dyn_cast<ArrayAttr>()) {
    p << " [";
    for (unsigned i = 0; i < w.size(); ++i) {
      if (i) p << ", ";
      if (auto v = w[i].dyn_cast<IntegerAttr>()) p << v.value();
    }
    p << ']';
  }
  p << ", ";
  p.printSuccessorAndArgs(op, 0);
  p << ", ";
  p.printSuccessorAndArgs(op, 1);
  printAttrDict(p, op, {"branch_weights"});
}

Operation* parseBranchConditional(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  Operand cond;
  if (!p.parseOperand(cond)) return nullptr;
  Value* c = p.resolveOperand(cond, IntegerType::get(ctx, 1));
  if (!c) return nullptr;
  parts.operands.push_back(c);
  if (p.consumeIf(AsmToken::LSquare)) {
    std::vector<Attribute> weights;
    do {
      int64_t w = 0;
      if (!p.parseInteger(w)) return nullptr;
      weights.push_back(IntegerAttr::get(i32Type(ctx), w));
    } while (p.consumeIf(AsmToken::Comma));
    if (!p.expect(AsmToken::RSquare, "']'")) return nullptr;
    parts.addAttr(ctx, "branch_weights", ArrayAttr::get(ctx, weights));
  }
  parts.successors.resize(2);
  parts.successorArgs.resize(2);
  if (!p.expect(AsmToken::Comma, "','") ||
      !p.parseSuccessorAndArgs(parts.successors[0], parts.successorArgs[0]) ||
      !p.expect(AsmToken::Comma, "','") ||
      !p.parseSuccessorAndArgs(parts.successors[1], parts.successorArgs[1]) ||
      !p.parseOptionalAttrDict(parts.attrs))
    return nullptr;
  return parts.create(p, info);
}

void printFunctionCall(Operation* op, AsmPrinter& p) {
  p << "spirv.FunctionCall ";
  if (auto c = op->attr("callee").dyn_cast<SymbolRefAttr>()) p.printSymbolName(c.symbol());
  p << '(';
  p.printOperands(op->operandSlots());
  p << ')';
  printAttrDict(p, op, {"callee"});
  p << " : (";
  printTypeList(p, typesOf(op->operandSlots()));
  p << ") -> ";
  if (op->numResults() == 1 && !op->result(0)->type().isVoid())
    p << op->result(0)->type();
  else
    p << "()";
}

Operation* parseFunctionCall(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  std::string callee;
  std::vector<Operand> args;
  Location at = p.loc();
  if (!p.parseSymbolName(callee) || !p.expect(AsmToken::LParen, "'('") ||
      !p.parseOperandList(args) || !p.expect(AsmToken::RParen, "')'") ||
      !p.parseOptionalAttrDict(parts.attrs) || !p.expect(AsmToken::Colon, "':'"))
    return nullptr;
  FunctionType fn;
  if (!p.parseFunctionType(fn)) return nullptr;
  std::vector<Type> inputs;
  for (unsigned i = 0; i < fn.numInputs(); ++i) inputs.push_back(fn.input(i));
  for (unsigned i = 0; i < fn.numResults(); ++i) parts.resultTypes.push_back(fn.result(i));
  if (!p.resolveOperands(args, inputs, at, parts.operands)) return nullptr;
  parts.addAttr(p.context(), "callee", SymbolRefAttr::get(p.context(), callee));
  return parts.create(p, info);
}

// --- non-uniform group reductions: "Workgroup" "Reduce" %v [cluster_size(%n)] : t ----------------

void printGroupNonUniformReduction(Operation* op, AsmPrinter& p) {
  p << printedName(op) << " \"" << enumText(op->attr("execution_scope")) << "\" \""
    << enumText(op->attr("group_operation")) << "\" " << op->operand(0);
  if (op->numOperands() > 1) p << " cluster_size(" << op->operand(1) << ')';
  printAttrDict(p, op, {"execution_scope", "group_operation"});
  p << " : " << op->result(0)->type();
}

Operation* parseGroupNonUniformReduction(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Context& ctx = p.context();
  Attribute scope = parseEnum(p, OperandKind::Scope);
  Attribute operation = scope ? parseEnum(p, OperandKind::GroupOperation) : Attribute();
  Operand value, cluster;
  if (!operation || !p.parseOperand(value)) return nullptr;
  bool clustered = p.parseOptionalKeyword("cluster_size");
  if (clustered && (!p.expect(AsmToken::LParen, "'('") || !p.parseOperand(cluster) ||
                    !p.expect(AsmToken::RParen, "')'")))
    return nullptr;
  Type t;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t)) return nullptr;
  Value* v = p.resolveOperand(value, t);
  if (!v) return nullptr;
  parts.operands.push_back(v);
  if (clustered) {
    // The cluster size is a constant integer; take its type from its definition.
    Value* c = p.resolveOperandUntyped(cluster);
    if (!c) return nullptr;
    parts.operands.push_back(c);
  }
  parts.addAttr(ctx, "execution_scope", scope);
  parts.addAttr(ctx, "group_operation", operation);
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

// --- IAddCarry & co: %a, %b : !spirv.struct<(t, t)>
// ---------------------------------------------------

void printExtendedArith(Operation* op, AsmPrinter& p) {
  p << printedName(op) << ' ' << op->operand(0) << ", " << op->operand(1);
  printAttrDict(p, op, {});
  p << " : " << op->result(0)->type();
}

Operation* parseExtendedArith(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Operand a, b;
  Type t;
  Location at = p.loc();
  if (!p.parseOperand(a) || !p.expect(AsmToken::Comma, "','") || !p.parseOperand(b) ||
      !p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t))
    return nullptr;
  auto s = t.dyn_cast<StructType>();
  if (!s || s.numMembers() != 2)
    return p.emitError(at, "expected spirv.struct type with two members"), nullptr;
  if (!p.resolveOperands({a, b}, {s.member(0), s.member(0)}, at, parts.operands)) return nullptr;
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

// --- Intel subgroup block IO: "StorageBuffer" %ptr[, %value] : t
// ---------------------------------------

/// The pointer of a block read/write of `t`: to `t`, or for a vector to its
/// component type (SPIR-V's rule for these instructions, and MLIR's syntax).
Type blockIOPointer(Type t, uint32_t sc) {
  if (auto v = t.dyn_cast<VectorType>()) return PointerType::get(v.elementType(), sc);
  return PointerType::get(t, sc);
}

void printSubgroupBlockRead(Operation* op, AsmPrinter& p) {
  p << printedName(op) << " \"" << storageClassName(op->operand(0)->type()) << "\" "
    << op->operand(0);
  printAttrDict(p, op, {});
  p << " : " << op->result(0)->type();
}

Operation* parseSubgroupBlockRead(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  uint32_t sc = 0;
  Operand ptr;
  Type t;
  if (!parseStorageClass(p, sc) || !p.parseOperand(ptr) || !p.parseOptionalAttrDict(parts.attrs) ||
      !p.parseColonType(t))
    return nullptr;
  Value* v = p.resolveOperand(ptr, blockIOPointer(t, sc));
  if (!v) return nullptr;
  parts.operands.push_back(v);
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

void printSubgroupBlockWrite(Operation* op, AsmPrinter& p) {
  p << printedName(op) << " \"" << storageClassName(op->operand(0)->type()) << "\" "
    << op->operand(0) << ", " << op->operand(1);
  printAttrDict(p, op, {});
  p << " : " << op->operand(1)->type();
}

Operation* parseSubgroupBlockWrite(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  uint32_t sc = 0;
  Operand ptr, value;
  Type t;
  Location at = p.loc();
  if (!parseStorageClass(p, sc) || !p.parseOperand(ptr) || !p.expect(AsmToken::Comma, "','") ||
      !p.parseOperand(value) || !p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t))
    return nullptr;
  if (!p.resolveOperands({ptr, value}, {blockIOPointer(t, sc), t}, at, parts.operands))
    return nullptr;
  return parts.create(p, info);
}

} // namespace

bool installGrammarSyntax(OpInfo& info) {
  if (info.dialect() != Dialect::Spirv) return false;
  auto set = [&](void (*pr)(Operation*, AsmPrinter&), Operation* (*pa)(const OpInfo&, AsmParser&)) {
    info.print = pr;
    info.parse = pa;
    return true;
  };
  if (installMemorySyntax(info)) return true;
  switch (Op(info.opcode & 0xFFFF)) {
  case Op::AccessChain:
    return set(guarded<printAccessChain<kAccessChain, 0>, 1, 1>, parseAccessChain<0>);
  case Op::PtrAccessChain:
    return set(guarded<printAccessChain<kPtrAccessChain, 1>, 2, 1>, parseAccessChain<1>);
  case Op::InBoundsPtrAccessChain:
    return set(guarded<printAccessChain<kInBoundsPtrAccessChain, 1>, 2, 1>, parseAccessChain<1>);
  case Op::CompositeExtract:
    return set(guarded<printCompositeExtract, 1, 1>, parseCompositeExtract);
  case Op::CompositeInsert:
    return set(guarded<printCompositeInsert, 2, 1>, parseCompositeInsert);
  case Op::Branch:
    return set(guarded<printBranch, 0, 0, 0, 1>, parseBranch);
  case Op::BranchConditional:
    return set(guarded<printBranchConditional, 1, 0, 0, 2>, parseBranchConditional);
  case Op::FunctionCall:
    return set(guarded<printFunctionCall, 0, -1>, parseFunctionCall);
  case Op::GroupNonUniformIAdd:
  case Op::GroupNonUniformFAdd:
  case Op::GroupNonUniformIMul:
  case Op::GroupNonUniformFMul:
  case Op::GroupNonUniformSMin:
  case Op::GroupNonUniformUMin:
  case Op::GroupNonUniformFMin:
  case Op::GroupNonUniformSMax:
  case Op::GroupNonUniformUMax:
  case Op::GroupNonUniformFMax:
  case Op::GroupNonUniformBitwiseAnd:
  case Op::GroupNonUniformBitwiseOr:
  case Op::GroupNonUniformBitwiseXor:
  case Op::GroupNonUniformLogicalAnd:
  case Op::GroupNonUniformLogicalOr:
  case Op::GroupNonUniformLogicalXor:
    return set(guarded<printGroupNonUniformReduction, 1, 1>, parseGroupNonUniformReduction);
  case Op::IAddCarry:
  case Op::ISubBorrow:
  case Op::SMulExtended:
  case Op::UMulExtended:
    return set(guarded<printExtendedArith, 2, 1>, parseExtendedArith);
  case Op::SubgroupBlockReadINTEL:
    return set(guarded<printSubgroupBlockRead, 1, 1>, parseSubgroupBlockRead);
  case Op::SubgroupBlockWriteINTEL:
    return set(guarded<printSubgroupBlockWrite, 2, 0>, parseSubgroupBlockWrite);
  default:
    return false;
  }
}

} // namespace spvkit::spirv::syntax
