// checkWriterRoundTrip (WriterCheck.h): the writer's differential check.
#include "WriterCheck.h"

#include "FuzzCheck.h"

#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/AttributeEncoding.h"
#include "ir/spirv/Availability.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/Verify.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <vector>

namespace spvkit::fuzz {

using namespace spirv;

namespace {

bool is(const Operation* op, DialectOp d) {
  return op->opcode() == opcodeOf(d);
}

/// MLIR's spellings of a few operand attributes that the writer accepts and
/// the reader gives the grammar's name (codegen/WriterOps.cpp, mlirAttrName).
std::string_view canonicalAttrName(std::string_view name) {
  static constexpr std::string_view kMlirToGrammar[][2] = {
      {"indices", "indexes"},
      {"format", "packed_vector_format"},
      {"source_memory_access", "memory_access_1"},
      {"group_operation", "operation"}};
  for (const auto& pair : kMlirToGrammar)
    if (name == pair[0]) return pair[1];
  return name;
}

/// The attributes of `op` that the writer writes, but `skip`: the predicate
/// the writer and the verifier use (ir/spirv/AttributeEncoding.h), not a copy
/// of it.
std::string attrsOf(const Operation* op, std::string_view skip = {}) {
  std::vector<std::string> items;
  for (const NamedAttribute& a : op->attributes()) {
    if (!isWrittenAttribute(op, a.name, a.value)) continue;
    std::string_view name = canonicalAttrName(a.name);
    if (!skip.empty() && name == skip) continue;
    items.push_back(std::string(name) + "=" + AsmPrinter::print(a.value));
  }
  std::sort(items.begin(), items.end());
  std::string out;
  for (const std::string& s : items) out += " " + s;
  return out;
}

/// A function's parameter decorations; nothing when there are none (an
/// `arg_attrs` of empty dictionaries writes nothing).
std::string argAttrsOf(const Operation* func) {
  auto list = func->attr("arg_attrs").dyn_cast<ArrayAttr>();
  if (!list) return {};
  std::string out;
  bool any = false;
  for (Attribute a : list.elements()) {
    auto dict = a.dyn_cast<DictionaryAttr>();
    std::vector<std::string> items;
    if (dict)
      for (const NamedAttribute& e : dict.entries()) {
        // MLIR's spelling of a decoration without operands,
        // {spirv.decoration = #spirv.decoration<Restrict>}, reads back as
        // {restrict} (docs/binary.md).
        auto d = e.value.dyn_cast<EnumAttr>();
        const EnumerantInfo* deco = d && e.name == "spirv.decoration"
                                        ? findEnumerant(OperandKind::Decoration, d.value())
                                        : nullptr;
        auto off = e.value.dyn_cast<BoolAttr>();
        if (deco)
          items.push_back(snakeCase(deco->name()) + "=unit");
        else if (decorationForAttrName(e.name) && !(off && !off.value()))
          items.push_back(std::string(e.name) + "=" + AsmPrinter::print(e.value));
        // Discardable `name.x` entries and `= false` write nothing.
      }
    any |= !items.empty();
    std::sort(items.begin(), items.end());
    out += " {";
    for (const std::string& i : items) out += " " + i;
    out += " }";
  }
  return any ? " arg_attrs" + out : std::string();
}

/// The ops of a function body that the comparison keeps, one line each.
class BodySummary {
public:
  /// Function variables come first: OpVariable must open the entry block,
  /// so the writer moves them there.
  std::string of(Operation* func) {
    for (Block* b : reachable(func->region(0)))
      for (Operation* op : *b) add(op);
    return variables_ + ops_;
  }

private:
  /// The blocks of `r` reachable from its entry, in order: the reader drops
  /// unreachable blocks (docs/binary.md, Normalizations).
  static std::vector<Block*> reachable(Region& r) {
    std::set<Block*> seen;
    std::vector<Block*> stack;
    if (!r.empty()) stack.push_back(r.front());
    while (!stack.empty()) {
      Block* b = stack.back();
      stack.pop_back();
      if (!seen.insert(b).second || !b->back()) continue;
      for (unsigned i = 0; i < b->back()->numSuccessors(); ++i)
        stack.push_back(b->back()->successor(i));
    }
    std::vector<Block*> out;
    for (Block* b : r)
      if (seen.count(b)) out.push_back(b);
    return out;
  }

  void add(Operation* op) {
    if (is(op, DialectOp::SpecConstantOperation) || is(op, DialectOp::Constant) ||
        is(op, DialectOp::AddressOf) || is(op, DialectOp::ReferenceOf) ||
        is(op, DialectOp::Merge) || op->opcode() == opcodeOf(Op::Undef) ||
        op->opcode() == opcodeOf(Op::Branch))
      return;
    std::string& out = op->opcode() == opcodeOf(Op::Variable) ? variables_ : ops_;
    if (is(op, DialectOp::Selection) && !op->region(0).empty()) {
      // The reader puts the header block's instructions before the op (only
      // its terminator opens the region): the same order either way.
      Block* header = op->region(0).front();
      for (Operation* h : *header)
        if (h != header->back()) add(h);
      out += "  " + std::string(op->name()) + attrsOf(op) + "\n";
      if (header->back()) add(header->back());
      for (Block* b : reachable(op->region(0)))
        if (b != header)
          for (Operation* o : *b) add(o);
      return;
    }
    out += "  " + std::string(op->name());
    if (is(op, DialectOp::Loop)) {
      out += attrsOf(op) + "\n";
    } else {
      if (!op->numSuccessors()) out += " (" + std::to_string(op->numOperands()) + " operands)";
      for (unsigned r = 0; r < op->numResults(); ++r)
        out += " -> " + AsmPrinter::print(op->result(r)->type());
      out += attrsOf(op) + "\n";
    }
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block* b : reachable(op->region(r)))
        for (Operation* o : *b) add(o);
  }

  std::string variables_, ops_;
};

/// True if every symbol of the module is spelled as the reader spells the
/// OpName it reads back ([A-Za-z_][A-Za-z0-9_.$]*, docs/binary.md); the
/// reader renames other symbols (`@"3Df"` reads back as `@_3Df`).
bool symbolsReadBackAsWritten(Operation* m) {
  for (Operation* op : *m->region(0).front()) {
    auto name = op->attr("sym_name").dyn_cast<StringAttr>();
    if (!name) continue;
    std::string_view n = name.value();
    auto ok = [](char c, bool first) {
      return std::isalpha(uint8_t(c)) || c == '_' ||
             (!first && (std::isdigit(uint8_t(c)) || c == '.' || c == '$'));
    };
    if (n.empty()) return false;
    for (size_t i = 0; i < n.size(); ++i)
      if (!ok(n[i], i == 0)) return false;
  }
  return true;
}

} // namespace

// Makes the module's vce_triple declare what the module needs (for a
// verified module with a triple that adds nothing: the verifier checks it,
// docs/verifier.md "requirements"), extended by the inferred requirements
// (ir/spirv/Availability.h). A module without a
// triple gets the inferred one. A module without entry point also gets the
// Linkage capability, as tests/codegen/writer_corpus.cpp does: spirv-val
// accepts no other, and the IR (like MLIR's dialect) allows such libraries.
void declareRequirements(Operation* m) {
  auto vce = m->attr("vce_triple").dyn_cast<VceAttr>();
  TargetEnv declared;
  if (vce) {
    declared.version = vce.version();
    declared.capabilities = vce.capabilities();
    declared.extensions = vce.extensions();
  }
  DiagnosticList ignored; // a feature in no version is written and judged as it is
  Requirements need = inferRequirements(m, vce ? &declared : nullptr, ignored);
  Version version = std::max(declared.version, need.version);
  std::vector<Capability> caps = declared.capabilities;
  for (Capability c : need.capabilities)
    if (!declared.hasCapability(c)) caps.push_back(c);
  std::vector<Extension> exts = declared.extensions;
  for (Extension e : need.extensions)
    if (!declared.hasExtension(e)) exts.push_back(e);
  bool entryPoint = false;
  for (Operation* op : *m->region(0).front()) entryPoint |= is(op, DialectOp::EntryPoint);
  if (!entryPoint && std::find(caps.begin(), caps.end(), Capability::Linkage) == caps.end())
    caps.insert(caps.begin(), Capability::Linkage);
  m->setAttr("vce_triple", VceAttr::get(m->context(), version, caps, exts));
}

std::string moduleSummary(Operation* m) {
  std::vector<std::string> items; // module-level items: the binary orders them its own way
  std::string out = "module";
  for (std::string_view keep : {"addressing_model", "memory_model", "vce_triple"})
    if (Attribute a = m->attr(keep)) out += " " + std::string(keep) + "=" + AsmPrinter::print(a);
  out += "\n";
  for (Operation* op : *m->region(0).front()) {
    if (is(op, DialectOp::Func)) {
      std::string f = "func";
      for (std::string_view keep :
           {"sym_name", "function_type", "function_control", "linkage_attributes"})
        if (Attribute a = op->attr(keep)) f += " " + std::string(keep) + "=" + AsmPrinter::print(a);
      f += argAttrsOf(op) + "\n" + BodySummary().of(op);
      items.push_back(f);
    } else if (is(op, DialectOp::EntryPoint)) {
      // The writer completes the interface (docs/binary.md): compared apart,
      // by interfaceKept().
      items.push_back(std::string(op->name()) + attrsOf(op, "interface") + "\n");
    } else {
      items.push_back(std::string(op->name()) + attrsOf(op) + "\n");
    }
  }
  std::sort(items.begin(), items.end());
  for (const std::string& s : items) out += s;
  return out;
}

/// True if each entry point read back lists its written interface first (the
/// writer appends the used globals the SPIR-V version requires).
bool interfaceKept(Operation* written, Operation* read) {
  auto interfaces = [](Operation* m) {
    std::vector<std::pair<std::string, std::vector<std::string>>> out;
    for (Operation* op : *m->region(0).front()) {
      if (!is(op, DialectOp::EntryPoint)) continue;
      std::vector<std::string> names;
      if (auto list = op->attr("interface").dyn_cast<ArrayAttr>())
        for (Attribute a : list.elements()) names.push_back(AsmPrinter::print(a));
      out.push_back({attrsOf(op, "interface"), names});
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  auto a = interfaces(written), b = interfaces(read);
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].first != b[i].first || b[i].second.size() < a[i].second.size() ||
        !std::equal(a[i].second.begin(), a[i].second.end(), b[i].second.begin()))
      return false;
  return true;
}

bool checkWriterRoundTrip(Operation* m) {
  declareRequirements(m);
  std::string input = AsmPrinter::print(m);
  Writer writer;
  std::vector<uint32_t> words;
  DiagnosticList writeDiags;
  if (!writer.write(m, words, writeDiags)) {
    if (!writeDiags.hasErrors()) finding("the writer failed without an error", input);
    return false;
  }
  // Debian 12's SPIRV-Tools predates some capabilities (CooperativeMatrixKHR):
  // what it cannot decode it cannot judge.
  std::string message = validateBinary(words);
  if (!message.empty() && message.find("Invalid capability operand") == std::string::npos &&
      message.find("Invalid extension") == std::string::npos)
    finding("spirv-val rejects the binary of a verified module",
            message + "\n--- module:\n" + input);

  Context readCtx;
  Module readBack(readCtx);
  DiagnosticList readDiags;
  Operation* r = readBinary(readBack, words, readDiags);
  if (!r)
    finding("the reader rejects the binary of a verified module",
            readDiags.str() + "\n--- module:\n" + input);
  registerVerifiers();
  if (!verify(readBack, readDiags))
    finding("the module read back fails the verifier", readDiags.str() + "\n--- module:\n" + input +
                                                           "\n--- read back:\n" +
                                                           AsmPrinter::print(r));
  std::string before = moduleSummary(m), after = moduleSummary(r);
  if (symbolsReadBackAsWritten(m) && (before != after || !interfaceKept(m, r)))
    finding("the module read back differs from the module written",
            "--- summary written:\n" + before + "--- summary read back:\n" + after +
                "--- module:\n" + input + "\n--- read back:\n" + AsmPrinter::print(r));

  // The reader's form is a fixpoint of writing and reading.
  std::vector<uint32_t> words2;
  DiagnosticList writeDiags2;
  if (!writer.write(r, words2, writeDiags2))
    finding("the writer rejects a module the reader produced", writeDiags2.str());
  Context againCtx;
  Module again(againCtx);
  DiagnosticList againDiags;
  Operation* r2 = readBinary(again, words2, againDiags);
  if (!r2) finding("the second read fails", againDiags.str());
  std::string first = AsmPrinter::print(r), second = AsmPrinter::print(r2);
  if (first != second)
    finding("writing and reading the read-back module changes it",
            "--- first read:\n" + first + "\n--- second read:\n" + second);
  return true;
}

} // namespace spvkit::fuzz
