#include "ir/Context.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace spvkit {

namespace {

inline size_t mix(size_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

size_t hashString(std::string_view s) {
  return std::hash<std::string_view>()(s);
}

struct TypeHash {
  size_t operator()(const TypeStorage* t) const {
    size_t h = size_t(t->kind);
    for (uint32_t v : t->p) h = mix(h, v);
    for (uint32_t i = 0; i < t->numTypes; ++i) h = mix(h, reinterpret_cast<uintptr_t>(t->types[i]));
    for (uint32_t i = 0; i < t->numInts; ++i) h = mix(h, uint64_t(t->ints[i]));
    h = mix(h, reinterpret_cast<uintptr_t>(t->attr));
    return mix(h, hashString(t->name));
  }
};

struct TypeEq {
  bool operator()(const TypeStorage* a, const TypeStorage* b) const {
    return a->kind == b->kind && std::equal(std::begin(a->p), std::end(a->p), std::begin(b->p)) &&
           a->numTypes == b->numTypes && a->numInts == b->numInts && a->attr == b->attr &&
           a->name == b->name && std::equal(a->types, a->types + a->numTypes, b->types) &&
           std::equal(a->ints, a->ints + a->numInts, b->ints);
  }
};

struct AttrHash {
  size_t operator()(const AttrStorage* a) const {
    size_t h = mix(size_t(a->kind), a->sub);
    h = mix(h, reinterpret_cast<uintptr_t>(a->type));
    h = mix(h, uint64_t(a->i));
    h = mix(h, std::bit_cast<uint64_t>(a->f));
    h = mix(h, hashString(a->s));
    for (uint32_t i = 0; i < a->numElems; ++i) h = mix(h, reinterpret_cast<uintptr_t>(a->elems[i]));
    for (uint32_t i = 0; i < a->numNamed; ++i) {
      h = mix(h, reinterpret_cast<uintptr_t>(a->named[i].name.data()));
      h = mix(h, reinterpret_cast<uintptr_t>(a->named[i].value.storage()));
    }
    return h;
  }
};

struct AttrEq {
  bool operator()(const AttrStorage* a, const AttrStorage* b) const {
    if (a->kind != b->kind || a->sub != b->sub || a->type != b->type || a->i != b->i ||
        std::bit_cast<uint64_t>(a->f) != std::bit_cast<uint64_t>(b->f) || a->s != b->s ||
        a->numElems != b->numElems || a->numNamed != b->numNamed)
      return false;
    if (!std::equal(a->elems, a->elems + a->numElems, b->elems)) return false;
    for (uint32_t i = 0; i < a->numNamed; ++i)
      if (a->named[i].name.data() != b->named[i].name.data() ||
          a->named[i].value != b->named[i].value)
        return false;
    return true;
  }
};

} // namespace

struct Context::Impl {
  std::unordered_set<std::string_view> strings;
  // Interned strings handed out lately, direct-mapped by their address. Most
  // intern() calls pass a string that is already interned (a reader's
  // decoration and parameter names, names rebuilt into dictionaries): the
  // same address and size is that string, so no hashing of its characters.
  // Only interned views are stored, and they never change, so a hit is
  // always right.
  std::string_view recent[64];
  std::unordered_set<const TypeStorage*, TypeHash, TypeEq> types;
  std::unordered_set<const AttrStorage*, AttrHash, AttrEq> attrs;
  std::unordered_map<std::string_view, const OpInfo*> ops; // registerOp
  std::vector<std::span<const OpInfo* const>> opTables;    // registerOps, each sorted by name
  std::unordered_set<std::string> dialects;
  struct DialectIdEntry {
    std::string dialect; // empty: unclaimed
    OpVerifyHook verifier = nullptr;
  };
  std::vector<DialectIdEntry> dialectIds; // indexed by DialectId
  std::unordered_map<std::string, DiscardableAttrHook> discardableAttrVerifiers; // by prefix
  std::unordered_map<uint16_t, EnumDomain> domains;
  std::unordered_map<std::string_view, uint16_t> domainsByName;
  std::unordered_map<std::string_view, uint16_t> domainsByAttrName;
  std::unordered_map<uint16_t, DialectTypeHooks> typeHooks;
  std::unordered_map<std::string_view, TypeKind> typeHooksByMnemonic;
  std::unordered_map<uint16_t, DialectAttrHooks> attrHooks;
  std::unordered_map<std::string_view, AttrKind> attrHooksByMnemonic;
};

Context::Context() : impl_(std::make_unique<Impl>()) {}
Context::~Context() = default;

static size_t recentSlot(const char* p) {
  return size_t((reinterpret_cast<uintptr_t>(p) * 0x9E3779B97F4A7C15ull) >> 58);
}

std::string_view Context::intern(std::string_view s) {
  std::string_view& recent = impl_->recent[recentSlot(s.data())];
  if (recent.data() == s.data() && recent.size() == s.size() && s.data()) return recent;
  auto it = impl_->strings.find(s);
  if (it != impl_->strings.end()) {
    impl_->recent[recentSlot(it->data())] = *it;
    return *it;
  }
  // Empty strings still get a unique, non-null pointer so that interned names
  // compare by data pointer.
  char* p = static_cast<char*>(arena_.allocate(s.size() + 1, 1));
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = 0;
  std::string_view copy(p, s.size());
  impl_->strings.insert(copy);
  impl_->recent[recentSlot(p)] = copy;
  return copy;
}

Type Context::uniqueType(const TypeStorage& key) {
  auto it = impl_->types.find(&key);
  if (it != impl_->types.end()) return *it;
  auto* t = arena_.make<TypeStorage>(key);
  t->ctx = this;
  t->types = arena_.copy(std::span<const TypeStorage* const>(key.types, key.numTypes)).data();
  t->ints = arena_.copy(std::span<const int64_t>(key.ints, key.numInts)).data();
  t->name = key.name.empty() ? std::string_view() : intern(key.name);
  impl_->types.insert(t);
  return t;
}

Attribute Context::uniqueAttr(const AttrStorage& key) {
  auto it = impl_->attrs.find(&key);
  if (it != impl_->attrs.end()) return *it;
  auto* a = arena_.make<AttrStorage>(key);
  a->ctx = this;
  a->elems = arena_.copy(std::span<const AttrStorage* const>(key.elems, key.numElems)).data();
  a->named = arena_.copy(std::span<const NamedAttribute>(key.named, key.numNamed)).data();
  if (!key.s.empty()) a->s = intern(key.s);
  impl_->attrs.insert(a);
  return a;
}

void Context::registerOp(const OpInfo& info) {
  impl_->ops[info.name] = &info;
}

void Context::registerOps(std::span<const OpInfo* const> byName) {
  impl_->opTables.push_back(byName);
}

const OpInfo* Context::lookupOp(std::string_view name) const {
  if (!impl_->ops.empty())
    if (auto it = impl_->ops.find(name); it != impl_->ops.end()) return it->second;
  for (std::span<const OpInfo* const> table : impl_->opTables) {
    auto it =
        std::lower_bound(table.begin(), table.end(), name,
                         [](const OpInfo* info, std::string_view n) { return info->name < n; });
    if (it != table.end() && (*it)->name == name) return *it;
  }
  return nullptr;
}

bool Context::markDialectLoaded(std::string_view dialect) {
  return impl_->dialects.insert(std::string(dialect)).second;
}

bool Context::registerDialectId(DialectId id, std::string_view dialect, OpVerifyHook verifier) {
  auto& ids = impl_->dialectIds;
  if (ids.size() <= id) ids.resize(size_t(id) + 1);
  if (!ids[id].dialect.empty() && ids[id].dialect != dialect) return false;
  ids[id] = {std::string(dialect), verifier};
  return true;
}

std::string_view Context::dialectName(DialectId id) const {
  return id < impl_->dialectIds.size() ? std::string_view(impl_->dialectIds[id].dialect)
                                       : std::string_view();
}

void Context::registerDiscardableAttrVerifier(std::string_view prefix, DiscardableAttrHook hook) {
  impl_->discardableAttrVerifiers[std::string(prefix)] = hook;
}

DiscardableAttrHook Context::discardableAttrVerifier(std::string_view prefix) const {
  auto& hooks = impl_->discardableAttrVerifiers;
  if (hooks.empty()) return nullptr;
  auto it = hooks.find(std::string(prefix));
  return it == hooks.end() ? nullptr : it->second;
}

OpVerifyHook Context::dialectVerifier(DialectId id) const {
  return id < impl_->dialectIds.size() ? impl_->dialectIds[id].verifier : nullptr;
}

void Context::registerEnumDomain(const EnumDomain& domain) {
  impl_->domains[domain.id] = domain;
  impl_->domainsByName[domain.name] = domain.id;
  if (!domain.attrName.empty()) impl_->domainsByAttrName[domain.attrName] = domain.id;
}

const EnumDomain* Context::enumDomain(uint16_t id) const {
  auto it = impl_->domains.find(id);
  return it == impl_->domains.end() ? nullptr : &it->second;
}

const EnumDomain* Context::enumDomainByName(std::string_view name) const {
  auto it = impl_->domainsByName.find(name);
  return it == impl_->domainsByName.end() ? nullptr : enumDomain(it->second);
}

const EnumDomain* Context::enumDomainByAttrName(std::string_view attrName) const {
  auto it = impl_->domainsByAttrName.find(attrName);
  return it == impl_->domainsByAttrName.end() ? nullptr : enumDomain(it->second);
}

void Context::registerTypeHooks(TypeKind kind, const DialectTypeHooks& hooks) {
  impl_->typeHooks[uint16_t(kind)] = hooks;
  impl_->typeHooksByMnemonic[hooks.mnemonic] = kind;
}

const DialectTypeHooks* Context::typeHooks(TypeKind kind) const {
  auto it = impl_->typeHooks.find(uint16_t(kind));
  return it == impl_->typeHooks.end() ? nullptr : &it->second;
}

const DialectTypeHooks* Context::typeHooksByMnemonic(std::string_view mnemonic) const {
  auto it = impl_->typeHooksByMnemonic.find(mnemonic);
  return it == impl_->typeHooksByMnemonic.end() ? nullptr : typeHooks(it->second);
}

void Context::registerAttrHooks(AttrKind kind, const DialectAttrHooks& hooks) {
  impl_->attrHooks[uint16_t(kind)] = hooks;
  impl_->attrHooksByMnemonic[hooks.mnemonic] = kind;
}

const DialectAttrHooks* Context::attrHooks(AttrKind kind) const {
  auto it = impl_->attrHooks.find(uint16_t(kind));
  return it == impl_->attrHooks.end() ? nullptr : &it->second;
}

const DialectAttrHooks* Context::attrHooksByMnemonic(std::string_view mnemonic) const {
  auto it = impl_->attrHooksByMnemonic.find(mnemonic);
  return it == impl_->attrHooksByMnemonic.end() ? nullptr : attrHooks(it->second);
}

} // namespace spvkit
