#include "ir/Context.h"

#include "ir/InternTable.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>
#include <unordered_map>
#include <vector>

namespace spvkit {

namespace {

inline size_t mix(size_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

size_t hashString(std::string_view s) {
  return s.empty() ? 0 : std::hash<std::string_view>()(s);
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

/// Direct-mapped memo in front of a uniquing table, for the lookups that
/// recur on every op: attribute names passed as string literals (one address
/// per name) and small integer attributes. A hit still compares the key in
/// full (a caller's buffer may be reused for other text), but skips hashing
/// the key and probing the table. Slots are overwritten on collision. The
/// slots come from the context's arena on first use (a context that interns
/// little pays nothing; a larger Impl would be a larger malloc per context).
template <class Slot>
class Memo {
public:
  Slot& at(Arena& arena, uint64_t key) {
    if (!slots_) slots_ = arena.makeArray<Slot>(kSlots); // value-initialized: empty
    return slots_[(key * 0x9E3779B97F4A7C15ull) >> (64 - kBits)];
  }

private:
  static constexpr unsigned kBits = 7, kSlots = 1u << kBits;
  Slot* slots_ = nullptr;
};

struct StringMemoSlot {
  const char* key = nullptr; // the caller's address
  std::string_view interned;
};

struct IntAttrMemoSlot {
  const TypeStorage* type = nullptr;
  int64_t value = 0;
  const AttrStorage* attr = nullptr;
};

/// `map[key] = value` on a flat vector of pairs.
template <class K, class V>
void assign(std::vector<std::pair<K, V>>& map, const K& key, const V& value) {
  for (auto& [k, v] : map)
    if (k == key) {
      v = value;
      return;
    }
  map.emplace_back(key, value);
}

template <class K, class V>
const V* lookup(const std::vector<std::pair<K, V>>& map, const K& key) {
  for (const auto& [k, v] : map)
    if (k == key) return &v;
  return nullptr;
}

} // namespace

struct Context::Impl {
  Memo<StringMemoSlot> stringMemo;
  Memo<IntAttrMemoSlot> intAttrMemo;
  // 256 slots hold the strings, types or attributes of a small kernel
  // without rehashing.
  InternTable<std::string_view> strings;
  InternTable<const TypeStorage*> types;
  InternTable<const AttrStorage*> attrs;
  std::unordered_map<std::string_view, const OpInfo*> ops; // registerOp
  std::vector<std::span<const OpInfo* const>> opTables;    // registerOps, each sorted by name
  // The registries below hold a handful of entries each: flat vectors,
  // searched linearly, cost a context less to fill and to free than hash
  // maps (registering the SPIR-V dialect was ~20 K instructions of every
  // compile). Names are interned, so the views stay valid.
  std::vector<std::string_view> dialects;
  struct DialectIdEntry {
    std::string_view dialect; // empty: unclaimed
    OpVerifyHook verifier = nullptr;
  };
  std::vector<DialectIdEntry> dialectIds; // indexed by DialectId
  std::vector<std::pair<std::string_view, DiscardableAttrHook>> discardableAttrVerifiers;
  std::vector<const EnumDomainTable*> domainTables; // registerEnumDomains
  std::unordered_map<uint16_t, EnumDomain> domains;
  std::unordered_map<std::string_view, uint16_t> domainsByName;
  std::unordered_map<std::string_view, uint16_t> domainsByAttrName;
  std::vector<std::pair<TypeKind, DialectTypeHooks>> typeHooks;
  std::vector<std::pair<std::string_view, TypeKind>> typeHooksByMnemonic;
  std::vector<std::pair<AttrKind, DialectAttrHooks>> attrHooks;
  std::vector<std::pair<std::string_view, AttrKind>> attrHooksByMnemonic;
};

Context::Context() : impl_(std::make_unique<Impl>()) {}
Context::~Context() = default;

std::string_view Context::intern(std::string_view s) {
  StringMemoSlot& memo = impl_->stringMemo.at(arena_, reinterpret_cast<uintptr_t>(s.data()));
  if (memo.key && memo.key == s.data() && memo.interned.size() == s.size() &&
      std::memcmp(memo.interned.data(), s.data(), s.size()) == 0)
    return memo.interned;
  size_t h = hashString(s);
  std::string_view found = impl_->strings.find(h, [&](std::string_view e) { return e == s; });
  if (!found.data()) {
    // Empty strings still get a unique, non-null pointer so that interned
    // names compare by data pointer.
    char* p = static_cast<char*>(arena_.allocate(s.size() + 1, 1));
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = 0;
    found = std::string_view(p, s.size());
    impl_->strings.insert(h, found);
  }
  memo = {s.data(), found};
  // Interned views are passed back in often (a reader's decoration and
  // parameter names, names rebuilt into dictionaries): remember the result
  // under its own address too.
  if (found.data() != s.data())
    impl_->stringMemo.at(arena_, reinterpret_cast<uintptr_t>(found.data())) = {found.data(), found};
  return found;
}

Type Context::uniqueType(const TypeStorage& key) {
  size_t h = TypeHash()(&key);
  if (const TypeStorage* found =
          impl_->types.find(h, [&](const TypeStorage* e) { return TypeEq()(e, &key); }))
    return found;
  auto* t = arena_.make<TypeStorage>(key);
  t->ctx = this;
  t->types = arena_.copy(std::span<const TypeStorage* const>(key.types, key.numTypes)).data();
  t->ints = arena_.copy(std::span<const int64_t>(key.ints, key.numInts)).data();
  t->name = key.name.empty() ? std::string_view() : intern(key.name);
  impl_->types.insert(h, t);
  return t;
}

Attribute Context::uniqueAttr(const AttrStorage& key) {
  // Integer attributes are most of the lookups (constants, offsets, sizes).
  IntAttrMemoSlot* memo = nullptr;
  if (key.kind == AttrKind::Integer && key.sub == 0 && key.s.empty() && !key.numElems &&
      !key.numNamed && std::bit_cast<uint64_t>(key.f) == 0) {
    memo = &impl_->intAttrMemo.at(arena_,
                                  reinterpret_cast<uintptr_t>(key.type) ^ uint64_t(key.i) * 31);
    if (memo->attr && memo->type == key.type && memo->value == key.i) return memo->attr;
  }
  size_t h = AttrHash()(&key);
  const AttrStorage* a =
      impl_->attrs.find(h, [&](const AttrStorage* e) { return AttrEq()(e, &key); });
  if (!a) {
    auto* made = arena_.make<AttrStorage>(key);
    made->ctx = this;
    made->elems = arena_.copy(std::span<const AttrStorage* const>(key.elems, key.numElems)).data();
    made->named = arena_.copy(std::span<const NamedAttribute>(key.named, key.numNamed)).data();
    if (!key.s.empty()) made->s = intern(key.s);
    impl_->attrs.insert(h, made);
    a = made;
  }
  if (memo) *memo = {key.type, key.i, a};
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
  for (std::string_view d : impl_->dialects)
    if (d == dialect) return false;
  impl_->dialects.push_back(intern(dialect));
  return true;
}

bool Context::registerDialectId(DialectId id, std::string_view dialect, OpVerifyHook verifier) {
  auto& ids = impl_->dialectIds;
  if (ids.size() <= id) ids.resize(size_t(id) + 1);
  if (!ids[id].dialect.empty() && ids[id].dialect != dialect) return false;
  ids[id] = {intern(dialect), verifier};
  return true;
}

std::string_view Context::dialectName(DialectId id) const {
  return id < impl_->dialectIds.size() ? impl_->dialectIds[id].dialect : std::string_view();
}

void Context::registerDiscardableAttrVerifier(std::string_view prefix, DiscardableAttrHook hook) {
  assign(impl_->discardableAttrVerifiers, intern(prefix), hook);
}

DiscardableAttrHook Context::discardableAttrVerifier(std::string_view prefix) const {
  const DiscardableAttrHook* hook = lookup(impl_->discardableAttrVerifiers, prefix);
  return hook ? *hook : nullptr;
}

OpVerifyHook Context::dialectVerifier(DialectId id) const {
  return id < impl_->dialectIds.size() ? impl_->dialectIds[id].verifier : nullptr;
}

EnumDomainTable::EnumDomainTable(std::vector<EnumDomain> domains) : domains_(std::move(domains)) {
  for (size_t i = 0; i < domains_.size(); ++i) {
    ids_[domains_[i].id] = i;
    names_[domains_[i].name] = i;
    if (!domains_[i].attrName.empty()) attrNames_[domains_[i].attrName] = i;
  }
}

const EnumDomain* EnumDomainTable::byId(uint16_t id) const {
  auto it = ids_.find(id);
  return it == ids_.end() ? nullptr : &domains_[it->second];
}

const EnumDomain* EnumDomainTable::byName(std::string_view name) const {
  auto it = names_.find(name);
  return it == names_.end() ? nullptr : &domains_[it->second];
}

const EnumDomain* EnumDomainTable::byAttrName(std::string_view attrName) const {
  auto it = attrNames_.find(attrName);
  return it == attrNames_.end() ? nullptr : &domains_[it->second];
}

void Context::registerEnumDomain(const EnumDomain& domain) {
  impl_->domains[domain.id] = domain;
  impl_->domainsByName[domain.name] = domain.id;
  if (!domain.attrName.empty()) impl_->domainsByAttrName[domain.attrName] = domain.id;
}

void Context::registerEnumDomains(const EnumDomainTable& table) {
  impl_->domainTables.push_back(&table);
}

const EnumDomain* Context::enumDomain(uint16_t id) const {
  auto it = impl_->domains.find(id);
  if (it != impl_->domains.end()) return &it->second;
  for (auto t = impl_->domainTables.rbegin(); t != impl_->domainTables.rend(); ++t)
    if (const EnumDomain* d = (*t)->byId(id)) return d;
  return nullptr;
}

const EnumDomain* Context::enumDomainByName(std::string_view name) const {
  auto it = impl_->domainsByName.find(name);
  if (it != impl_->domainsByName.end()) return enumDomain(it->second);
  for (auto t = impl_->domainTables.rbegin(); t != impl_->domainTables.rend(); ++t)
    if (const EnumDomain* d = (*t)->byName(name)) return d;
  return nullptr;
}

const EnumDomain* Context::enumDomainByAttrName(std::string_view attrName) const {
  auto it = impl_->domainsByAttrName.find(attrName);
  if (it != impl_->domainsByAttrName.end()) return enumDomain(it->second);
  for (auto t = impl_->domainTables.rbegin(); t != impl_->domainTables.rend(); ++t)
    if (const EnumDomain* d = (*t)->byAttrName(attrName)) return d;
  return nullptr;
}

void Context::registerTypeHooks(TypeKind kind, const DialectTypeHooks& hooks) {
  assign(impl_->typeHooks, kind, hooks);
  assign(impl_->typeHooksByMnemonic, hooks.mnemonic, kind);
}

const DialectTypeHooks* Context::typeHooks(TypeKind kind) const {
  return lookup(impl_->typeHooks, kind);
}

const DialectTypeHooks* Context::typeHooksByMnemonic(std::string_view mnemonic) const {
  const TypeKind* kind = lookup(impl_->typeHooksByMnemonic, mnemonic);
  return kind ? typeHooks(*kind) : nullptr;
}

void Context::registerAttrHooks(AttrKind kind, const DialectAttrHooks& hooks) {
  assign(impl_->attrHooks, kind, hooks);
  assign(impl_->attrHooksByMnemonic, hooks.mnemonic, kind);
}

const DialectAttrHooks* Context::attrHooks(AttrKind kind) const {
  return lookup(impl_->attrHooks, kind);
}

const DialectAttrHooks* Context::attrHooksByMnemonic(std::string_view mnemonic) const {
  const AttrKind* kind = lookup(impl_->attrHooksByMnemonic, mnemonic);
  return kind ? attrHooks(*kind) : nullptr;
}

} // namespace spvkit
