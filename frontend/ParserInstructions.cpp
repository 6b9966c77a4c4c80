// Instructions of the tensor-language parser: the left-hand side, the
// instruction name (with the helpful errors for old spellings), modifiers in
// grammar order, and one routine per operand syntax.
#include "frontend/ParserImpl.h"

#include "ir/Block.h"
#include "ir/tensor/OpDefinition.h"

#include <initializer_list>

namespace spvkit::frontend {

using namespace tensor;

namespace {

/// Instruction keyword -> op kind, by spelling (both tables list the same names).
OpKind lookupOpKind(std::string_view spelling) {
  for (uint32_t k = 1; k < uint32_t(OpKind::Count); ++k)
    if (instructionName(OpKind(k)) == spelling) return OpKind(k);
  return OpKind::Count;
}

using M = Modifier;
/// The modifier slots of an instruction, in grammar order. Each slot is a set
/// of alternatives; `required` slots must be present.
struct Slot {
  std::vector<M> mods;
  const char* attr;
  bool required = false;
  const char* expected = nullptr;
};

const std::vector<M> kTranspose = {M::T, M::N};
const std::vector<M> kScope = {M::CrossDevice, M::Device, M::WorkGroup, M::Subgroup};
const std::vector<M> kSemantics = {M::Relaxed, M::Acquire, M::Release, M::AcquireRelease,
                                   M::SequentiallyConsistent};
const std::vector<M> kChecked = {M::RowsChecked, M::ColsChecked, M::BothChecked};
const std::vector<M> kComp3 = {M::X, M::Y, M::Z};

std::vector<Slot> slotsOf(OpKind k) {
  switch (k) {
  case OpKind::Axpby:
  case OpKind::Gemv:
  case OpKind::Sum:
    return {{{M::Atomic}, "atomic"}, {kTranspose, "trans_a"}};
  case OpKind::Gemm:
    return {{{M::Atomic}, "atomic"}, {kTranspose, "trans_a"}, {kTranspose, "trans_b"}};
  case OpKind::Cumsum:
  case OpKind::Ger:
  case OpKind::Hadamard:
    return {{{M::Atomic}, "atomic"}};
  case OpKind::AtomicLoad:
  case OpKind::AtomicStore:
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax:
    return {{kScope, "scope"}, {kSemantics, "semantics"}};
  case OpKind::Barrier:
    return {{{M::GlobalFence}, "global"}, {{M::LocalFence}, "local"}};
  case OpKind::GroupId:
  case OpKind::NumGroups:
  case OpKind::NumSubgroups:
  case OpKind::SubgroupId:
    return {{kComp3, "dim", true, "'.x', '.y' or '.z'"}};
  case OpKind::CooperativeMatrixAtomicLoad:
  case OpKind::CooperativeMatrixAtomicStore:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::CooperativeMatrixAtomicMin:
    return {{kTranspose, "trans_a"},
            {kChecked, "checked"},
            {kScope, "scope"},
            {kSemantics, "semantics"}};
  case OpKind::CooperativeMatrixLoad:
  case OpKind::CooperativeMatrixStore:
    return {{kTranspose, "trans_a"}, {kChecked, "checked"}};
  case OpKind::CooperativeMatrixReduceAdd:
  case OpKind::CooperativeMatrixReduceMax:
  case OpKind::CooperativeMatrixReduceMin:
    return {{{M::Row, M::Column}, "reduce_mode", true, "'.row' or '.column'"}};
  default:
    return {};
  }
}

/// Instructions that return a list of values (for, if).
bool isMultiValue(OpKind k) {
  const auto results = opDef(k).results;
  return !results.empty() && results[0].variadic;
}

/// Instructions that produce no value.
bool isNoValue(OpKind k) {
  return opDef(k).results.empty();
}

const char* oldComparison(std::string_view m) {
  if (m == ".lt") return "less_than";
  if (m == ".le") return "less_than_equal";
  if (m == ".eq") return "equal";
  if (m == ".ne") return "not_equal";
  if (m == ".gt") return "greater_than";
  if (m == ".ge") return "greater_than_equal";
  return nullptr;
}

} // namespace

void ParserImpl::parseInstruction() {
  Inst inst;
  stmtStart_ = pos_;
  // Left-hand side.
  if (tok().is(TokenKind::LocalIdentifier)) {
    inst.resultNames.push_back(consume());
    const size_t firstComma = pos_;
    while (consumeIf(TokenKind::Comma))
      inst.resultNames.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    if (!tok().is(TokenKind::Equal)) failExpected("'='");
    // Only for/if return several values; point at the first comma otherwise.
    const Token& next = peek();
    if (inst.resultNames.size() > 1 && next.kind == TokenKind::Keyword && !next.is(Keyword::For) &&
        !next.is(Keyword::If) && isInstructionKeyword(next.keyword)) {
      poison(inst.resultNames);
      fail(toks_[firstComma].range, "expected '='");
    }
    consume();
  }
  try {
    // Instruction name.
    const Token& t = tok();
    if (t.kind == TokenKind::Keyword && isInstructionKeyword(t.keyword)) {
      inst.name = consume();
      inst.kind = lookupOpKind(t.text);
    } else if (t.is(TokenKind::BareWord) && peek().is(TokenKind::Modifier) &&
               !peek().leadingSpace && (t.text == "cmp" || t.text == "math" || t.text == "arith")) {
      const Token& mod = peek();
      const std::string old = std::string(t.text) + std::string(mod.text);
      std::string replacement;
      if (t.text == "cmp") {
        if (const char* r = oldComparison(mod.text)) replacement = r;
      } else {
        const Keyword kw = lookupKeyword(mod.text.substr(1));
        if (kw != Keyword::None && isInstructionKeyword(kw)) replacement = mod.text.substr(1);
      }
      if (replacement.empty()) fail(t.range, "unknown instruction '" + old + "'");
      const SourceRange range{t.range.begin, mod.range.end};
      diags_.error(range, "'" + old + "' is an old spelling; use '" + replacement + "'")
          .fixit(range, replacement);
      ++syntaxErrors_;
      ++errors_;
      inst.name = t;
      inst.name.range = range;
      consume();
      consume();
      inst.kind = lookupOpKind(replacement);
    } else if (t.is(TokenKind::BareWord)) {
      fail(t.range, "unknown instruction '" + std::string(t.text) + "'");
    } else {
      failExpected("instruction");
    }
    if (inst.kind == OpKind::Count) fail(inst.name.range, "unknown instruction");
    inst.src.name = inst.name.range;
    const std::string name(instructionName(inst.kind));
    if (!inst.resultNames.empty() && isNoValue(inst.kind))
      fail(inst.name.range, "'" + name + "' does not return a value");
    if (inst.resultNames.empty() && !isNoValue(inst.kind) && !isMultiValue(inst.kind))
      fail(inst.name.range, "'" + name + "' returns a value; expected '%name =' before it");
    parseModifiers(inst);
    parseBody(inst);
  } catch (const SyntaxError&) {
    poison(inst.resultNames);
    throw;
  }
}

void ParserImpl::parseModifiers(Inst& inst) {
  const std::vector<Slot> slots = slotsOf(inst.kind);
  size_t next = 0;
  std::vector<bool> seen(slots.size(), false);
  while (tok().is(TokenKind::Modifier) && !tok().leadingSpace) {
    const Token& m = tok();
    size_t found = slots.size();
    for (size_t s = next; s < slots.size() && found == slots.size(); ++s)
      for (M alt : slots[s].mods)
        if (m.modifier == alt && m.modifier != M::Unknown) found = s;
    if (found == slots.size())
      fail(m.range, "unexpected modifier '" + std::string(m.text) + "' for '" +
                        std::string(instructionName(inst.kind)) + "'");
    consume();
    seen[found] = true;
    next = found + 1;
    inst.src.modifiers.push_back(m.range);
    const Slot& slot = slots[found];
    const std::string_view word = m.text.substr(1);
    if (m.modifier == M::N) continue; // the default, not stored
    if (slot.mods.size() == 1 || m.modifier == M::T)
      setAttr(inst, slot.attr, UnitAttr::get(ctx_));
    else
      setAttr(inst, slot.attr, StringAttr::get(ctx_, word));
  }
  for (size_t s = 0; s < slots.size(); ++s)
    if (slots[s].required && !seen[s]) failExpected(slots[s].expected);
}

} // namespace spvkit::frontend
