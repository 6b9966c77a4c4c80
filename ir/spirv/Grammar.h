// The SPIR-V grammar as C++ tables: every instruction, operand kind, enumerant
// and extended instruction (OpenCL.std, GLSL.std.450) of the Khronos JSON grammars, with
// operands, quantifiers, capabilities, extensions and versions. The tables are
// generated at build time by tools/gen/gen_spirv_dialect.py (SpirvTables.cpp,
// enums in SpirvEnums.h); they are flat constexpr arrays with index ranges into
// one string pool, so nothing is constructed at startup. The IR, printer,
// parser, verifier, binary writer and reader look SPIR-V up here instead of
// hard-coding it. Link with the meson dependency `spirv_tables_dep`.
//
// Policies:
//  * Names. Instruction names have no "Op" prefix ("IAdd"); name lookups accept
//    it too ("OpIAdd"). An enumerant whose name starts with a digit gets the
//    kind name in front in C++ (Dim "1D" is Dim::Dim1D; its grammar name stays
//    "1D"). Extended instruction names are as in their grammar ("fma", "FMix");
//    the IR spells them spirv.CL.fma, spirv.GL.FMix.
//  * Aliases. Each opcode and each (kind, value) has exactly one canonical
//    table entry. The grammar's `aliases` (e.g. SDotKHR for SDot) and, in older
//    grammars, further entries with the same opcode / value become aliases of
//    it: name lookups find them, the C++ enums have them as extra enumerators
//    with the same value, and the entry lists them (alias()). The canonical
//    entry of such duplicates is the first one in grammar order that is part
//    of a core version (else the first one); it takes the union of their
//    capabilities and extensions and the widest version range.
//  * Capabilities are "any of": an instruction or enumerant that lists several
//    capabilities is enabled by any ONE of them (AnyOfCapabilities); an empty
//    list needs none. Extensions are "any of" too (AnyOfExtensions).
//  * Capability enumerants are different: the grammar's capabilities of a
//    Capability are the capabilities it implicitly declares, ALL of them
//    (Shader declares Matrix). They are exposed by
//    directlyImpliedCapabilities() / impliedCapabilities() and left out of the
//    Capability enumerants' `availability.capabilities`.
//  * Versions are encoded like SPIR-V's header word: major << 16 | minor << 8.
//    kVersionNone is "never in core" as a minimum version (only through an
//    extension) and "no limit" as a last version.
#pragma once

#include "SpirvEnums.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace spvkit::spirv {

/// A SPIR-V version: major << 16 | minor << 8.
using Version = uint32_t;
inline constexpr Version kVersionNone = 0xFFFFFFFFu;
constexpr Version makeVersion(uint32_t major, uint32_t minor) {
  return major << 16 | minor << 8;
}
constexpr uint32_t versionMajor(Version v) {
  return (v >> 16) & 0xFF;
}
constexpr uint32_t versionMinor(Version v) {
  return (v >> 8) & 0xFF;
}
/// "1.4", or "None" for kVersionNone.
std::string formatVersion(Version v);

enum class OperandCategory : uint8_t { BitEnum, ValueEnum, Id, Literal, Composite };
/// How often an operand occurs: exactly once, '?' (zero or one), '*' (zero or more).
enum class Quantifier : uint8_t { One, Optional, Variadic };

namespace detail {
/// A string in the table's string pool (NUL-terminated there).
struct StrRef {
  uint32_t offset;
  uint32_t size;
};
/// A range [first, first + count) of one of the flat arrays.
struct Range {
  uint32_t first;
  uint32_t count;
};
} // namespace detail

/// A set of capabilities of which ANY ONE enables the feature (OR). Empty means
/// no capability is needed. Deliberately not iterable: use alternatives().
struct AnyOfCapabilities {
  detail::Range range; // raw; use the accessors
  std::span<const Capability> alternatives() const;
  bool empty() const { return range.count == 0; }
  bool contains(Capability c) const;
  /// True if no capability is needed or `declared` (with the capabilities each
  /// declared one implies) holds one of the alternatives.
  bool isSatisfiedBy(std::span<const Capability> declared) const;
};

/// A set of extensions of which ANY ONE makes the feature available (OR),
/// whatever the core version. Empty means no extension provides it.
struct AnyOfExtensions {
  detail::Range range; // raw; use the accessors
  std::span<const Extension> alternatives() const;
  bool empty() const { return range.count == 0; }
  bool contains(Extension e) const;
  /// True if `enabled` holds one of the alternatives (false when empty).
  bool anyEnabled(std::span<const Extension> enabled) const;
};

/// When an instruction or enumerant may be used.
struct Availability {
  AnyOfCapabilities capabilities;
  AnyOfExtensions extensions;
  Version minVersion;  // kVersionNone: in no core version
  Version lastVersion; // kVersionNone: no upper limit
  bool provisional;    // part of the provisional (beta) grammar
  /// True if core SPIR-V `v` has it (minVersion <= v <= lastVersion).
  bool inCore(Version v) const { return minVersion <= v && v <= lastVersion; }
  /// True if version `v` or one of `enabled` provides it (capabilities apart).
  bool availableIn(Version v, std::span<const Extension> enabled) const {
    return inCore(v) || extensions.anyEnabled(enabled);
  }
};

/// One operand (of an instruction, extended instruction or enumerant).
struct OperandInfo {
  OperandKind kind;
  Quantifier quantifier;
  detail::StrRef nameRef; // raw; use name()
  /// The grammar's name without its enclosing quotes ("Operand 1"); a name
  /// that is not one quoted string is verbatim; "" when the grammar has none.
  std::string_view name() const;
};

struct InstructionInfo {
  Op opcode;
  bool hasResultType; // has an IdResultType operand
  bool hasResult;     // has an IdResult operand
  detail::StrRef nameRef, classRef;
  detail::Range operandRange, aliasRange;
  Availability availability;

  std::string_view name() const;    // "IAdd" (canonical, no "Op")
  std::string_view opClass() const; // the grammar's class, e.g. "Arithmetic"
  /// Every operand in order, including IdResultType and IdResult.
  std::span<const OperandInfo> operands() const;
  std::size_t aliasCount() const { return aliasRange.count; }
  std::string_view alias(std::size_t i) const; // "SDotKHR" (no "Op")
};

struct EnumerantInfo {
  OperandKind kind;
  uint32_t value;
  detail::StrRef nameRef, snakeNameRef;
  detail::Range parameterRange, aliasRange;
  Availability availability; // capabilities empty for Capability enumerants

  std::string_view name() const; // the grammar's canonical name ("1D")
  /// snake_case of name(), as attribute names spell it ("CrossWorkgroup" ->
  /// "cross_workgroup"); generated, so no one computes it at run time.
  std::string_view snakeName() const;
  /// Operands that follow the enumerant (Decoration ArrayStride: one LiteralInteger).
  std::span<const OperandInfo> parameters() const;
  std::size_t aliasCount() const { return aliasRange.count; }
  std::string_view alias(std::size_t i) const;
};

struct OperandKindInfo {
  OperandKind kind;
  OperandCategory category;
  detail::StrRef nameRef, snakeNameRef;
  detail::Range enumerantRange, nameIndexRange, baseRange;

  std::string_view name() const;
  std::string_view snakeName() const; // "storage_class"
  bool isEnum() const {
    return category == OperandCategory::ValueEnum || category == OperandCategory::BitEnum;
  }
  /// Canonical enumerants in ascending value (empty unless isEnum()).
  std::span<const EnumerantInfo> enumerants() const;
  /// The kinds a Composite is made of (PairLiteralIntegerIdRef: LiteralInteger, IdRef).
  std::span<const OperandKind> bases() const;
};

/// An instruction of an extended instruction set (OpenCL.std, GLSL.std.450).
struct ExtInstInfo {
  ExtInstSet set;
  uint16_t number; // OpExtInst's Instruction operand (CLOp / GLOp value)
  detail::StrRef nameRef;
  detail::Range operandRange;
  /// Any one of them is needed; a GLSL.std.450 instruction without its own
  /// list needs Shader (dialect_overrides.json's default_capabilities).
  AnyOfCapabilities capabilities;
  AnyOfExtensions extensions;

  std::string_view name() const; // "fma", "FMix"
  std::span<const OperandInfo> operands() const;
};

/// One extended instruction set: its OpExtInstImport name and instructions.
struct ExtInstSetInfo {
  ExtInstSet set;
  detail::StrRef nameRef, prefixRef;
  detail::Range instructionRange, nameIndexRange;
  uint32_t version, revision; // of its grammar

  std::string_view name() const;     // "GLSL.std.450"
  std::string_view opPrefix() const; // "spirv.GL."
  std::span<const ExtInstInfo> instructions() const;
};

/// Versions of the grammars the tables were generated from and their raw entry
/// counts (before duplicate opcodes / values were merged).
struct GrammarInfo {
  Version coreVersion;
  uint32_t coreRevision, openclVersion, openclRevision;
  uint32_t grammarInstructions, grammarOperandKinds, grammarEnumerants, grammarOpenCLInstructions;
  uint32_t mergedInstructions, mergedEnumerants; // duplicate entries folded into aliases
  uint32_t instructionAliases, enumerantAliases; // sizes of the grammar's `aliases` arrays
};

const GrammarInfo& grammarInfo();

// --- instructions --------------------------------------------------------------------
/// All canonical instructions, ascending opcode.
std::span<const InstructionInfo> instructions();
/// O(1); nullptr if the opcode is unknown.
const InstructionInfo* findInstruction(Op opcode);
/// O(log n); "IAdd", "OpIAdd" and aliases ("OpSDotKHR") all work.
const InstructionInfo* findInstruction(std::string_view name);
/// The canonical name without "Op"; "" if unknown.
std::string_view opName(Op opcode);

// --- operand kinds and enumerants ----------------------------------------------------
/// All operand kinds, indexed by OperandKind.
std::span<const OperandKindInfo> operandKinds();
/// O(1); nullptr for a value that is no OperandKind.
const OperandKindInfo* findOperandKind(OperandKind kind);
/// O(log n); nullptr if unknown.
const OperandKindInfo* findOperandKind(std::string_view name);
/// O(log n); nullptr if `kind` is no enum or has no enumerant with `value`.
/// For a BitEnum this finds single enumerants (one bit or None), not combinations.
const EnumerantInfo* findEnumerant(OperandKind kind, uint32_t value);
/// O(log n); canonical names and aliases.
const EnumerantInfo* findEnumerant(OperandKind kind, std::string_view name);

template <SpirvEnum E>
const EnumerantInfo* findEnumerant(E value) {
  return findEnumerant(EnumTraits<E>::kind, static_cast<uint32_t>(value));
}
/// The canonical grammar name of `value` ("Kernel"); "" if unknown.
template <SpirvEnum E>
std::string_view enumerantName(E value) {
  const EnumerantInfo* e = findEnumerant(value);
  return e ? e->name() : std::string_view();
}
/// The enumerant called `name` (or an alias of it).
template <SpirvEnum E>
std::optional<E> parseEnumerant(std::string_view name) {
  if (const EnumerantInfo* e = findEnumerant(EnumTraits<E>::kind, name))
    return static_cast<E>(e->value);
  return std::nullopt;
}

/// Formats a BitEnum value as "A|B" (ascending bit order); 0 is the kind's
/// zero enumerant ("None") or "0"; bits no enumerant names are appended as one
/// hex number ("Volatile|0x80000000"). "" if `kind` is no BitEnum.
std::string formatBitEnum(OperandKind kind, uint32_t value);
/// Parses what formatBitEnum prints: names / aliases and decimal or 0x numbers
/// separated by '|' (spaces around them allowed). nullopt on an unknown name,
/// empty part, bad number or if `kind` is no BitEnum.
std::optional<uint32_t> parseBitEnum(OperandKind kind, std::string_view text);

template <SpirvBitEnum E>
std::string formatBitEnum(E value) {
  return formatBitEnum(EnumTraits<E>::kind, static_cast<uint32_t>(value));
}
template <SpirvBitEnum E>
std::optional<E> parseBitEnum(std::string_view text) {
  if (auto v = parseBitEnum(EnumTraits<E>::kind, text)) return static_cast<E>(*v);
  return std::nullopt;
}

// --- capabilities and extensions -----------------------------------------------------
/// The capabilities declaring `c` implicitly declares, as listed by the grammar
/// (all of them, not any-of). Empty for an unknown capability.
std::span<const Capability> directlyImpliedCapabilities(Capability c);
/// Transitive closure of directlyImpliedCapabilities(), ascending value,
/// without `c` itself (Int64Atomics -> Int64; Shader -> Matrix). O(log n).
std::span<const Capability> impliedCapabilities(Capability c);

std::string_view extensionName(Extension e); // "SPV_KHR_cooperative_matrix"
std::optional<Extension> findExtension(std::string_view name);

// --- extended instruction sets -----------------------------------------------------
/// Every extended instruction set, indexed by ExtInstSet.
std::span<const ExtInstSetInfo> extInstSets();
const ExtInstSetInfo& extInstSet(ExtInstSet set);
/// The set an OpExtInstImport names ("OpenCL.std"); nullptr if unknown.
const ExtInstSetInfo* findExtInstSet(std::string_view importName);
/// O(log n); nullptr if `set` has no instruction `number`.
const ExtInstInfo* findExtInst(ExtInstSet set, uint32_t number);
/// O(log n); names as in the grammar ("fma", "FMix"), aliases too.
const ExtInstInfo* findExtInst(ExtInstSet set, std::string_view name);

/// All OpenCL.std extended instructions, ascending opcode.
std::span<const ExtInstInfo> openclExtInsts();
const ExtInstInfo* findOpenCLExtInst(CLOp opcode);
const ExtInstInfo* findOpenCLExtInst(std::string_view name);
/// All GLSL.std.450 extended instructions, ascending opcode.
std::span<const ExtInstInfo> glslExtInsts();
const ExtInstInfo* findGLSLExtInst(GLOp opcode);
const ExtInstInfo* findGLSLExtInst(std::string_view name);

namespace detail {
struct NameIndexEntry {
  StrRef name;
  uint32_t index;
};
struct CapabilityImplication {
  Range direct, closure; // into capabilityRefs
};
/// The generated tables (SpirvTables.cpp); use the functions above.
struct Tables {
  const char* strings;
  const OperandInfo* operands;
  const Capability* capabilityRefs;
  const Extension* extensionRefs;
  const StrRef* aliasRefs;
  const OperandKind* kindRefs;
  std::span<const InstructionInfo> instructions;       // ascending opcode
  std::span<const NameIndexEntry> instructionNames;    // sorted by name
  std::span<const OperandKindInfo> operandKinds;       // by OperandKind
  std::span<const NameIndexEntry> operandKindNames;    // sorted by name
  std::span<const EnumerantInfo> enumerants;           // by kind, ascending value
  std::span<const NameIndexEntry> enumerantNames;      // by kind, sorted by name
  std::span<const CapabilityImplication> capabilities; // parallel to Capability enumerants
  std::span<const ExtInstInfo> extInstructions;        // by set, ascending number
  std::span<const NameIndexEntry> extInstNames;        // by set, sorted by name
  std::span<const ExtInstSetInfo> extInstSets;         // by ExtInstSet
  std::span<const StrRef> extensionNames;              // by Extension
  /// Opcode -> index into `instructions` (0xFFFF: none), up to the largest opcode.
  std::span<const uint16_t> opcodeIndex;
  GrammarInfo info;
};
extern const Tables kTables;
} // namespace detail

} // namespace spvkit::spirv
