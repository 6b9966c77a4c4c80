// The SPIR-V dialect hook: grammar-derived checks for every grammar and
// OpenCL.std op, then the hand-written rules of the per-area files.
#include "ir/spirv/Verify.h"

#include "ir/AsmPrinter.h"
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/VerifyCache.h"
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

#include <algorithm>
#include <cassert>
#include <mutex>
#include <vector>

namespace spvkit::spirv {

namespace detail {

VerifyCache& verifyCache() {
  // Run ids are never reused in a thread, so the slots of earlier runs
  // (tagged with theirs) need no clearing.
  thread_local constinit VerifyCache cache;
  cache.run = verifierRunId();
  cache.active = cache.run != 0;
  return cache;
}

std::string typeStr(Type t) {
  return t ? AsmPrinter::print(t) : std::string("<null>");
}

unsigned elementWidth(Type t) {
  Type e = elementOf(t);
  if (auto i = e.dyn_cast<IntegerType>()) return i.width();
  if (auto f = e.dyn_cast<FloatType>()) return f.width();
  return 0;
}

bool sameShape(Type a, Type b) {
  if (a.isScalar() && b.isScalar()) return true;
  if (auto va = a.dyn_cast<VectorType>()) {
    auto vb = b.dyn_cast<VectorType>();
    return vb && va.count() == vb.count();
  }
  if (auto ma = a.dyn_cast<CooperativeMatrixType>()) {
    auto mb = b.dyn_cast<CooperativeMatrixType>();
    return mb && ma.rows() == mb.rows() && ma.columns() == mb.columns() &&
           ma.scope() == mb.scope() && ma.use() == mb.use();
  }
  return false;
}

bool sameIntegerType(Type a, Type b) {
  return isIntLike(a) && isIntLike(b) && sameShape(a, b) && elementWidth(a) == elementWidth(b);
}

unsigned bitSize(Type t) {
  if (t.isa<PointerType>()) return 64;
  if (t.isScalar()) return elementWidth(t);
  if (auto v = t.dyn_cast<VectorType>()) return v.count() * elementWidth(v);
  return 0;
}

bool intArray(Attribute a, std::vector<int64_t>& out) {
  auto arr = a.dyn_cast<ArrayAttr>();
  if (!arr) return false;
  out.clear();
  for (Attribute e : arr.elements()) {
    auto i = e.dyn_cast<IntegerAttr>();
    if (!i) return false;
    out.push_back(i.value());
  }
  return true;
}

std::optional<int64_t> constantInt(Value* v) {
  auto def = dyn_cast<ConstantOp>(v->definingOp());
  if (!def) return std::nullopt;
  if (auto i = def.valueAttr().dyn_cast<IntegerAttr>()) return i.value();
  return std::nullopt;
}

Operation* enclosingFunc(Operation* op) {
  // A spirv.func, or a function of a dialect hosting SPIR-V ops (MLIR's
  // func.func: MLIR's InFunctionScope accepts any function op), known by its
  // isolated region and its `function_type`.
  for (Operation* p = op->parentOp(); p; p = p->parentOp())
    if (isDialectOp(p, DialectOp::Func) ||
        (p->has(OpTrait::IsolatedFromAbove) && p->attr("function_type").isa<TypeAttr>()))
      return p;
  return nullptr;
}

} // namespace detail

namespace {

using namespace detail;

std::string countStr(unsigned n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

/// Reports a count outside [min, max] (max < 0: unbounded).
bool countError(Operation* op, DiagnosticList& d, unsigned count, unsigned min, int max,
                const char* what) {
  // MLIR's wording for a fixed number of successors (its successor traits).
  if (std::string_view(what) == "successor" && max >= 0 && unsigned(max) == min)
    return fail(op, d, "requires " + countStr(min, what) + " but found " + std::to_string(count));
  std::string expect;
  if (max < 0)
    expect = "at least " + countStr(min, what);
  else if (unsigned(max) == min)
    expect = countStr(min, what);
  else
    expect = "between " + std::to_string(min) + " and " + std::to_string(max) + " " + what + "s";
  return fail(op, d, "expects " + expect + ", has " + std::to_string(count));
}

/// Checks that `count` is within [min, max] (max < 0: unbounded). Inline:
/// it runs three times per op; only an error builds a message.
inline bool checkCount(Operation* op, DiagnosticList& d, unsigned count, unsigned min, int max,
                       const char* what) {
  return (count >= min && (max < 0 || count <= unsigned(max))) ||
         countError(op, d, count, min, max, what);
}

bool knownEnumValueUncached(OperandKind kind, uint32_t value) {
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k) return false;
  if (k->category == OperandCategory::ValueEnum) return findEnumerant(kind, value) != nullptr;
  if (value == 0) return true;
  for (uint32_t bit = 1; bit; bit <<= 1)
    if ((value & bit) && !findEnumerant(kind, bit)) return false;
  return true;
}

/// Enum attributes repeat (every load's `memory_access`): each (kind, value)
/// is looked up once per run.
bool knownEnumValue(OperandKind kind, uint32_t value, VerifyCache& c) {
  if (c.active && c.knownEnums.contains(c.run, uintptr_t(kind) + 1, value)) return true;
  if (!knownEnumValueUncached(kind, value)) return false;
  if (c.active) c.knownEnums.insert(c.run, uintptr_t(kind) + 1, value);
  return true;
}

/// One attribute operand of a grammar op.
bool checkAttrOperand(Operation* op, DiagnosticList& d, const OperandMapping& m,
                      VerifyCache& cache) {
  const OperandInfo& o = *m.grammar;
  // A view: a std::string per call showed in profiles (every attribute
  // operand of every op); messages copy it.
  std::string_view name = m.attrName;
  Attribute a = op->attr(m.attrName);
  if (!a) {
    if (o.quantifier == Quantifier::One)
      return fail(op, d, "requires attribute '" + std::string(name) + "'");
    return true;
  }
  if (m.idAttr == IdAttr::Type) {
    if (!a.isa<TypeAttr>())
      return fail(op, d, "attribute '" + std::string(name) + "' must be a type");
    return true;
  }
  OperandKind kind = m.attrKind;
  const OperandKindInfo* k = findOperandKind(kind);
  auto checkOne = [&](Attribute v) {
    if (k && k->isEnum()) {
      auto e = v.dyn_cast<EnumAttr>();
      if (!e || e.domain() != enumDomain(kind))
        return fail(op, d,
                    "attribute '" + std::string(name) + "' must be a " + std::string(k->name()) +
                        " enum");
      if (!knownEnumValue(kind, e.value(), cache))
        return fail(op, d,
                    "attribute '" + std::string(name) + "' has an unknown " +
                        std::string(k->name()) + " value " + std::to_string(e.value()));
      return true;
    }
    if (kind == OperandKind::LiteralString) {
      if (!v.isa<StringAttr>())
        return fail(op, d, "attribute '" + std::string(name) + "' must be a string");
      return true;
    }
    if (kind == OperandKind::LiteralContextDependentNumber) {
      if (!v.isa<IntegerAttr>() && !v.isa<FloatAttr>())
        return fail(op, d, "attribute '" + std::string(name) + "' must be a number");
      return true;
    }
    // A literal operand is a number: not a BoolAttr nor an i1 (`0 : i1` prints as
    // `false` and the writer would encode it as 0 : i32, a different module).
    if (k && k->category == OperandCategory::Literal) {
      auto n = v.dyn_cast<IntegerAttr>();
      if (!n || v.isa<BoolAttr>() || (n.type() && n.type().isBool()))
        return fail(op, d, "attribute '" + std::string(name) + "' must be an integer");
      // A literal is one 32-bit word, read back as i32 (fuzz-writer finding:
      // a `0 : i16` VectorShuffle component read back as `0 : i32`).
      if (n.type() && !n.type().isInteger(32))
        return fail(op, d,
                    "attribute '" + std::string(name) + "' must hold i32 literals, not '" +
                        typeStr(n.type()) + "'");
    }
    return true;
  };
  bool ok = true;
  if (o.quantifier == Quantifier::Variadic) {
    auto arr = a.dyn_cast<ArrayAttr>();
    if (!arr) return fail(op, d, "attribute '" + std::string(name) + "' must be an array");
    for (Attribute e : arr.elements()) ok = checkOne(e) && ok;
  } else {
    ok = checkOne(a);
  }
  // The one enumerant parameter the contract names: MemoryAccess Aligned.
  if (ok && kind == OperandKind::MemoryAccess && m.attrName == "memory_access") {
    if (auto e = a.dyn_cast<EnumAttr>(); e && (e.value() & uint32_t(MemoryAccess::Aligned)) &&
                                         !op->attr("alignment").isa<IntegerAttr>())
      ok = fail(op, d,
                "requires an integer 'alignment' attribute for memory access 'Aligned' (MLIR 19: "
                "missing alignment value)");
  }
  return ok;
}

/// What verifyGrammarOp needs of an instruction's operand mapping, derived
/// once per instruction instead of per op.
struct GrammarShape {
  uint16_t minValues = 0, minSuccs = 0;
  int16_t maxValues = 0, maxSuccs = 0; // < 0: unbounded
  bool needsCallee = false;
  /// Some attribute operand is required (Quantifier::One): checked even on
  /// an op without attributes.
  bool requiresAttribute = false;
  bool hasAttributeOperands = false;
};

GrammarShape shapeOf(std::span<const OperandMapping> mapping) {
  GrammarShape g;
  for (const OperandMapping& m : mapping) {
    Quantifier q = m.grammar->quantifier;
    switch (m.role) {
    case OperandRole::Value:
      if (q == Quantifier::One) ++g.minValues;
      if (g.maxValues >= 0) g.maxValues = q == Quantifier::Variadic ? -1 : g.maxValues + 1;
      break;
    case OperandRole::Successor:
      if (q == Quantifier::One) ++g.minSuccs;
      if (g.maxSuccs >= 0) g.maxSuccs = q == Quantifier::Variadic ? -1 : g.maxSuccs + 1;
      break;
    case OperandRole::Pairs:
      g.maxSuccs = -1;
      break;
    case OperandRole::Callee:
      g.needsCallee = true;
      break;
    case OperandRole::Attribute:
      g.hasAttributeOperands = true;
      if (q == Quantifier::One) g.requiresAttribute = true;
      break;
    }
  }
  return g;
}

/// `attrsKnown`: the op's attribute list passed on an op of this opcode in
/// this run (AttributeListMemo); `attrsOk` is set to whether the attribute
/// operands pass.
bool verifyGrammarOp(Operation* op, const InstructionInfo& inst, DiagnosticList& d,
                     const GrammarShape& g, VerifyCache& cache, bool attrsKnown, bool& attrsOk) {
  bool ok = true;
  unsigned wantResults = inst.hasResult ? 1 : 0;
  // A call of a void function has no result in the IR (the binary's result
  // id of type void is not a value).
  if (inst.opcode == Op::FunctionCall) {
    ok = checkCount(op, d, op->numResults(), 0, 1, "result") && ok;
  } else {
    ok = checkCount(op, d, op->numResults(), wantResults, int(wantResults), "result") && ok;
  }
  // Without attributes, an attribute operand can only be missing: a rule
  // only for the required ones.
  attrsOk = true;
  if (!attrsKnown && (g.requiresAttribute || (g.hasAttributeOperands && !op->attributes().empty())))
    for (const OperandMapping& m : operandMapping(inst))
      if (m.role == OperandRole::Attribute) attrsOk = checkAttrOperand(op, d, m, cache) && attrsOk;
  ok = attrsOk && ok;
  unsigned values = op->numSuccessors() ? op->numNonSuccessorOperands() : op->numOperands();
  ok = checkCount(op, d, values, g.minValues, g.maxValues, "operand") && ok;
  ok = checkCount(op, d, op->numSuccessors(), g.minSuccs, g.maxSuccs, "successor") && ok;
  if (g.needsCallee && !FunctionCallOp(op).function().isa<SymbolRefAttr>())
    ok = fail(op, d, "requires a symbol attribute 'callee'");
  return ok;
}

bool verifyExtInstOp(Operation* op, const ExtInstInfo& inst, DiagnosticList& d) {
  bool ok = checkCount(op, d, op->numResults(), 1, 1, "result");
  unsigned minValues = 0;
  int maxValues = 0;
  for (const OperandMapping& m : operandMapping(inst)) {
    if (m.role != OperandRole::Value) continue;
    if (m.grammar->quantifier == Quantifier::One) ++minValues;
    if (maxValues >= 0)
      maxValues = m.grammar->quantifier == Quantifier::Variadic ? -1 : maxValues + 1;
  }
  ok = checkCount(op, d, op->numOperands(), minValues, maxValues, "operand") && ok;
  return ok;
}

/// What verifyOp does with an op of one opcode, derived once per opcode a
/// thread meets (not for every instruction of the grammar up front: a small
/// module meets a dozen) instead of per op: the grammar instruction or
/// extended instruction, the counts the grammar allows, the hand-written
/// rules, and whether the attribute rules may be memoized.
struct OpPlan {
  uint32_t opcode = 0; // opcode + 1 (0: an empty slot)
  const InstructionInfo* inst = nullptr;
  const ExtInstInfo* ext = nullptr;
  GrammarShape shape;
  std::span<const Rule> rules;
  /// The hand-written rules that read only the opcode and the attributes
  /// (VerifierTables::attributeRules).
  std::span<const Rule> attributeRules;
  /// attributeRulesMemoizable's answer for an op with attributes (up to
  /// AttributeListMemo::kMax of them).
  bool memoizableOpcode = false;
};

/// The hand-written rules, built once. `attributeRules` read nothing but
/// the op's opcode and attributes: like the grammar's attribute checks they
/// run once per attribute list and opcode in a run (verifyOp's memo), after
/// the other rules.
struct VerifierTables {
  RuleTable rules;
  AttributeRuleTable attributeRules;
};

const VerifierTables& tables() {
  static const VerifierTables t = [] {
    VerifierTables t;
    static_assert(
        Dialect::Spirv < RuleTable::kDialects && Dialect::SpirvCL < RuleTable::kDialects &&
        Dialect::SpirvDialect < RuleTable::kDialects && Dialect::SpirvGL < RuleTable::kDialects);
    addArithmeticRules(t.rules);
    addConversionRules(t.rules);
    addMemoryRules(t.rules);
    addAtomicAndGroupRules(t.rules);
    addCompositeRules(t.rules);
    addMatrixRules(t.rules);
    addControlFlowRules(t.rules);
    addModuleRules(t.rules);
    addRequirementRules(t.rules);
    addGLSLRules(t.rules);
    addPlacementRules(t.rules);
    addImageRules(t.rules);
    addDotProductRules(t.rules);
    addEnumParameterRules(t.attributeRules);
    addOpenCLRules(t.rules);
    t.rules.finish();
    t.attributeRules.finish();
    return t;
  }();
  return t;
}

/// Type rules the type constructors do not enforce (the IR's types, like
/// MLIR's builtin ones, allow more than SPIR-V): integers of 1 (bool), 8, 16,
/// 32 or 64 bits, vectors of 2, 3, 4, 8 or 16 components, an image's sampled
/// type void or a numerical scalar, and a sampled image's image sampled (Sampled 0 or 1, spirv-val:
/// "Sampled image type requires an image type with "Sampled" operand set to 0 or 1"). Returns the
/// reason, or null (no string is built for the types that are fine: every
/// result of the module is checked).
const char* invalidType(Type t) {
  if (auto i = t.dyn_cast<IntegerType>()) {
    unsigned w = i.width();
    if (w != 1 && w != 8 && w != 16 && w != 32 && w != 64)
      return "SPIR-V integers have 8, 16, 32 or 64 bits (i1 is the boolean type)";
  }
  if (auto v = t.dyn_cast<VectorType>()) {
    unsigned n = v.count();
    if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16)
      return "SPIR-V vectors have 2, 3, 4, 8 or 16 components";
  }
  if (auto im = t.dyn_cast<ImageType>()) {
    Type st = im.sampledType();
    if (st && !st.isa<VoidType>() && !((st.isInteger() || st.isFloat()) && !st.isBool()))
      return "an image's sampled type is void or a numerical scalar (spirv-val: \"Expected "
             "Sampled Type to be either void or numerical scalar type\")";
  }
  if (auto si = t.dyn_cast<SampledImageType>())
    if (auto im = si.imageType().dyn_cast<ImageType>(); im && im.sampled() > 1)
      return "a sampled image type needs an image type whose Sampled operand is 0 or 1 (not "
             "NoSampler)";
  const TypeStorage* s = t.storage();
  for (uint32_t i = 0; s && i < s->numTypes; ++i) {
    // MLIR 19 parses `!spirv.struct<a, (!spirv.struct<a>)>`; SPIR-V can only
    // declare a type that contains itself through OpTypeForwardPointer.
    if (auto ref = Type(s->types[i]).dyn_cast<StructType>();
        ref && ref.isReference() && !t.isa<PointerType>())
      return "a recursive struct can refer to itself only through a pointer";
    if (const char* why = invalidType(Type(s->types[i]))) return why;
  }
  return nullptr;
}

bool checkTypes(Operation* op, DiagnosticList& d, VerifyCache& c) {
  bool ok = true;
  auto check = [&](Type t) {
    if (!t || (c.active && c.validTypes.contains(c.run, key(t)))) return;
    if (const char* why = invalidType(t))
      ok = fail(op, d, "type '" + typeStr(t) + "': " + why);
    else if (c.active)
      c.validTypes.insert(c.run, key(t));
  };
  for (unsigned i = 0; i < op->numResults(); ++i) check(op->result(i)->type());
  for (const NamedAttribute& a : op->attributes())
    if (auto t = a.value.dyn_cast<TypeAttr>()) check(t.value());
  return ok;
}

} // namespace

void detail::RuleTable::finish() {
  // A counting sort by opcode: count opcode n's rules into first[n + 1], make
  // that the end of n's rules (running on across the dialects), then place the
  // rules last to first, moving each end back to its start; first[n + 2] is
  // then where n's rules end.
  assert(entries_.size() < 0xFFFF);
  uint32_t size[kDialects] = {};
  for (const Entry& e : entries_)
    size[e.opcode >> 16] = std::max(size[e.opcode >> 16], (e.opcode & 0xFFFF) + 3);
  for (uint32_t d = 0; d < kDialects; ++d) first_[d].assign(size[d], 0);
  for (const Entry& e : entries_) ++first_[e.opcode >> 16][(e.opcode & 0xFFFF) + 1];
  uint16_t total = 0;
  for (auto& first : first_)
    for (uint16_t& f : first) f = total = uint16_t(total + f);
  rules_.resize(entries_.size());
  for (size_t i = entries_.size(); i-- > 0;) {
    const Entry& e = entries_[i];
    rules_[--first_[e.opcode >> 16][(e.opcode & 0xFFFF) + 1]] = e.rule;
  }
  entries_ = {};
}

void detail::AttributeRuleTable::finish() {
  std::stable_sort(entries_.begin(), entries_.end(),
                   [](const Entry& a, const Entry& b) { return a.opcode < b.opcode; });
  opcodes_.reserve(entries_.size());
  rules_.reserve(entries_.size());
  for (const Entry& e : entries_) {
    opcodes_.push_back(e.opcode);
    rules_.push_back(e.rule);
  }
  entries_ = {};
}

std::span<const Rule> detail::AttributeRuleTable::rulesOf(uint32_t opcode) const {
  auto [first, last] = std::equal_range(opcodes_.begin(), opcodes_.end(), opcode);
  return {rules_.data() + (first - opcodes_.begin()), rules_.data() + (last - opcodes_.begin())};
}

namespace {

/// Whether the attribute rules of the ops of `opcode` depend only on the
/// opcode, the attributes and attributeListKey's flags: not for what a
/// decoration decorates as a memory object (functions, variables, spec
/// constants: NonWritable's rule reads the module's version and the pointer
/// type).
bool attributeRulesMemoizable(const Operation* op) {
  if (isSpirvGrammarOp(op)) return op->opcode() != opcodeOf(Op::Variable);
  if (isExtInstOp(op)) return true;
  switch (DialectOp(op->opcode() & 0xFFFF)) {
  case DialectOp::Func:
  case DialectOp::GlobalVariable:
  case DialectOp::SpecConstant:
  case DialectOp::SpecConstantComposite:
  case DialectOp::Module:
    return false;
  default:
    return true;
  }
}

AttributeListMemo::Key attributeListKey(const Operation* op) {
  const Operation* parent = op->numResults() ? op->parentOp() : nullptr;
  bool wrapped = parent && parent->opcode() == opcodeOf(DialectOp::SpecConstantOperation);
  return {op->opcode(), (op->numResults() ? 1u : 0u) | (wrapped ? 2u : 0u),
          uint32_t(op->attributes().size()), op->attributes().data()};
}

/// The plan of `op`'s opcode, from a per-thread direct-mapped table.
const OpPlan& planOf(const Operation* op) {
  thread_local constinit OpPlan plans[256];
  const uint32_t opcode = op->opcode();
  OpPlan& p = plans[(opcode * 0x9E3779B1u) >> 24];
  if (p.opcode == opcode + 1) return p;
  p = OpPlan{};
  p.opcode = opcode + 1;
  p.inst = grammarOf(op);
  p.ext = p.inst ? nullptr : extInstOf(op);
  if (p.inst) p.shape = shapeOf(operandMapping(*p.inst));
  p.rules = tables().rules.rulesOf(opcode);
  p.attributeRules = tables().attributeRules.rulesOf(opcode);
  p.memoizableOpcode = attributeRulesMemoizable(op);
  return p;
}

} // namespace

bool verifyOp(Operation* op, DiagnosticList& d) {
  VerifyCache& cache = verifyCache();
  const OpPlan& plan = planOf(op);
  // Ops repeat their attribute lists (the loads' `memory_access` and
  // `alignment`, constants' values, extracts' indices): a list that passed
  // the attribute rules on an op of the same opcode passes them again.
  const size_t numAttrs = op->attributes().size();
  const bool memoizable =
      cache.active && plan.memoizableOpcode && numAttrs && numAttrs <= AttributeListMemo::kMax;
  AttributeListMemo::Key key;
  if (memoizable) key = attributeListKey(op);
  const bool attrsKnown = memoizable && cache.attributeLists.contains(cache.run, key);
  bool typesOk = checkTypes(op, d, cache);
  bool encodingOk = typesOk && (attrsKnown || !numAttrs || checkAttributeEncoding(op, d, cache));
  typesOk = typesOk && encodingOk;
  bool ok = true, attrsOk = true;
  if (plan.inst)
    ok = verifyGrammarOp(op, *plan.inst, d, plan.shape, cache, attrsKnown, attrsOk);
  else if (plan.ext)
    ok = verifyExtInstOp(op, *plan.ext, d);
  // The hand-written rules index operands and results by position.
  if (!ok) return false;
  for (Rule r : plan.rules) ok = r(op, d) && ok;
  if (!attrsKnown)
    for (Rule r : plan.attributeRules) attrsOk = r(op, d) && attrsOk;
  if (memoizable && !attrsKnown && encodingOk && attrsOk)
    cache.attributeLists.insert(cache.run, key);
  return ok && attrsOk && typesOk;
}

void registerVerifiers() {
  (void)tables();
}

} // namespace spvkit::spirv
