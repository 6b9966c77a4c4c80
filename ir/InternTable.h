// InternTable: the set behind each of the Context's uniquing tables (strings,
// types, attributes).
//
// Open addressing with linear probing over one array of (hash, entry) slots:
// a lookup hashes its key once and compares the stored hashes before it
// compares keys, and an insert allocates nothing but the occasional doubling
// of the array. The std::unordered_sets it replaces allocated a node per
// entry and freed each node with the context: with the hashing, about a
// fifth of the instructions of compiling a small kernel (issue 19). Entries
// are never removed (interned objects live as long as the context).
//
// `T` is a pointer or a std::string_view; a null pointer / a view with a null
// data pointer marks an empty slot, so those are never inserted (the context
// gives even the empty string a non-null address).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace spvkit {

template <class T>
class InternTable {
public:
  /// `initialSlots` (a power of two) are allocated on the first insert.
  explicit InternTable(size_t initialSlots = 256) : initialSlots_(initialSlots) {}

  /// The entry with `hash` for which `same(entry)` holds, or T{} if none.
  template <class Same>
  T find(size_t hash, Same&& same) const {
    if (slots_.empty()) return T{};
    size_t mask = slots_.size() - 1;
    for (size_t i = index(hash);; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (isEmpty(s.entry)) return T{};
      if (s.hash == hash && same(s.entry)) return s.entry;
    }
  }

  /// Adds `entry` (not present yet, not empty) under `hash`.
  void insert(size_t hash, T entry) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    place(hash, entry);
    ++size_;
  }

  size_t size() const { return size_; }

private:
  struct Slot {
    size_t hash = 0;
    T entry{};
  };

  static bool isEmpty(const T& e) {
    if constexpr (requires { e.data(); })
      return e.data() == nullptr;
    else
      return e == nullptr;
  }

  /// Fibonacci hashing: the table index from the hash's high bits, so that
  /// hashes differing only in high bits (mixed pointers) still spread.
  size_t index(size_t hash) const {
    return size_t((uint64_t(hash) * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  void place(size_t hash, T entry) {
    size_t mask = slots_.size() - 1;
    size_t i = index(hash);
    while (!isEmpty(slots_[i].entry)) i = (i + 1) & mask;
    slots_[i] = Slot{hash, entry};
  }

  void grow() {
    size_t capacity = slots_.empty() ? initialSlots_ : slots_.size() * 2;
    std::vector<Slot> old;
    old.swap(slots_);
    slots_.resize(capacity);
    shift_ = 64 - unsigned(__builtin_ctzll(capacity));
    for (const Slot& s : old)
      if (!isEmpty(s.entry)) place(s.hash, s.entry);
  }

  size_t initialSlots_;
  std::vector<Slot> slots_;
  size_t size_ = 0;
  unsigned shift_ = 64;
};

/// A set of pointers in one InternTable. The capability inference asks one
/// about every op, type and enum value; a node-based set allocated an entry
/// for each distinct one.
template <class P>
class PointerSet {
public:
  bool contains(const P* p) const {
    return table_.find(hash(p), [&](const P* e) { return e == p; }) != nullptr;
  }
  /// False if `p` was there already.
  bool insert(const P* p) {
    if (contains(p)) return false;
    table_.insert(hash(p), p);
    return true;
  }

private:
  static size_t hash(const P* p) { return size_t(reinterpret_cast<uintptr_t>(p)); }
  // Small at first: a kernel has a few dozen distinct types and enum values,
  // and glibc answers an allocation of 1 KiB or more after frees by
  // consolidating its free lists.
  InternTable<const P*> table_{32};
};

} // namespace spvkit
