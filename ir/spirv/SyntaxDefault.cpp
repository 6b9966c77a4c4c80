// The default syntax of grammar ops MLIR has no format for, the hook
// installation for every SPIR-V op, and MLIR's vendor-prefixed names.
//
// The default syntax is derived from nothing but the op's operands, so each
// of the ~800 grammar and extended-instruction ops prints and parses without
// hand-written code: `%r = spirv.SDot %a, %b {attrs} : (t, t) -> r`.
// Successors follow the operands (`spirv.Switch %s, ^bb1, ^bb2 {literals = ..}`).
// Types are always spelled out as a function type, so nothing is inferred.
#include "ir/spirv/Syntax.h"

#include "ir/Block.h"
#include "ir/spirv/SyntaxFormatSpec.h"
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

#include <vector>

namespace spvkit::spirv {

namespace syntax {

void printDefault(Operation* op, AsmPrinter& p) {
  if (!operandsSet(op) || op->numRegions()) return p.printGenericOp(op);
  p << printedName(op);
  unsigned n = op->numNonSuccessorOperands();
  bool any = false;
  for (unsigned i = 0; i < n; ++i) {
    p << (any ? ", " : " ") << op->operand(i);
    any = true;
  }
  for (unsigned i = 0; i < op->numSuccessors(); ++i) {
    p << (any ? ", " : " ");
    p.printSuccessorAndArgs(op, i);
    any = true;
  }
  if (!op->attributes().empty()) {
    p << ' ';
    p.printOptionalAttrDict(op);
  }
  if (n == 0 && op->numResults() == 0) return;
  p << " : (";
  for (unsigned i = 0; i < n; ++i) {
    if (i) p << ", ";
    p << op->operand(i)->type();
  }
  p << ") -> ";
  if (op->numResults() == 1) {
    p << op->result(0)->type();
    return;
  }
  p << '(';
  for (unsigned i = 0; i < op->numResults(); ++i) {
    if (i) p << ", ";
    p << op->result(i)->type();
  }
  p << ')';
}

Operation* parseDefault(const OpInfo& info, AsmParser& p) {
  OpParts parts;
  std::vector<AsmParser::UnresolvedOperand> operands;
  Location at = p.loc();
  // Operands, then successors, all comma-separated.
  while (p.tok().kind == AsmToken::PercentId || p.tok().kind == AsmToken::CaretId) {
    if (p.tok().kind == AsmToken::PercentId) {
      if (!parts.successors.empty())
        return p.emitError("operands must precede successors"), nullptr;
      operands.emplace_back();
      if (!p.parseOperand(operands.back())) return nullptr;
    } else {
      parts.successors.emplace_back();
      parts.successorArgs.emplace_back();
      if (!p.parseSuccessorAndArgs(parts.successors.back(), parts.successorArgs.back()))
        return nullptr;
    }
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (!p.parseOptionalAttrDict(parts.attrs)) return nullptr;
  std::vector<Type> inputs;
  if (p.consumeIf(AsmToken::Colon)) {
    FunctionType fn;
    if (!p.parseFunctionType(fn)) return nullptr;
    for (unsigned i = 0; i < fn.numInputs(); ++i) inputs.push_back(fn.input(i));
    for (unsigned i = 0; i < fn.numResults(); ++i) parts.resultTypes.push_back(fn.result(i));
  }
  if (!p.resolveOperands(operands, inputs, at, parts.operands)) return nullptr;
  return parts.create(p, info);
}

const OpInfo* opForMlirName(std::string_view name) {
  constexpr std::string_view prefix = "spirv.";
  if (name.substr(0, prefix.size()) != prefix) return nullptr;
  std::string_view rest = name.substr(prefix.size());
  for (unsigned i = 0; i < unsigned(DialectOp::Count); ++i)
    if (dialectOpInfo(DialectOp(i)).name == name) return &dialectOpInfo(DialectOp(i));
  for (const ExtInstSetInfo& set : extInstSets()) {
    std::string_view prefix = set.opPrefix(); // "spirv.CL."
    if (name.substr(0, prefix.size()) != prefix) continue;
    const ExtInstInfo* e = findExtInst(set.set, name.substr(prefix.size()));
    return e ? &extInstOpInfo(*e) : nullptr;
  }
  if (auto dot = rest.find('.'); dot != std::string_view::npos) {
    // spirv.KHR.CooperativeMatrixLoad is the grammar's CooperativeMatrixLoadKHR.
    std::string_view vendor = rest.substr(0, dot);
    static constexpr std::string_view vendors[] = {"KHR", "EXT", "INTEL", "NV",
                                                   "AMD", "ARM", "QCOM"};
    bool known = false;
    for (auto v : vendors) known |= v == vendor;
    if (!known) return nullptr;
    const InstructionInfo* inst =
        findInstruction(std::string(rest.substr(dot + 1)) + std::string(vendor));
    return inst ? opInfo(inst->opcode) : nullptr;
  }
  const InstructionInfo* inst = findInstruction(rest);
  return inst ? opInfo(inst->opcode) : nullptr;
}

} // namespace syntax

void installSyntax(OpInfo& info) {
  using namespace syntax;
  if (installDialectSyntax(info) || installGrammarSyntax(info)) return;
  if (info.dialect() == Dialect::Spirv || extInstSetOf(info.dialect())) {
    // The format table is bound lazily on first use; ops without a bound
    // format take the default syntax there.
    info.print = printWithFormat;
    info.parse = parseWithFormat;
  }
}

} // namespace spvkit::spirv
