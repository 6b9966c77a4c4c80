// Custom syntax of the memory ops MLIR parses by hand: spirv.Variable,
// spirv.Load, spirv.Store and spirv.CopyMemory, with their storage class
// strings and memory access lists (`["Aligned", 4]`), in MLIR 19's words
// where the parse fails (`expected ','` after Aligned, `expected spirv.ptr
// type`).
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

#include "ir/Block.h"

namespace spvkit::spirv::syntax {

namespace {

using Operand = AsmParser::UnresolvedOperand;

// --- memory access: ["Volatile"] / ["Aligned", 4]
// ---------------------------------------------------

void printMemoryAccess(AsmPrinter& p, Operation* op, std::string_view accessName,
                       std::string_view alignName) {
  Attribute access = op->attr(accessName);
  if (!access) return;
  p << " [\"" << enumText(access) << '"';
  if (auto a = op->attr(alignName).dyn_cast<IntegerAttr>()) p << ", " << a.value();
  p << ']';
}

bool parseMemoryAccess(AsmParser& p, OpParts& parts, std::string_view opName,
                       std::string_view accessName, std::string_view alignName) {
  if (!p.consumeIf(AsmToken::LSquare)) return true;
  EnumSite site{opName, accessName};
  Attribute access = parseEnum(p, OperandKind::MemoryAccess, &site);
  if (!access) return false;
  parts.addAttr(p.context(), accessName, access);
  // MLIR's rule: the alignment follows exactly when Aligned is set.
  if (auto e = access.dyn_cast<EnumAttr>(); e && (e.value() & uint32_t(MemoryAccess::Aligned))) {
    int64_t align = 0;
    if (!p.expect(AsmToken::Comma, "','") || !p.parseInteger(align)) return false;
    parts.addAttr(p.context(), alignName,
                  IntegerAttr::get(IntegerType::get(p.context(), 32), align));
  }
  return p.expect(AsmToken::RSquare, "']'");
}

// --- spirv.Variable
// ---------------------------------------------------------------------------------

void printVariable(Operation* op, AsmPrinter& p) {
  p << "spirv.Variable";
  if (op->numOperands()) p << " init(" << op->operand(0) << ')';
  printAttrDict(p, op, {"storage_class"});
  p << " : " << op->result(0)->type();
}

Operation* parseVariable(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  Operand init;
  bool hasInit = p.parseOptionalKeyword("init");
  if (hasInit && (!p.expect(AsmToken::LParen, "'('") || !p.parseOperand(init) ||
                  !p.expect(AsmToken::RParen, "')'")))
    return nullptr;
  // MLIR reads GlobalVariable's `bind(set, binding)` / `built_in("x")` here
  // too (its verifier then rejects them on a Variable, as ours does).
  if (!parseBindAndBuiltIn(p, parts)) return nullptr;
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.expect(AsmToken::Colon, "':'")) return nullptr;
  Location typeAt = p.loc(); // MLIR's message, at the type
  Type t = p.parseType();
  auto ptr = t ? t.dyn_cast<PointerType>() : PointerType();
  if (!ptr) return t ? p.emitError(typeAt, "expected spirv.ptr type"), nullptr : nullptr;
  if (hasInit) {
    Value* v = p.resolveOperand(init, ptr.pointeeType());
    if (!v) return nullptr;
    parts.operands.push_back(v);
  }
  parts.addAttr(p.context(), "storage_class",
                enumAttr(p.context(), OperandKind::StorageClass, ptr.storageClass()));
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

// --- spirv.Load / spirv.Store / spirv.CopyMemory
// -------------------------------------------------------

void printLoad(Operation* op, AsmPrinter& p) {
  p << "spirv.Load \"" << storageClassName(op->operand(0)->type()) << "\" " << op->operand(0);
  printMemoryAccess(p, op, "memory_access", "alignment");
  printAttrDict(p, op, {"memory_access", "alignment"});
  p << " : " << op->result(0)->type();
}

Operation* parseLoad(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  uint32_t sc = 0;
  Operand ptr;
  Type t;
  if (!parseStorageClass(p, sc) || !p.parseOperand(ptr) ||
      !parseMemoryAccess(p, parts, info.name, "memory_access", "alignment") ||
      !p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t))
    return nullptr;
  Value* v = p.resolveOperand(ptr, PointerType::get(t, sc));
  if (!v) return nullptr;
  parts.operands.push_back(v);
  parts.resultTypes.push_back(t);
  return parts.create(p, info);
}

void printStore(Operation* op, AsmPrinter& p) {
  p << "spirv.Store \"" << storageClassName(op->operand(0)->type()) << "\" " << op->operand(0)
    << ", " << op->operand(1);
  printMemoryAccess(p, op, "memory_access", "alignment");
  printAttrDict(p, op, {"memory_access", "alignment"});
  p << " : " << op->operand(1)->type();
}

Operation* parseStore(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  uint32_t sc = 0;
  Operand ptr, value;
  Type t;
  if (!parseStorageClass(p, sc)) return nullptr;
  // MLIR reads an operand list and then counts it.
  Location operandsAt = p.loc();
  if (p.tok().kind != AsmToken::PercentId) return p.emitError("expected operand"), nullptr;
  if (!p.parseOperand(ptr)) return nullptr;
  if (p.tok().kind != AsmToken::Comma)
    return p.emitError(operandsAt,
                       "custom op '" + std::string(info.name) + "' expected 2 operands"),
           nullptr;
  if (!p.expect(AsmToken::Comma, "','") || !p.parseOperand(value) ||
      !parseMemoryAccess(p, parts, info.name, "memory_access", "alignment") ||
      !p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t))
    return nullptr;
  Value* pv = p.resolveOperand(ptr, PointerType::get(t, sc));
  Value* vv = pv ? p.resolveOperand(value, t) : nullptr;
  if (!vv) return nullptr;
  parts.operands = {pv, vv};
  return parts.create(p, info);
}

// `spirv.CopyMemory "Function" %dst, "Function" %src ["Volatile"], ["Volatile"] : f32`
void printCopyMemory(Operation* op, AsmPrinter& p) {
  p << "spirv.CopyMemory \"" << storageClassName(op->operand(0)->type()) << "\" " << op->operand(0)
    << ", \"" << storageClassName(op->operand(1)->type()) << "\" " << op->operand(1);
  printMemoryAccess(p, op, "memory_access", "alignment");
  // The second memory operand's Aligned parameter is `source_alignment` in
  // the IR, as the writer and MLIR name it; the operand itself is
  // `memory_access_1`, or MLIR's `source_memory_access` (generic form).
  std::string_view second = op->attr("memory_access_1")        ? "memory_access_1"
                            : op->attr("source_memory_access") ? "source_memory_access"
                                                               : "";
  if (!second.empty()) {
    p << ',';
    printMemoryAccess(p, op, second, "source_alignment");
    printAttrDict(p, op, {"memory_access", "alignment", second, "source_alignment"});
  } else {
    printAttrDict(p, op, {"memory_access", "alignment"});
  }
  p << " : " << pointee(op->operand(0)->type());
}

Operation* parseCopyMemory(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  uint32_t dstSc = 0, srcSc = 0;
  Operand dst, src;
  Type t;
  if (!parseStorageClass(p, dstSc) || !p.parseOperand(dst) || !p.expect(AsmToken::Comma, "','") ||
      !parseStorageClass(p, srcSc) || !p.parseOperand(src) ||
      !parseMemoryAccess(p, parts, info.name, "memory_access", "alignment"))
    return nullptr;
  bool second = p.consumeIf(AsmToken::Comma);
  if (second && !parseMemoryAccess(p, parts, info.name, "memory_access_1", "source_alignment"))
    return nullptr;
  Location dictAt = p.loc();
  if (!p.parseOptionalAttrDict(parts.attrs) || !p.parseColonType(t)) return nullptr;
  // `source_alignment` belongs to the second memory operand: given in the
  // dictionary without one, text and binary would disagree (MLIR rejects it).
  unsigned alignments = 0;
  for (const NamedAttribute& a : parts.attrs) alignments += a.name == "source_alignment";
  if (alignments > 1 || (alignments == 1 && !second))
    return p.emitError(dictAt, "'source_alignment' is the Aligned value of the second memory "
                               "operand: write it as [\"Aligned\", N] after the first"),
           nullptr;
  Value* d = p.resolveOperand(dst, PointerType::get(t, dstSc));
  Value* s = d ? p.resolveOperand(src, PointerType::get(t, srcSc)) : nullptr;
  if (!s) return nullptr;
  parts.operands = {d, s};
  return parts.create(p, info);
}

} // namespace

bool installMemorySyntax(OpInfo& info) {
  auto set = [&](void (*pr)(Operation*, AsmPrinter&), Operation* (*pa)(const OpInfo&, AsmParser&)) {
    info.print = pr;
    info.parse = pa;
    return true;
  };
  switch (Op(info.opcode & 0xFFFF)) {
  case Op::Variable:
    return set(guarded<printVariable, 0, 1>, parseVariable);
  case Op::Load:
    return set(guarded<printLoad, 1, 1>, parseLoad);
  case Op::Store:
    return set(guarded<printStore, 2, 0>, parseStore);
  case Op::CopyMemory:
    return set(guarded<printCopyMemory, 2, 0>, parseCopyMemory);
  default:
    return false;
  }
}

} // namespace spvkit::spirv::syntax
