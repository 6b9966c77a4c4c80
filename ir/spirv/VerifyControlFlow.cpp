// Control-flow rules: branch conditions and switch literals, returns against
// the enclosing spirv.func's type, calls against the callee, the region shapes
// of spirv.mlir.selection / spirv.mlir.loop as docs/spirv-dialect.md states
// them, spirv.mlir.merge, and spirv.func itself. (Successor argument counts
// and types are generic: ir/Verifier.cpp.)
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

#include <algorithm>

namespace spvkit::spirv::detail {

namespace {

FunctionType funcType(Operation* fn) {
  return FuncOp(fn).functionType().dyn_cast<FunctionType>();
}

std::string fnName(Operation* fn) {
  auto s = FuncOp(fn).symNameAttr().dyn_cast<StringAttr>();
  return s ? "@" + std::string(s.value()) : std::string("<unnamed>");
}

bool branchConditional(Operation* op, DiagnosticList& d) {
  BranchConditionalOp branch(op);
  bool ok = true;
  if (!branch.condition()->type().isBool())
    ok = fail(op, d, "condition type '" + typeStr(branch.condition()->type()) + "' must be bool");
  if (Attribute w = branch.branchWeightsAttr()) {
    std::vector<int64_t> weights;
    if (!intArray(w, weights) || (!weights.empty() && weights.size() != 2))
      ok = fail(op, d, "attribute 'branch_weights' must hold zero or two integers");
  }
  return ok;
}

/// SPIR-V (OpBranchConditional): "At least one weight must be non-zero";
/// MLIR 19's message.
bool branchWeightsNotBothZero(Operation* op, DiagnosticList& d) {
  std::vector<int64_t> weights;
  if (!intArray(BranchConditionalOp(op).branchWeightsAttr(), weights) || weights.size() != 2 ||
      weights[0] != 0 || weights[1] != 0)
    return true;
  return fail(op, d, "branch weights cannot both be zero");
}

bool switchOp(Operation* op, DiagnosticList& d) {
  SwitchOp switch_(op);
  bool ok = true;
  if (!switch_.selector()->type().isInteger())
    ok = fail(op, d,
              "selector type '" + typeStr(switch_.selector()->type()) +
                  "' must be a scalar integer");
  std::vector<int64_t> lits;
  if (!intArray(switch_.targetsAttr(), lits) && switch_.targetsAttr())
    return fail(op, d, "attribute 'literals' must be an array of integers");
  if (op->numSuccessors() == 0 || lits.size() != op->numSuccessors() - 1)
    ok = fail(op, d,
              "has " + std::to_string(lits.size()) + " case literals for " +
                  std::to_string(op->numSuccessors() ? op->numSuccessors() - 1 : 0) +
                  " case targets (successors are [default, cases...])");
  // The binary writes each literal in the selector's width and reads it
  // back with the selector's type (fuzz-writer finding: i32 literals of an
  // i64 selector read back as i64).
  Type selector = switch_.selector()->type();
  if (auto arr = switch_.targetsAttr().dyn_cast<ArrayAttr>(); arr && selector.isInteger())
    for (unsigned i = 0; i < arr.size(); ++i)
      if (auto lit = arr[i].dyn_cast<IntegerAttr>(); lit && lit.type() != selector)
        ok = fail(op, d,
                  "case literal #" + std::to_string(i) + " has type '" + typeStr(lit.type()) +
                      "', the selector's type is '" + typeStr(selector) + "'");
  return ok;
}

bool returnOp(Operation* op, DiagnosticList& d) {
  Operation* fn = enclosingFunc(op);
  if (!fn) return fail(op, d, "must be inside a spirv.func");
  FunctionType ft = funcType(fn);
  if (!ft) return true; // reported on the function
  if (isOp(op, Op::Return)) {
    if (ft.numResults() != 0)
      return fail(op, d,
                  "cannot be used in functions returning value (" + fnName(fn) + " returns '" +
                      typeStr(ft.result(0)) + "'; use spirv.ReturnValue)");
    return true;
  }
  if (ft.numResults() == 0)
    return fail(op, d,
                "returns 1 value but enclosing function requires 0 results (" + fnName(fn) +
                    " returns void)");
  Value* value = ReturnValueOp(op).value();
  if (value->type() != ft.result(0))
    return fail(op, d,
                "return value's type ('" + typeStr(value->type()) +
                    "') mismatch with function's result type ('" + typeStr(ft.result(0)) +
                    "') of " + fnName(fn));
  return true;
}

bool functionCall(Operation* op, DiagnosticList& d) {
  auto ref = FunctionCallOp(op).function().dyn_cast<SymbolRefAttr>();
  if (!ref) return true; // reported by the grammar checks
  Operation* fn = lookupSymbol(op, ref.symbol());
  if (!fn) return true; // reported by the generic symbol check
  if (!isDialectOp(fn, DialectOp::Func))
    return fail(op, d,
                "callee '@" + std::string(ref.symbol()) + "' is a '" + std::string(fn->name()) +
                    "', not a spirv.func");
  FunctionType ft = funcType(fn);
  if (!ft) return true;
  if (op->numOperands() != ft.numInputs())
    return fail(op, d,
                "has incorrect number of operands for callee: expected " +
                    std::to_string(ft.numInputs()) + ", but provided " +
                    std::to_string(op->numOperands()) + " (@" + std::string(ref.symbol()) + ")");
  bool ok = true;
  for (unsigned i = 0; i < ft.numInputs(); ++i)
    if (op->operand(i)->type() != ft.input(i))
      ok = fail(op, d,
                "operand type mismatch: expected operand type '" + typeStr(ft.input(i)) +
                    "', but provided '" + typeStr(op->operand(i)->type()) +
                    "' for operand number " + std::to_string(i));
  if (op->numResults() != ft.numResults())
    return fail(op, d,
                "has incorrect number of results has for callee: expected " +
                    std::to_string(ft.numResults()) + ", but provided " +
                    std::to_string(op->numResults()) + " (@" + std::string(ref.symbol()) + ")");
  for (unsigned i = 0; i < ft.numResults(); ++i)
    if (op->result(i)->type() != ft.result(i))
      ok = fail(op, d,
                "result type mismatch: expected '" + typeStr(ft.result(i)) + "', but provided '" +
                    typeStr(op->result(i)->type()) + "'");
  return ok;
}

bool isMergeBlock(Block* b) {
  return b->front() && b->front() == b->back() && isDialectOp(b->front(), DialectOp::Merge);
}

bool branchesTo(Block* from, Block* to) {
  for (unsigned i = 0; from->back() && i < from->back()->numSuccessors(); ++i)
    if (from->back()->successor(i) == to) return true;
  return false;
}

/// Shared by selection and loop: one region that ends in a merge-only block.
/// Returns false if the layout checks cannot proceed. A spirv.mlir.merge in
/// another block is the merge op's error (merge below), as in MLIR. The
/// messages and their order are MLIR 19's: one error per construct.
bool commonConstructShape(Operation* op, DiagnosticList& d, bool& ok) {
  if (op->numRegions() != 1) return ok = fail(op, d, "must have exactly one region");
  Region& r = op->region(0);
  if (r.empty()) return false; // degenerate, allowed as in MLIR
  if (!isMergeBlock(r.back()))
    return ok = fail(op, d,
                     "last block must be the merge block with only one 'spirv.mlir.merge' op");
  return ok;
}

bool selection(Operation* op, DiagnosticList& d) {
  // Their attributes: checkAttributeEncoding (VerifyAttributes.cpp).
  bool ok = true;
  if (!commonConstructShape(op, d, ok)) return ok;
  Region& r = op->region(0);
  if (r.hasOneBlock())
    return fail(op, d, "must have a selection header block (before the merge block)");
  Operation* t = r.front()->back();
  if (!t || !(isOp(t, Op::BranchConditional) || isOp(t, Op::Switch)))
    ok = fail(op, d,
              "header block (the first block) must end in spirv.BranchConditional or "
              "spirv.Switch");
  return ok;
}

bool loop(Operation* op, DiagnosticList& d) {
  bool ok = true;
  if (!commonConstructShape(op, d, ok)) return ok;
  Region& r = op->region(0);
  if (r.size() < 2)
    return fail(op, d, "must have an entry block branching to the loop header block");
  if (r.size() < 3)
    return fail(op, d, "must have a loop header block branched from the entry block");
  Block* entry = r.front();
  Block* header = entry->nextNode();
  if (!(entry->front() == entry->back() && isOp(entry->back(), Op::Branch) &&
        entry->back()->successor(0) == header))
    return fail(op, d, "entry block must only have one 'spirv.Branch' op to the second block");
  if (r.size() < 4)
    return fail(op, d, "requires a loop continue block branching to the loop header block");
  Block* cont = r.back()->prevNode();
  if (!branchesTo(cont, header))
    return fail(op, d,
                "second to last block must be the loop continue block that branches to the loop "
                "header block");
  // From the header on (MLIR starts after it): a header that branches to itself
  // is a back edge from outside the continue construct, which SPIR-V forbids.
  for (Block* b = header; b != cont; b = b->nextNode())
    if (branchesTo(b, header))
      return fail(op, d,
                  "can only have the entry and loop continue block branching to the loop header "
                  "block");
  return ok;
}

bool merge(Operation* op, DiagnosticList& d) {
  Operation* parent = op->parentOp();
  if (!isDialectOp(parent, DialectOp::Selection) && !isDialectOp(parent, DialectOp::Loop))
    return fail(op, d, "expected parent op to be 'spirv.mlir.selection' or 'spirv.mlir.loop'");
  if (op->block() != op->block()->parent()->back())
    return fail(op, d,
                "can only be used in the last block of 'spirv.mlir.selection' or "
                "'spirv.mlir.loop'");
  if (op->numOperands() != parent->numResults())
    return fail(op, d,
                "yields " + std::to_string(op->numOperands()) + " values but '" +
                    std::string(parent->name()) + "' has " + std::to_string(parent->numResults()) +
                    " results");
  bool ok = true;
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (op->operand(i)->type() != parent->result(i)->type())
      ok = fail(op, d,
                operandStr(i) + " type '" + typeStr(op->operand(i)->type()) +
                    "' does not match the construct's result type '" +
                    typeStr(parent->result(i)->type()) + "'");
  return ok;
}

bool func(Operation* op, DiagnosticList& d) {
  bool ok = true;
  if (op->numOperands() || op->numResults())
    ok = fail(op, d, "takes no operands and has no results");
  if (op->numRegions() != 1) return fail(op, d, "must have exactly one region");
  FunctionType ft = funcType(op);
  if (!ft) return fail(op, d, "requires a 'function_type' attribute of function type");
  if (ft.numResults() > 1)
    ok = fail(op, d,
              "cannot have more than one result (a SPIR-V function returns at most one value, "
              "the type has " +
                  std::to_string(ft.numResults()) + ")");
  FuncOp funcOp(op);
  if (!funcOp.functionControlAttr())
    ok = fail(op, d, "requires attribute 'function_control'");
  else if (!funcOp.functionControl())
    ok = fail(op, d, "attribute 'function_control' must be a FunctionControl enum");
  if (Attribute aa = funcOp.argAttrsAttr()) {
    auto arr = aa.dyn_cast<ArrayAttr>();
    bool good = arr && arr.size() == ft.numInputs();
    for (unsigned i = 0; good && i < arr.size(); ++i) good = arr[i].isa<DictionaryAttr>();
    if (!good) ok = fail(op, d, "attribute 'arg_attrs' must hold one dictionary per parameter");
  }
  Region& r = op->region(0);
  if (r.empty()) {
    // Only a spirv.module is linked (MLIR 19 checks it there too): a
    // declaration elsewhere, in a builtin module, is never written.
    if (!isDialectOp(op->parentOp(), DialectOp::Module)) return ok;
    // A declaration is resolved by the linker: SPIR-V 2.16.1 (spirv-val:
    // "Function declaration must have a LinkageAttributes decoration with the
    // Import Linkage type").
    auto linkage = funcOp.linkageAttributesAttr().dyn_cast<DictionaryAttr>();
    bool import = false;
    if (linkage)
      for (const NamedAttribute& e : linkage.entries())
        import |= e.name == "linkage_type" &&
                  enumValue(e.value, OperandKind::LinkageType) == uint32_t(LinkageType::Import);
    if (!import)
      ok = fail(op, d,
                "a function declaration (no body) needs 'linkage_attributes' with linkage type "
                "Import (MLIR 19: 'spirv.module' cannot contain external functions without "
                "'Import' linkage_attributes (LinkageAttributes))");
    return ok;
  }
  Block* entry = r.front();
  if (entry->numArguments() != ft.numInputs())
    return fail(op, d,
                "entry block has " + std::to_string(entry->numArguments()) +
                    " arguments but the function type has " + std::to_string(ft.numInputs()) +
                    " parameters");
  for (unsigned i = 0; i < ft.numInputs(); ++i)
    if (entry->argument(i)->type() != ft.input(i))
      ok = fail(op, d,
                "entry block argument #" + std::to_string(i) + " type '" +
                    typeStr(entry->argument(i)->type()) + "' does not match parameter type '" +
                    typeStr(ft.input(i)) + "'");
  return ok;
}

} // namespace

void addControlFlowRules(RuleTable& t) {
  t.add(Op::BranchConditional, &branchConditional);
  t.add(Op::BranchConditional, &branchWeightsNotBothZero);
  t.add(Op::Switch, &switchOp);
  t.add({Op::Return, Op::ReturnValue}, &returnOp);
  t.add(Op::FunctionCall, &functionCall);
  t.add(DialectOp::Selection, &selection);
  t.add(DialectOp::Loop, &loop);
  t.add(DialectOp::Merge, &merge);
  t.add(DialectOp::Func, &func);
}

} // namespace spvkit::spirv::detail
