// Context: the owner of everything shared between modules.
//
// It interns strings, types and attributes (so equality is pointer equality)
// and holds the registries that make the IR extensible: operation kinds by
// name, dialect ids with their verifiers, enum domains (for enum attributes),
// and printers/parsers for types and attributes that dialects add. All of it
// is per context: nothing a dialect registers is process-wide. A context is not thread-safe;
// separate contexts may be used on separate threads at the same time.
#pragma once

#include "ir/Arena.h"
#include "ir/Attributes.h"
#include "ir/OpInfo.h"
#include "ir/Types.h"

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace spvkit {

class AsmPrinter;
class AsmParser;

/// A named set of enumerants (e.g. SPIR-V's StorageClass) that enum
/// attributes refer to by id.
struct EnumDomain {
  uint16_t id;
  std::string_view name;     // "StorageClass"
  std::string_view attrName; // the MLIR attribute mnemonic, e.g. "storage_class"
  bool isBitEnum;
  /// Canonical name of a value (bit enums: "A|B"); empty if unknown.
  std::string (*toString)(uint32_t value);
  std::optional<uint32_t> (*fromString)(std::string_view text);
};

/// Enum domains registered together, e.g. all of a dialect's, built once for
/// every context of the process: Context::registerEnumDomains then costs one
/// push per context instead of three hash-map insertions per domain (that was
/// half of creating a context with the SPIR-V dialect, issue 19).
class EnumDomainTable {
public:
  explicit EnumDomainTable(std::vector<EnumDomain> domains);
  const EnumDomain* byId(uint16_t id) const;
  const EnumDomain* byName(std::string_view name) const;
  const EnumDomain* byAttrName(std::string_view attrName) const;

private:
  std::vector<EnumDomain> domains_;
  std::unordered_map<uint16_t, size_t> ids_;
  std::unordered_map<std::string_view, size_t> names_, attrNames_;
};

/// Printer and parser for a dialect's type kind (`!prefix.mnemonic<...>`).
struct DialectTypeHooks {
  std::string_view mnemonic; // e.g. "tensor.memref" for `!tensor.memref<...>`
  void (*print)(Type type, AsmPrinter& p);
  /// Called after `!mnemonic` has been read.
  Type (*parse)(AsmParser& p);
};

/// Printer and parser for a dialect's attribute kind (`#mnemonic<...>`).
struct DialectAttrHooks {
  std::string_view mnemonic; // e.g. "spirv.vce"
  void (*print)(Attribute attr, AsmPrinter& p);
  /// Called after `#mnemonic` has been read.
  Attribute (*parse)(AsmParser& p);
};

class Context {
public:
  Context();
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  /// Returns a context-owned copy of `s`; equal strings give equal pointers.
  std::string_view intern(std::string_view s);

  /// Unique a type / attribute. The spans inside `key` may point to temporary
  /// memory; the context copies them.
  Type uniqueType(const TypeStorage& key);
  Attribute uniqueAttr(const AttrStorage& key);

  // --- registries ------------------------------------------------------------
  void registerOp(const OpInfo& info);
  /// Registers a dialect's ops at once: `byName` is sorted by name (no
  /// duplicates) and outlives the context, e.g. a table generated with the
  /// dialect. Costs nothing per op: lookups search it in place. An op also
  /// registered one by one (registerOp) wins.
  void registerOps(std::span<const OpInfo* const> byName);
  const OpInfo* lookupOp(std::string_view name) const;
  /// Runs `fn` once per dialect name (idempotent registration).
  bool markDialectLoaded(std::string_view dialect);
  /// Claims opcode dialect id `id` for `dialect` and sets the verifier of its
  /// ops that have no `OpInfo::verify` (may be null). Returns false, changing
  /// nothing, if another dialect holds the id.
  bool registerDialectId(DialectId id, std::string_view dialect, OpVerifyHook verifier = nullptr);
  /// The dialect that claimed `id` (empty if none) and its verifier (or null).
  std::string_view dialectName(DialectId id) const;
  OpVerifyHook dialectVerifier(DialectId id) const;
  /// Sets the verifier of the discardable attributes named `prefix.x` (as
  /// MLIR's Dialect::verifyOperationAttribute / verifyRegionArgAttribute):
  /// the verifier calls it for each such attribute of an op and of a
  /// function argument's dictionary (`arg_attrs`).
  void registerDiscardableAttrVerifier(std::string_view prefix, DiscardableAttrHook hook);
  DiscardableAttrHook discardableAttrVerifier(std::string_view prefix) const;

  void registerEnumDomain(const EnumDomain& domain);
  /// Registers every domain of `table`, which outlives the context. A domain
  /// registered one by one (registerEnumDomain) wins.
  void registerEnumDomains(const EnumDomainTable& table);
  const EnumDomain* enumDomain(uint16_t id) const;
  const EnumDomain* enumDomainByName(std::string_view name) const;
  const EnumDomain* enumDomainByAttrName(std::string_view attrName) const;

  void registerTypeHooks(TypeKind kind, const DialectTypeHooks& hooks);
  const DialectTypeHooks* typeHooks(TypeKind kind) const;
  const DialectTypeHooks* typeHooksByMnemonic(std::string_view mnemonic) const;

  void registerAttrHooks(AttrKind kind, const DialectAttrHooks& hooks);
  const DialectAttrHooks* attrHooks(AttrKind kind) const;
  const DialectAttrHooks* attrHooksByMnemonic(std::string_view mnemonic) const;

  /// A per-context memo for the scalar types every pass asks for (integers
  /// of the usual widths, index, floats, void; ir/Types.cpp picks the slots):
  /// a hit costs a load instead of hashing and probing a key.
  static constexpr unsigned kScalarTypeSlots = 24;
  const TypeStorage*& scalarTypeSlot(unsigned slot) { return scalarTypes_[slot]; }

  /// Bytes used by interned storage.
  size_t bytesAllocated() const { return arena_.bytesAllocated(); }

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Arena arena_;
  const TypeStorage* scalarTypes_[kScalarTypeSlots] = {};
};

} // namespace spvkit
