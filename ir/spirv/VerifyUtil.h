// Shared pieces of the SPIR-V op verifiers (internal to ir/spirv/Verify*.cpp).
//
// Each area file adds its rules to one opcode-keyed table that the dialect
// hook (Verify.cpp) consults after the grammar-derived checks, and uses these
// helpers so every message has the same shape: "'spirv.X' op <rule>".
#pragma once

#include "ir/Block.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/SyntaxFormats.h"

#include <span>
#include <string>
#include <vector>

namespace spvkit::spirv::detail {

using Rule = bool (*)(Operation* op, DiagnosticList& diags);
struct VerifyCache; // VerifyCache.h

/// Rules by opcode; an op may have several, run in the order they were added.
/// The area files add (opcode, rule) pairs to a flat list; finish() groups
/// them by opcode into one array with a direct index per dialect id, so that
/// building costs no hashing or per-opcode allocation and a lookup is two
/// array reads.
class RuleTable {
public:
  void add(Op op, Rule r) { entries_.push_back({opcodeOf(op), r}); }
  void add(DialectOp op, Rule r) { entries_.push_back({opcodeOf(op), r}); }
  void add(GLOp op, Rule r) { entries_.push_back({opcodeOf(op), r}); }
  void add(CLOp op, Rule r) { entries_.push_back({opcodeOf(op), r}); }
  void add(std::initializer_list<GLOp> ops, Rule r) {
    for (GLOp op : ops) add(op, r);
  }
  void add(std::initializer_list<Op> ops, Rule r) {
    for (Op op : ops) add(op, r);
  }
  /// Groups the rules added so far; call once, after the last add().
  void finish();
  std::span<const Rule> rulesOf(uint32_t opcode) const {
    uint32_t d = opcode >> 16, n = opcode & 0xFFFF;
    if (d >= kDialects || n + 2 >= first_[d].size()) return {};
    return {rules_.data() + first_[d][n + 1], rules_.data() + first_[d][n + 2]};
  }

  // Dialect ids 0..7: Dialect::Spirv, SpirvCL, SpirvDialect and SpirvGL are below 8.
  static constexpr uint32_t kDialects = 8;

private:
  struct Entry {
    uint32_t opcode;
    Rule rule;
  };
  std::vector<Entry> entries_;
  std::vector<Rule> rules_;
  // Per dialect id: opcode n's rules are rules_[first[n + 1] .. first[n + 2]).
  std::vector<uint16_t> first_[kDialects];
};

/// Rules that read only the op's opcode and attributes: verifyOp runs them
/// once per attribute list and opcode in a run, like the grammar's attribute
/// checks. A plan looks an opcode up once (Verify.cpp's planOf), so they are
/// kept as a list sorted by opcode: unlike RuleTable's direct index, nothing
/// spans the opcode range at start-up (the 2 KB module's whole run is ~1.3 M
/// instructions, and such a table's prefix sums cost ~45 k of them).
class AttributeRuleTable {
public:
  void add(Op op, Rule r) { entries_.push_back({opcodeOf(op), r}); }
  /// Sorts the rules by opcode, keeping the order of each opcode's rules.
  void finish();
  std::span<const Rule> rulesOf(uint32_t opcode) const;

private:
  struct Entry {
    uint32_t opcode;
    Rule rule;
  };
  std::vector<Entry> entries_;
  std::vector<uint32_t> opcodes_; // sorted, parallel to rules_
  std::vector<Rule> rules_;
};

void addArithmeticRules(RuleTable& t);
void addConversionRules(RuleTable& t);
void addMemoryRules(RuleTable& t);
void addAtomicAndGroupRules(RuleTable& t);
void addCompositeRules(RuleTable& t);
void addMatrixRules(RuleTable& t);
void addControlFlowRules(RuleTable& t);
void addModuleRules(RuleTable& t);
void addRequirementRules(RuleTable& t);
void addGLSLRules(RuleTable& t);
void addPlacementRules(RuleTable& t);
void addImageRules(RuleTable& t);
void addDotProductRules(RuleTable& t);
void addEnumParameterRules(AttributeRuleTable& t);
void addOpenCLRules(RuleTable& t);
/// Every op's attributes are ones the writer writes or discardable ones
/// (VerifyAttributes.cpp); run on every SPIR-V op.
bool checkAttributeEncoding(Operation* op, DiagnosticList& d, VerifyCache& cache);
/// What a decoration attribute decorates (VerifyDecorations.cpp).
enum class DecorationTarget { Result, Variable, Parameter, SpecConstant };
/// SPIR-V's target rules for decoration `deco` (attribute `name`) on `target`
/// of `op`; `pointer` is the variable's or parameter's type.
bool checkDecorationTarget(Operation* op, DiagnosticList& d, std::string_view name,
                           const EnumerantInfo& deco, DecorationTarget target, Type pointer);

// --- messages -----------------------------------------------------------------------
std::string typeStr(Type t);
/// "'spirv.X' op <msg>", with the name MLIR 19 gives the op where it differs
/// ('spirv.KHR.CooperativeMatrixMulAdd' for the grammar's
/// CooperativeMatrixMulAddKHR: the name the text form prints), so that MLIR's
/// expected-error texts match.
inline bool fail(Operation* op, DiagnosticList& d, const std::string& msg) {
  d.error(op->loc(), "'" + std::string(syntax::printedName(op)) + "' op " + msg);
  return false;
}
inline std::string operandStr(unsigned i) {
  return "operand #" + std::to_string(i);
}
/// Operand `i` must have type `want` (`what` names it in the message).
inline bool operandEquals(Operation* op, DiagnosticList& d, unsigned i, Type want,
                          const char* what = "result type") {
  Type t = op->operand(i)->type();
  if (t == want) return true;
  return fail(op, d,
              operandStr(i) + " type '" + typeStr(t) + "' does not match " + what + " '" +
                  typeStr(want) + "'");
}

// --- type shapes ----------------------------------------------------------------------
/// The scalar of a scalar, vector or cooperative matrix.
inline Type elementOf(Type t) {
  return t.scalarOrElement();
}
inline bool isIntLike(Type t) {
  return elementOf(t).isInteger();
}
inline bool isFloatLike(Type t) {
  return elementOf(t).isFloat();
}
inline bool isBoolLike(Type t) {
  return elementOf(t).isBool();
}
/// Scalar, vector, or cooperative matrix ("numerical" shapes arithmetic accepts).
inline bool isScalarVectorOrMatrix(Type t) {
  return t.isScalar() || t.isa<VectorType>() || t.isa<CooperativeMatrixType>();
}
/// Bit width of the scalar, 0 if none (bools count as 1).
unsigned elementWidth(Type t);
/// True if `a` and `b` have the same shape: both scalars, vectors with the same
/// count, or cooperative matrices with the same rows/columns/scope/use.
bool sameShape(Type a, Type b);
/// Same shape and integer elements of the same width (signedness may differ,
/// as SPIR-V allows).
bool sameIntegerType(Type a, Type b);
/// Total bit size of a scalar/vector/pointer (pointers: 64), 0 if none.
unsigned bitSize(Type t);
inline PointerType pointerOf(Type t) {
  return t.dyn_cast<PointerType>();
}

// --- attributes ----------------------------------------------------------------------
/// Integer values of an array attribute of IntegerAttrs; false if it is not one.
bool intArray(Attribute a, std::vector<int64_t>& out);
/// The constant integer a value is defined by (`spirv.Constant`), if any.
std::optional<int64_t> constantInt(Value* v);

/// The spirv.func enclosing `op`, or null.
Operation* enclosingFunc(Operation* op);
inline bool isDialectOp(Operation* op, DialectOp d) {
  return op && op->opcode() == opcodeOf(d);
}
inline bool isOp(Operation* op, Op o) {
  return op && op->opcode() == opcodeOf(o);
}

} // namespace spvkit::spirv::detail
