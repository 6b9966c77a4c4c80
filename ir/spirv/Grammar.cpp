// Lookups over the generated SPIR-V grammar tables (see Grammar.h).
#include "ir/spirv/Grammar.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace spvkit::spirv {

using detail::kTables;

namespace {

std::string_view str(detail::StrRef r) {
  return {kTables.strings + r.offset, r.size};
}

template <class T>
std::span<const T> slice(const T* base, detail::Range r) {
  return {base + r.first, r.count};
}

/// Binary search of `name` in a name index sorted by name; the entry or nullptr.
const detail::NameIndexEntry* findName(std::span<const detail::NameIndexEntry> index,
                                       std::string_view name) {
  auto it = std::lower_bound(
      index.begin(), index.end(), name,
      [](const detail::NameIndexEntry& e, std::string_view n) { return str(e.name) < n; });
  if (it == index.end() || str(it->name) != name) return nullptr;
  return &*it;
}

/// Binary search of an entry with `key` in a span sorted by `proj`.
template <class T, class K, class Proj>
const T* findSorted(std::span<const T> table, K key, Proj proj) {
  auto it = std::lower_bound(table.begin(), table.end(), key,
                             [&](const T& e, K k) { return proj(e) < k; });
  if (it == table.end() || proj(*it) != key) return nullptr;
  return &*it;
}

const detail::CapabilityImplication* implication(Capability c) {
  const EnumerantInfo* e = findEnumerant(OperandKind::Capability, static_cast<uint32_t>(c));
  if (!e) return nullptr;
  const OperandKindInfo* kind = findOperandKind(OperandKind::Capability);
  size_t index = static_cast<size_t>(e - kTables.enumerants.data()) - kind->enumerantRange.first;
  return &kTables.capabilities[index];
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::optional<uint32_t> parseNumber(std::string_view s) {
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  }
  if (s.empty()) return std::nullopt;
  uint32_t value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value, base);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return value;
}

} // namespace

std::string formatVersion(Version v) {
  if (v == kVersionNone) return "None";
  return std::to_string(versionMajor(v)) + "." + std::to_string(versionMinor(v));
}

// --- entry accessors -----------------------------------------------------------------
std::span<const Capability> AnyOfCapabilities::alternatives() const {
  return slice(kTables.capabilityRefs, range);
}

bool AnyOfCapabilities::contains(Capability c) const {
  auto alts = alternatives();
  return std::find(alts.begin(), alts.end(), c) != alts.end();
}

bool AnyOfCapabilities::isSatisfiedBy(std::span<const Capability> declared) const {
  if (empty()) return true;
  for (Capability d : declared) {
    if (contains(d)) return true;
    for (Capability implied : impliedCapabilities(d))
      if (contains(implied)) return true;
  }
  return false;
}

std::span<const Extension> AnyOfExtensions::alternatives() const {
  return slice(kTables.extensionRefs, range);
}

bool AnyOfExtensions::contains(Extension e) const {
  auto alts = alternatives();
  return std::find(alts.begin(), alts.end(), e) != alts.end();
}

bool AnyOfExtensions::anyEnabled(std::span<const Extension> enabled) const {
  return std::any_of(enabled.begin(), enabled.end(), [&](Extension e) { return contains(e); });
}

std::string_view OperandInfo::name() const {
  return str(nameRef);
}

std::string_view InstructionInfo::name() const {
  return str(nameRef);
}
std::string_view InstructionInfo::opClass() const {
  return str(classRef);
}
std::span<const OperandInfo> InstructionInfo::operands() const {
  return slice(kTables.operands, operandRange);
}
std::string_view InstructionInfo::alias(std::size_t i) const {
  return i < aliasRange.count ? str(kTables.aliasRefs[aliasRange.first + i]) : std::string_view();
}

std::string_view EnumerantInfo::name() const {
  return str(nameRef);
}
std::string_view EnumerantInfo::snakeName() const {
  return str(snakeNameRef);
}
std::span<const OperandInfo> EnumerantInfo::parameters() const {
  return slice(kTables.operands, parameterRange);
}
std::string_view EnumerantInfo::alias(std::size_t i) const {
  return i < aliasRange.count ? str(kTables.aliasRefs[aliasRange.first + i]) : std::string_view();
}

std::string_view OperandKindInfo::name() const {
  return str(nameRef);
}
std::string_view OperandKindInfo::snakeName() const {
  return str(snakeNameRef);
}
std::span<const EnumerantInfo> OperandKindInfo::enumerants() const {
  return kTables.enumerants.subspan(enumerantRange.first, enumerantRange.count);
}
std::span<const OperandKind> OperandKindInfo::bases() const {
  return slice(kTables.kindRefs, baseRange);
}

std::string_view ExtInstInfo::name() const {
  return str(nameRef);
}
std::span<const OperandInfo> ExtInstInfo::operands() const {
  return slice(kTables.operands, operandRange);
}

std::string_view ExtInstSetInfo::name() const {
  return str(nameRef);
}
std::string_view ExtInstSetInfo::opPrefix() const {
  return str(prefixRef);
}
std::span<const ExtInstInfo> ExtInstSetInfo::instructions() const {
  return kTables.extInstructions.subspan(instructionRange.first, instructionRange.count);
}

const GrammarInfo& grammarInfo() {
  return kTables.info;
}

// --- instructions --------------------------------------------------------------------
std::span<const InstructionInfo> instructions() {
  return kTables.instructions;
}

const InstructionInfo* findInstruction(Op opcode) {
  // Called for every op the reader creates and every OpInfo lookup: a dense
  // generated index instead of a binary search.
  size_t n = static_cast<size_t>(opcode);
  if (n >= kTables.opcodeIndex.size() || kTables.opcodeIndex[n] == 0xFFFF) return nullptr;
  return &kTables.instructions[kTables.opcodeIndex[n]];
}

const InstructionInfo* findInstruction(std::string_view name) {
  const detail::NameIndexEntry* e = findName(kTables.instructionNames, name);
  if (!e && name.size() > 2 && name.substr(0, 2) == "Op")
    e = findName(kTables.instructionNames, name.substr(2));
  return e ? &kTables.instructions[e->index] : nullptr;
}

std::string_view opName(Op opcode) {
  const InstructionInfo* i = findInstruction(opcode);
  return i ? i->name() : std::string_view();
}

// --- operand kinds and enumerants ----------------------------------------------------
std::span<const OperandKindInfo> operandKinds() {
  return kTables.operandKinds;
}

const OperandKindInfo* findOperandKind(OperandKind kind) {
  auto index = static_cast<size_t>(kind);
  return index < kTables.operandKinds.size() ? &kTables.operandKinds[index] : nullptr;
}

const OperandKindInfo* findOperandKind(std::string_view name) {
  const detail::NameIndexEntry* e = findName(kTables.operandKindNames, name);
  return e ? &kTables.operandKinds[e->index] : nullptr;
}

const EnumerantInfo* findEnumerant(OperandKind kind, uint32_t value) {
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k) return nullptr;
  return findSorted(k->enumerants(), value, [](const EnumerantInfo& e) { return e.value; });
}

const EnumerantInfo* findEnumerant(OperandKind kind, std::string_view name) {
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k) return nullptr;
  auto index = kTables.enumerantNames.subspan(k->nameIndexRange.first, k->nameIndexRange.count);
  const detail::NameIndexEntry* e = findName(index, name);
  return e ? &kTables.enumerants[e->index] : nullptr;
}

std::string formatBitEnum(OperandKind kind, uint32_t value) {
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k || k->category != OperandCategory::BitEnum) return {};
  if (value == 0) {
    const EnumerantInfo* none = findEnumerant(kind, uint32_t{0});
    return none ? std::string(none->name()) : "0";
  }
  std::string out;
  uint32_t remaining = value;
  for (const EnumerantInfo& e : k->enumerants()) {
    if (e.value == 0 || (value & e.value) != e.value || (remaining & e.value) == 0) continue;
    if (!out.empty()) out += '|';
    out += e.name();
    remaining &= ~e.value;
  }
  if (remaining != 0) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%X", static_cast<unsigned>(remaining));
    if (!out.empty()) out += '|';
    out += buf;
  }
  return out;
}

std::optional<uint32_t> parseBitEnum(OperandKind kind, std::string_view text) {
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k || k->category != OperandCategory::BitEnum) return std::nullopt;
  uint32_t value = 0;
  while (true) {
    size_t bar = text.find('|');
    std::string_view part = trim(text.substr(0, bar));
    if (part.empty()) return std::nullopt;
    if (const EnumerantInfo* e = findEnumerant(kind, part)) {
      value |= e->value;
    } else if (part[0] >= '0' && part[0] <= '9') {
      std::optional<uint32_t> n = parseNumber(part);
      if (!n) return std::nullopt;
      value |= *n;
    } else {
      return std::nullopt;
    }
    if (bar == std::string_view::npos) return value;
    text.remove_prefix(bar + 1);
  }
}

// --- capabilities and extensions -----------------------------------------------------
std::span<const Capability> directlyImpliedCapabilities(Capability c) {
  const detail::CapabilityImplication* i = implication(c);
  return i ? slice(kTables.capabilityRefs, i->direct) : std::span<const Capability>();
}

std::span<const Capability> impliedCapabilities(Capability c) {
  const detail::CapabilityImplication* i = implication(c);
  return i ? slice(kTables.capabilityRefs, i->closure) : std::span<const Capability>();
}

std::string_view extensionName(Extension e) {
  auto index = static_cast<size_t>(e);
  return index < kTables.extensionNames.size() ? str(kTables.extensionNames[index])
                                               : std::string_view();
}

std::optional<Extension> findExtension(std::string_view name) {
  auto names = kTables.extensionNames;
  auto it = std::lower_bound(names.begin(), names.end(), name,
                             [](detail::StrRef r, std::string_view n) { return str(r) < n; });
  if (it == names.end() || str(*it) != name) return std::nullopt;
  return static_cast<Extension>(it - names.begin());
}

// --- extended instruction sets -----------------------------------------------------
std::span<const ExtInstSetInfo> extInstSets() {
  return kTables.extInstSets;
}

const ExtInstSetInfo& extInstSet(ExtInstSet set) {
  return kTables.extInstSets[static_cast<size_t>(set)];
}

const ExtInstSetInfo* findExtInstSet(std::string_view importName) {
  for (const ExtInstSetInfo& s : kTables.extInstSets)
    if (s.name() == importName) return &s;
  return nullptr;
}

const ExtInstInfo* findExtInst(ExtInstSet set, uint32_t number) {
  if (static_cast<size_t>(set) >= kTables.extInstSets.size()) return nullptr;
  return findSorted(extInstSet(set).instructions(), number,
                    [](const ExtInstInfo& i) { return static_cast<uint32_t>(i.number); });
}

const ExtInstInfo* findExtInst(ExtInstSet set, std::string_view name) {
  if (static_cast<size_t>(set) >= kTables.extInstSets.size()) return nullptr;
  detail::Range r = extInstSet(set).nameIndexRange;
  const detail::NameIndexEntry* e = findName(kTables.extInstNames.subspan(r.first, r.count), name);
  return e ? &kTables.extInstructions[e->index] : nullptr;
}

std::span<const ExtInstInfo> openclExtInsts() {
  return extInstSet(ExtInstSet::OpenCLStd).instructions();
}
const ExtInstInfo* findOpenCLExtInst(CLOp opcode) {
  return findExtInst(ExtInstSet::OpenCLStd, static_cast<uint32_t>(opcode));
}
const ExtInstInfo* findOpenCLExtInst(std::string_view name) {
  return findExtInst(ExtInstSet::OpenCLStd, name);
}
std::span<const ExtInstInfo> glslExtInsts() {
  return extInstSet(ExtInstSet::GLSLStd450).instructions();
}
const ExtInstInfo* findGLSLExtInst(GLOp opcode) {
  return findExtInst(ExtInstSet::GLSLStd450, static_cast<uint32_t>(opcode));
}
const ExtInstInfo* findGLSLExtInst(std::string_view name) {
  return findExtInst(ExtInstSet::GLSLStd450, name);
}

} // namespace spvkit::spirv
