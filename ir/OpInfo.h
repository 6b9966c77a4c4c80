// OpInfo: the static description of one operation kind.
//
// Every dialect defines its operations as constant `OpInfo` tables (for SPIR-V,
// generated from the grammar) and registers them with a `Context`, which maps
// names to infos for the text parser. An op's identity is its `opcode`: the
// dialect id in the high bits, the dialect's own number (for SPIR-V, the
// grammar opcode) in the low 16 bits. The core lists no dialect: each dialect
// chooses its ids and claims them in a context (`Context::registerDialectId`),
// which refuses an id another dialect holds.
#pragma once

#include <cstdint>
#include <string_view>

namespace spvkit {

class Operation;
class DiagnosticList;
class AsmPrinter;
class AsmParser;

namespace OpTrait {
enum : uint32_t {
  Terminator = 1u << 0,
  IsolatedFromAbove = 1u << 1,
  Symbol = 1u << 2,      // defines a symbol through its `sym_name` attribute
  SymbolTable = 1u << 3, // its single-block region holds symbols
  NoSideEffect = 1u << 4,
  Commutative = 1u << 5,
  SingleBlock = 1u << 6,  // each region has exactly one block
  NoTerminator = 1u << 7, // blocks of its regions need no terminator
  ReturnLike = 1u << 8,   // leaves the enclosing function
  ConstantLike = 1u << 9,
  MemoryRead = 1u << 10,
  MemoryWrite = 1u << 11,
  StructuredControl = 1u << 12, // a region-holding control construct (selection/loop/for/if)
};
}

/// A dialect's number in the high 16 bits of its opcodes, chosen by the dialect.
using DialectId = uint16_t;

constexpr uint32_t makeOpcode(DialectId d, uint32_t n) {
  return (uint32_t(d) << 16) | n;
}

/// A dialect's verifier for its ops that have no `OpInfo::verify`; appends
/// errors, returns false on failure.
using OpVerifyHook = bool (*)(Operation* op, DiagnosticList& diags);
struct NamedAttribute;
/// Verifies discardable attribute `attr` of `op` (argument < 0) or of the
/// op's function argument `argument` (Context::registerDiscardableAttrVerifier).
using DiscardableAttrHook = bool (*)(Operation* op, const NamedAttribute& attr, int argument,
                                     DiagnosticList& diags);

struct OpInfo {
  std::string_view name; // "spirv.IAdd"
  uint32_t opcode;
  uint32_t traits;
  /// Extra per-op rules beyond the generic ones; appends errors, returns false on failure.
  bool (*verify)(Operation* op, DiagnosticList& diags) = nullptr;
  /// Custom assembly; null means the generic form is used.
  void (*print)(Operation* op, AsmPrinter& p) = nullptr;
  Operation* (*parse)(const OpInfo& info, AsmParser& p) = nullptr;
  /// Dialect-specific static data (e.g. the grammar entry of a SPIR-V op).
  const void* extra = nullptr;

  DialectId dialect() const { return DialectId(opcode >> 16); }
  bool has(uint32_t trait) const { return (traits & trait) != 0; }
};

} // namespace spvkit
