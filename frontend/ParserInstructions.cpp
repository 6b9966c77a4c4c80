// Instructions of the tensor-language parser: the left-hand side, the
// instruction name (with the helpful errors for old spellings), modifiers in
// grammar order, and one routine per operand syntax.
#include "frontend/ParserImpl.h"

#include "ir/Block.h"
#include "ir/SmallVector.h"
#include "ir/tensor/OpDefinition.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <mutex>
#include <vector>

namespace spvkit::frontend {

using namespace tensor;

namespace {

/// Instruction keyword -> op kind, by spelling (both tables list the same names;
/// the ops the lowering passes make are no instructions).
OpKind lookupOpKind(std::string_view spelling) {
  for (uint32_t k = 1; k < uint32_t(OpKind::Count); ++k)
    if (!isLowered(OpKind(k)) && instructionName(OpKind(k)) == spelling) return OpKind(k);
  return OpKind::Count;
}

/// lookupOpKind of an instruction keyword, from a table made on first use
/// (the parser asks once per instruction). Made by looking each op kind's
/// name up among the keywords (a binary search), not each keyword among the
/// op kinds (~5,000 name comparisons at every start of tensor-lang-cc).
OpKind opKindOf(Keyword kw) {
  static const std::vector<OpKind> table = [] {
    std::vector<OpKind> t(keywordCount() + 1, OpKind::Count);
    // In increasing order, so a keyword gets the first kind of its name, as
    // lookupOpKind gives.
    for (uint32_t k = 1; k < uint32_t(OpKind::Count); ++k) {
      if (isLowered(OpKind(k))) continue;
      const Keyword w = lookupKeyword(instructionName(OpKind(k)));
      if (isInstructionKeyword(w) && size_t(w) < t.size() && t[size_t(w)] == OpKind::Count)
        t[size_t(w)] = OpKind(k);
    }
    return t;
  }();
  return size_t(kw) < table.size() ? table[size_t(kw)] : OpKind::Count;
}

using M = Modifier;
/// The modifier slots of an instruction, in grammar order: its definition's
/// modifier attributes (ir/tensor/TensorOps.toml). Each slot is a set of
/// alternatives; `required` slots must be present.
struct Slot {
  std::vector<M> mods;
  std::string_view attr;
  bool required = false;
  std::string expected;
};

std::vector<Slot> makeSlots(OpKind k) {
  std::vector<Slot> slots;
  for (const AttrDef& a : opDef(k).attributes) {
    if (a.modifiers.empty()) continue;
    Slot slot{{}, a.name, !a.optional, {}};
    for (size_t i = 0; i < a.modifiers.size(); ++i) {
      const std::string spelling = "." + std::string(a.modifiers[i]);
      slot.mods.push_back(lookupModifier(spelling));
      slot.expected += (i == 0                        ? "'"
                        : i + 1 == a.modifiers.size() ? " or '"
                                                      : ", '") +
                       spelling + "'";
    }
    slots.push_back(std::move(slot));
  }
  return slots;
}

/// The slots of each instruction, made on first use (they are fixed by the
/// op definitions; the parser asks once per instruction).
/// The slots of `k`, made on the first use of that instruction: making them
/// for every instruction at once was a tenth of the instructions of a small
/// kernel's whole tensor-lang-cc process (issue 19).
const std::vector<Slot>& slotsOf(OpKind k) {
  static std::array<std::vector<Slot>, size_t(OpKind::Count)> table;
  static std::array<std::once_flag, size_t(OpKind::Count)> made;
  static const std::vector<Slot> none;
  if (size_t(k) == 0 || size_t(k) >= table.size()) return none;
  std::call_once(made[size_t(k)], [k] { table[size_t(k)] = makeSlots(k); });
  return table[size_t(k)];
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
      inst.kind = opKindOf(t.keyword);
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
  const std::vector<Slot>& slots = slotsOf(inst.kind);
  size_t next = 0;
  // The slots given, in increasing order (a std::vector<bool> allocated per
  // instruction).
  SmallVector<size_t, 8> given;
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
    given.push_back(found);
    next = found + 1;
    inst.src.modifiers.push_back(m.range);
    const Slot& slot = slots[found];
    const std::string_view word = m.text.substr(1);
    // A unit modifier is set by its first spelling; the others are its
    // default, which is not stored (`.n`). An enum stores the word.
    const AttrDef* def = opDef(inst.kind).attribute(slot.attr);
    if (def->kind == tensor::AttrKind::Unit) {
      if (m.modifier == slot.mods.front()) setAttr(inst, slot.attr, UnitAttr::get(ctx_));
      continue;
    }
    setAttr(inst, slot.attr, StringAttr::get(ctx_, word));
  }
  for (size_t s = 0; s < slots.size(); ++s)
    if (slots[s].required && std::find(given.begin(), given.end(), s) == given.end())
      failExpected(slots[s].expected);
}

} // namespace spvkit::frontend
