// The SPIR-V dialect: registration of its operations, enums and attributes.
//
// Every instruction of the SPIR-V grammar that computes or has an effect
// inside a function is an op named `spirv.<Name>` (`spirv.IAdd`); the
// extended instructions are `spirv.CL.<name>` (OpenCL.std) and
// `spirv.GL.<Name>` (GLSL.std.450). Instructions that
// only describe module structure (types, constants, decorations, names,
// labels, OpPhi, merge instructions, capabilities ...) are not ops: they are
// types, attributes, block arguments and the dialect's own ops
// (`spirv.module`, `spirv.func`, `spirv.GlobalVariable`, `spirv.Constant`,
// `spirv.mlir.selection`, `spirv.mlir.loop` ...), as in MLIR's SPIR-V dialect.
//
// How a grammar instruction's operands map onto an op (see OperandMap.h):
// Id operands are SSA operands in grammar order; IdScope / IdMemorySemantics
// operands, literals and enums are attributes named after the grammar's
// operand names in snake_case (`memory_access`); label operands are
// successors; the callee of OpFunctionCall is the `callee` symbol.
#pragma once

#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/spirv/Grammar.h"

namespace spvkit::spirv {

/// The opcode dialect ids of the SPIR-V dialect's op families, chosen here
/// and claimed in each context by registerDialect (4 to 6 belong to the
/// tensor, builtin and func dialects).
namespace Dialect {
inline constexpr DialectId Spirv = 1;        // grammar instructions: spirv.IAdd
inline constexpr DialectId SpirvCL = 2;      // OpenCL.std instructions: spirv.CL.fma
inline constexpr DialectId SpirvDialect = 3; // the dialect's own ops: spirv.module
inline constexpr DialectId SpirvGL = 7;      // GLSL.std.450 instructions: spirv.GL.Exp
} // namespace Dialect

/// The dialect id of an extended instruction set's ops, and back.
constexpr DialectId dialectOf(ExtInstSet set) {
  return set == ExtInstSet::OpenCLStd ? Dialect::SpirvCL : Dialect::SpirvGL;
}
constexpr std::optional<ExtInstSet> extInstSetOf(DialectId d) {
  if (d == Dialect::SpirvCL) return ExtInstSet::OpenCLStd;
  if (d == Dialect::SpirvGL) return ExtInstSet::GLSLStd450;
  return std::nullopt;
}
static_assert(kExtInstSetCount == 2, "a new extended set needs its dialect id here");

/// Registers the dialect's ops, dialect ids with their verifier, enum domains
/// and attributes with `ctx` (idempotent).
void registerDialect(Context& ctx);

/// The op of a grammar instruction; null for module-structure instructions.
const OpInfo* opInfo(Op opcode);
/// The op of an OpenCL.std instruction.
const OpInfo* clOpInfo(CLOp opcode);
/// The op of a GLSL.std.450 instruction.
const OpInfo* glOpInfo(GLOp opcode);
/// The op of any extended instruction.
const OpInfo& extInstOpInfo(const ExtInstInfo& inst);
/// True for instructions that are types, constants, decorations, debug info,
/// labels, merges, phis, functions or module-level declarations.
bool isModuleStructureInstruction(Op opcode);

/// The dialect's own ops (`DialectOp`, generated into SpirvEnums.h from
/// dialect_overrides.json with their names and traits).
const OpInfo& dialectOpInfo(DialectOp op);

constexpr uint32_t opcodeOf(Op op) {
  return makeOpcode(Dialect::Spirv, uint32_t(op));
}
constexpr uint32_t opcodeOf(CLOp op) {
  return makeOpcode(Dialect::SpirvCL, uint32_t(op));
}
constexpr uint32_t opcodeOf(GLOp op) {
  return makeOpcode(Dialect::SpirvGL, uint32_t(op));
}
constexpr uint32_t opcodeOf(DialectOp op) {
  return makeOpcode(Dialect::SpirvDialect, uint32_t(op));
}
inline bool isSpirvGrammarOp(const Operation* op) {
  return op->info().dialect() == Dialect::Spirv;
}
/// The grammar instruction of a grammar op, or null.
inline const InstructionInfo* grammarOf(const Operation* op) {
  return isSpirvGrammarOp(op) ? static_cast<const InstructionInfo*>(op->info().extra) : nullptr;
}
/// True for the ops of an extended instruction set (spirv.CL.*, spirv.GL.*).
inline bool isExtInstOp(const Operation* op) {
  return extInstSetOf(op->info().dialect()).has_value();
}
/// The extended instruction of a spirv.CL.* / spirv.GL.* op, or null.
inline const ExtInstInfo* extInstOf(const Operation* op) {
  return isExtInstOp(op) ? static_cast<const ExtInstInfo*>(op->info().extra) : nullptr;
}
/// The extended instruction an opcode of SpirvCL / SpirvGL denotes, or null.
inline const ExtInstInfo* extInstOfOpcode(uint32_t opcode) {
  auto set = extInstSetOf(DialectId(opcode >> 16));
  return set ? findExtInst(*set, opcode & 0xFFFF) : nullptr;
}

// --- enums as attributes ---------------------------------------------------------
/// Enum domain ids are the grammar's OperandKind values.
constexpr uint16_t enumDomain(OperandKind kind) {
  return uint16_t(kind);
}
EnumAttr enumAttr(Context& ctx, OperandKind kind, uint32_t value);
template <SpirvEnum E>
EnumAttr enumAttr(Context& ctx, E value) {
  return enumAttr(ctx, EnumTraits<E>::kind, static_cast<uint32_t>(value));
}
/// The value of an enum attribute of the given kind, if `attr` is one.
std::optional<uint32_t> enumValue(Attribute attr, OperandKind kind);
template <SpirvEnum E>
std::optional<E> enumValue(Attribute attr) {
  auto v = enumValue(attr, EnumTraits<E>::kind);
  return v ? std::optional<E>(static_cast<E>(*v)) : std::nullopt;
}

// --- #spirv.vce<v1.0, [caps], [exts]> ------------------------------------------------
constexpr AttrKind kVceAttrKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 0);

class VceAttr : public Attribute {
public:
  using Attribute::Attribute;
  VceAttr() = default;
  static bool classof(Attribute a) { return a.kind() == kVceAttrKind; }
  static VceAttr get(Context& ctx, Version version, std::span<const Capability> caps,
                     std::span<const Extension> exts);
  Version version() const { return Version(s_->i); }
  std::vector<Capability> capabilities() const;
  std::vector<Extension> extensions() const;
};

} // namespace spvkit::spirv
