#include "ir/Context.h"

#include <algorithm>
#include <vector>

namespace spvkit {

UnitAttr UnitAttr::get(Context& ctx) {
  AttrStorage key;
  key.kind = AttrKind::Unit;
  return ctx.uniqueAttr(key).storage();
}

BoolAttr BoolAttr::get(Context& ctx, bool value) {
  AttrStorage key;
  key.kind = AttrKind::Bool;
  key.i = value;
  return ctx.uniqueAttr(key).storage();
}

IntegerAttr IntegerAttr::get(Type type, int64_t value) {
  // Normalize to the type's width so equal values unique to one attribute.
  if (auto it = type.dyn_cast<IntegerType>(); it && it.width() < 64) {
    unsigned w = it.width();
    uint64_t mask = (uint64_t(1) << w) - 1;
    uint64_t v = uint64_t(value) & mask;
    if (it.signedness() != Signedness::Unsigned && w > 1 && (v >> (w - 1)) & 1) v |= ~mask;
    value = int64_t(v);
  }
  AttrStorage key;
  key.kind = AttrKind::Integer;
  key.type = type.storage();
  key.i = value;
  return type.context().uniqueAttr(key).storage();
}

uint64_t IntegerAttr::zextValue() const {
  if (auto it = type().dyn_cast<IntegerType>(); it && it.width() < 64)
    return uint64_t(value()) & ((uint64_t(1) << it.width()) - 1);
  return uint64_t(value());
}

FloatAttr FloatAttr::get(Type type, double value) {
  AttrStorage key;
  key.kind = AttrKind::Float;
  key.type = type.storage();
  key.f = value;
  return type.context().uniqueAttr(key).storage();
}

StringAttr StringAttr::get(Context& ctx, std::string_view value) {
  AttrStorage key;
  key.kind = AttrKind::String;
  key.s = value;
  key.sub = value.empty() ? 1 : 0; // keeps "" distinct from a missing string
  return ctx.uniqueAttr(key).storage();
}

TypeAttr TypeAttr::get(Type type) {
  AttrStorage key;
  key.kind = AttrKind::TypeAttr;
  key.type = type.storage();
  return type.context().uniqueAttr(key).storage();
}

ArrayAttr ArrayAttr::get(Context& ctx, std::span<const Attribute> elements) {
  AttrStorage key;
  key.kind = AttrKind::Array;
  key.elems = reinterpret_cast<const AttrStorage* const*>(elements.data());
  key.numElems = uint32_t(elements.size());
  return ctx.uniqueAttr(key).storage();
}

DictionaryAttr DictionaryAttr::get(Context& ctx, std::span<const NamedAttribute> entries) {
  // Small dictionaries (argument attributes, linkage) are sorted in a stack
  // buffer: readers create one per function parameter.
  constexpr size_t kSmall = 8;
  NamedAttribute small[kSmall];
  std::vector<NamedAttribute> large;
  NamedAttribute* sorted = small;
  if (entries.size() > kSmall) {
    large.resize(entries.size());
    sorted = large.data();
  }
  // Insertion sort by name, stable; a later duplicate replaces the earlier one.
  size_t n = 0;
  for (const NamedAttribute& e : entries) {
    NamedAttribute entry{ctx.intern(e.name), e.value};
    size_t at = n;
    while (at > 0 && entry.name < sorted[at - 1].name) --at;
    if (at > 0 && sorted[at - 1].name == entry.name) {
      sorted[at - 1] = entry;
      continue;
    }
    std::copy_backward(sorted + at, sorted + n, sorted + n + 1);
    sorted[at] = entry;
    ++n;
  }
  AttrStorage key;
  key.kind = AttrKind::Dictionary;
  key.named = sorted;
  key.numNamed = uint32_t(n);
  return ctx.uniqueAttr(key).storage();
}

Attribute DictionaryAttr::get(std::string_view name) const {
  auto e = entries();
  auto it =
      std::lower_bound(e.begin(), e.end(), name,
                       [](const NamedAttribute& a, std::string_view n) { return a.name < n; });
  return it != e.end() && it->name == name ? it->value : Attribute();
}

SymbolRefAttr SymbolRefAttr::get(Context& ctx, std::string_view symbol) {
  AttrStorage key;
  key.kind = AttrKind::SymbolRef;
  key.s = symbol;
  return ctx.uniqueAttr(key).storage();
}

EnumAttr EnumAttr::get(Context& ctx, uint16_t domain, uint32_t value) {
  AttrStorage key;
  key.kind = AttrKind::Enum;
  key.sub = domain;
  key.i = value;
  return ctx.uniqueAttr(key).storage();
}

DenseAttr DenseAttr::get(Type type, std::span<const Attribute> elements) {
  AttrStorage key;
  key.kind = AttrKind::Dense;
  key.type = type.storage();
  key.elems = reinterpret_cast<const AttrStorage* const*>(elements.data());
  key.numElems = uint32_t(elements.size());
  return type.context().uniqueAttr(key).storage();
}

} // namespace spvkit
