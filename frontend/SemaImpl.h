// Internal interface of the semantic checks (see Sema.h): the Checker holds
// the reporting helpers shared by the per-topic files — Sema.cpp (functions,
// attributes, region kinds, yields, control flow), SemaScalar.cpp
// (arithmetic, comparisons, math, cast, constants, builtins, subgroup ops),
// SemaMemory.cpp (load/store/atomics, subview/expand/fuse/size, alloca),
// SemaLinalg.cpp (gemm, gemv, ger, hadamard, sum, cumsum, axpby) and
// SemaCoopmatrix.cpp.
#pragma once

#include "frontend/Sema.h"
#include "ir/Block.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <unordered_set>

namespace spvkit::frontend {

/// α ⪯ β of the reference (docs/language.md, "Scalar types and promotion").
bool promotable(Type from, Type to);
/// promote(α, β), or a null type if neither promotes to the other.
Type promote(Type a, Type b);

class Checker {
public:
  Checker(Context& ctx, const SourceMap& sources, DiagnosticEngine& diags)
      : ctx_(ctx), src_(sources), diags_(diags) {}
  Context& ctx() const { return ctx_; }

  void checkFunction(Operation* func);
  unsigned errors() const { return errors_; }

  // --- reporting --------------------------------------------------------------------
  DiagnosticBuilder error(SourceRange range, std::string message) {
    ++errors_;
    return diags_.error(range, std::move(message));
  }
  const OpSource& source(Operation* op) const { return src_.get(op); }
  SourceRange nameLoc(Operation* op) const { return source(op).name; }
  SourceRange operandLoc(Operation* op, unsigned i) const;
  /// The i-th type written in the instruction (result type after ':').
  SourceRange typeLoc(Operation* op, unsigned i = 0) const;
  SourceRange constantLoc(Operation* op, unsigned i) const;
  static std::string name(Value* v) { return "%" + std::string(v->name()); }
  static std::string str(Type t) { return tensor::typeToString(t); }

  /// "'%x' has type T, expected <expected>" at operand i, with a note at the
  /// value's definition. Always returns false.
  bool typeError(Operation* op, unsigned i, const std::string& expected);
  /// The operand's type, or null when the operand is missing (already reported).
  Type operandType(Operation* op, unsigned i) const {
    return i < op->numOperands() && op->operand(i) ? op->operand(i)->type() : Type();
  }
  bool expectType(Operation* op, unsigned i, Type expected);
  tensor::MemrefType expectMemref(Operation* op, unsigned i);
  bool expectNumber(Operation* op, unsigned i);
  bool expectIndex(Operation* op, unsigned i) { return expectType(op, i, IndexType::get(ctx_)); }
  /// "'%A' has order N, expected order 1 or 2" unless the order is allowed.
  bool expectOrder(Operation* op, unsigned i, tensor::MemrefType m,
                   std::initializer_list<unsigned> orders);
  /// Result type check: "result type of 'name' must be T" at the type.
  bool expectResultType(Operation* op, Type expected);
  /// "type T is not allowed for 'name'" at the result type.
  bool notAllowed(Operation* op, Type t);
  /// `from ⪯ to`, or "from is not promotable to to" at `loc`.
  bool expectPromotable(Type from, Type to, SourceRange loc);
  std::string opName(Operation* op) const {
    return std::string(tensor::instructionName(tensor::kindOf(op)));
  }
  std::optional<int64_t> subgroupSize() const { return subgroupSize_; }

  // --- per topic ----------------------------------------------------------------------
  void checkRegion(Operation* owner, Region& region, unsigned index, tensor::RegionKind kind);
  void checkOp(Operation* op, tensor::RegionKind kind);
  bool checkScalarOp(Operation* op);
  bool checkMemoryOp(Operation* op);
  bool checkLinalgOp(Operation* op);
  bool checkCoopmatrixOp(Operation* op);
  void checkControlFlow(Operation* op);
  void checkAttributes(Operation* func);

private:
  Context& ctx_;
  const SourceMap& src_;
  DiagnosticEngine& diags_;
  unsigned errors_ = 0;
  std::optional<int64_t> subgroupSize_;
  /// Ops whose result lists are inconsistent: their yields are not checked.
  std::unordered_set<Operation*> broken_;
};

} // namespace spvkit::frontend
