// Attributes: uniqued, immutable compile-time values attached to operations.
//
// Like types, attributes are interned in the `Context` and compared by pointer.
// They carry the literal and enum operands of SPIR-V instructions, decorations
// (on the op that defines the decorated value), symbol references, constants
// and dialect-specific values such as the `#spirv.vce` triple. Enum attributes
// name an "enum domain" (e.g. `StorageClass`) registered with the context, so
// generic code can print and parse them without knowing the dialect.
#pragma once

#include "ir/Types.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace spvkit {

enum class AttrKind : uint16_t {
  Unit,
  Bool,
  Integer,    // value i, type
  Float,      // value f, type
  String,     // s
  TypeAttr,   // type
  Array,      // elems
  Dictionary, // named (sorted by name)
  SymbolRef,  // s = symbol name
  Enum,       // domain id in `sub`, value in i
  Dense,      // type (vector/array/coopmatrix), elems = scalar Integer/Float attributes
  FirstDialect = 64,
};

struct NamedAttribute;

struct AttrStorage {
  Context* ctx = nullptr;
  AttrKind kind = AttrKind::Unit;
  uint16_t sub = 0;
  const TypeStorage* type = nullptr;
  int64_t i = 0;
  double f = 0;
  std::string_view s;
  const AttrStorage* const* elems = nullptr;
  uint32_t numElems = 0;
  const NamedAttribute* named = nullptr;
  uint32_t numNamed = 0;
};

class Attribute {
public:
  Attribute() = default;
  Attribute(const AttrStorage* s) : s_(s) {}
  explicit operator bool() const { return s_ != nullptr; }
  bool operator==(const Attribute&) const = default;
  const AttrStorage* storage() const { return s_; }
  AttrKind kind() const { return s_->kind; }
  Context& context() const { return *s_->ctx; }

  template <class T>
  bool isa() const {
    return s_ && T::classof(*this);
  }
  template <class T>
  T cast() const {
    return T(s_);
  }
  template <class T>
  T dyn_cast() const {
    return isa<T>() ? T(s_) : T();
  }

protected:
  const AttrStorage* s_ = nullptr;
};

struct NamedAttribute {
  std::string_view name; // interned
  Attribute value;
};

#define SPVKIT_ATTR_VIEW(Name, Kind)                                                               \
  using Attribute::Attribute;                                                                      \
  Name() = default;                                                                                \
  static bool classof(Attribute a) {                                                               \
    return a.kind() == AttrKind::Kind;                                                             \
  }

class UnitAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(UnitAttr, Unit)
  static UnitAttr get(Context& ctx);
};

class BoolAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(BoolAttr, Bool)
  static BoolAttr get(Context& ctx, bool value);
  bool value() const { return s_->i != 0; }
};

/// An integer of an integer or index type; the value is stored sign- or
/// zero-extended to 64 bits according to the type's signedness (signless: sign).
class IntegerAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(IntegerAttr, Integer)
  static IntegerAttr get(Type type, int64_t value);
  Type type() const { return s_->type; }
  int64_t value() const { return s_->i; }
  uint64_t zextValue() const;
};

class FloatAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(FloatAttr, Float)
  static FloatAttr get(Type type, double value);
  Type type() const { return s_->type; }
  double value() const { return s_->f; }
};

class StringAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(StringAttr, String)
  static StringAttr get(Context& ctx, std::string_view value);
  std::string_view value() const { return s_->s; }
};

class TypeAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(TypeAttr, TypeAttr)
  static TypeAttr get(Type type);
  Type value() const { return s_->type; }
};

class ArrayAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(ArrayAttr, Array)
  static ArrayAttr get(Context& ctx, std::span<const Attribute> elements);
  unsigned size() const { return s_->numElems; }
  Attribute operator[](unsigned i) const { return s_->elems[i]; }
  std::span<const Attribute> elements() const {
    return {reinterpret_cast<const Attribute*>(s_->elems), s_->numElems};
  }
};

class DictionaryAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(DictionaryAttr, Dictionary)
  /// Entries are sorted by name; duplicate names keep the last value.
  static DictionaryAttr get(Context& ctx, std::span<const NamedAttribute> entries);
  std::span<const NamedAttribute> entries() const { return {s_->named, s_->numNamed}; }
  Attribute get(std::string_view name) const;
};

class SymbolRefAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(SymbolRefAttr, SymbolRef)
  static SymbolRefAttr get(Context& ctx, std::string_view symbol);
  std::string_view symbol() const { return s_->s; }
};

/// A value of a registered enum domain (e.g. SPIR-V's StorageClass).
class EnumAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(EnumAttr, Enum)
  static EnumAttr get(Context& ctx, uint16_t domain, uint32_t value);
  uint16_t domain() const { return s_->sub; }
  uint32_t value() const { return uint32_t(s_->i); }
};

/// The elements of a vector/array/cooperative-matrix constant (`dense<...>`).
class DenseAttr : public Attribute {
public:
  SPVKIT_ATTR_VIEW(DenseAttr, Dense)
  /// `elements` are IntegerAttr/FloatAttr/BoolAttr; one element means a splat.
  static DenseAttr get(Type type, std::span<const Attribute> elements);
  Type type() const { return s_->type; }
  unsigned size() const { return s_->numElems; }
  bool isSplat() const { return s_->numElems == 1; }
  Attribute operator[](unsigned i) const { return s_->elems[isSplat() ? 0 : i]; }
};

#undef SPVKIT_ATTR_VIEW

} // namespace spvkit
