// ValueMap: the conversion's maps from tensor values (and SPIR-V address
// keys) to what they became, as flat open-addressing tables.
//
// The conversion looks up every operand of every op it converts and records
// every result; std::unordered_map allocated and later freed a node per
// entry, and the element-address cache was a std::map keyed by a
// std::vector (an allocation per lookup): together about a tenth of the
// instructions of a batched GEMM's compile (issue 19). Entries are never
// removed; a conversion fills each table once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

namespace spvkit::tensor {

/// Pointer keys (never null) to trivially copyable values.
template <class K, class V>
class ValueMap {
  static_assert(std::is_trivially_copyable_v<V>);

public:
  /// The value of `key`, or null if absent. Valid until the next insertion.
  V* find(const K* key) {
    if (slots_.empty()) return nullptr;
    size_t mask = slots_.size() - 1;
    for (size_t i = index(key);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.key == key) return &s.value;
      if (!s.key) return nullptr;
    }
  }
  /// The value slot of `key`, value-initialised if it was absent.
  V& operator[](const K* key) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    size_t mask = slots_.size() - 1;
    for (size_t i = index(key);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.key == key) return s.value;
      if (!s.key) {
        s.key = key;
        ++size_;
        return s.value;
      }
    }
  }

private:
  struct Slot {
    const K* key = nullptr;
    V value{};
  };
  /// Fibonacci hashing of the pointer (arena pointers share their low bits).
  size_t index(const K* key) const {
    return size_t((uint64_t(reinterpret_cast<uintptr_t>(key)) * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  void grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    slots_.resize(old.empty() ? 64 : old.size() * 2);
    shift_ = 64 - unsigned(__builtin_ctzll(slots_.size()));
    size_t mask = slots_.size() - 1;
    for (const Slot& s : old) {
      if (!s.key) continue;
      size_t i = index(s.key);
      while (slots_[i].key) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }

  std::vector<Slot> slots_;
  size_t size_ = 0;
  unsigned shift_ = 64;
};

/// Keys that are short sequences of pointers (an element address: base,
/// strides and indices) to trivially copyable values. The keys' pointers are
/// kept in one array.
template <class K, class V>
class PointerSequenceMap {
  static_assert(std::is_trivially_copyable_v<V>);

public:
  V* find(std::span<const K* const> key) {
    if (slots_.empty()) return nullptr;
    const size_t h = hash(key);
    size_t mask = slots_.size() - 1;
    for (size_t i = index(h);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.length == 0) return nullptr;
      if (s.hash == h && same(s, key)) return &s.value;
    }
  }
  /// Adds or replaces the value of `key` (not empty).
  void set(std::span<const K* const> key, V value) {
    if (V* v = find(key)) {
      *v = value;
      return;
    }
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    const size_t h = hash(key);
    Slot s{h, uint32_t(keys_.size()), uint32_t(key.size()), value};
    keys_.insert(keys_.end(), key.begin(), key.end());
    place(s);
    ++size_;
  }

private:
  struct Slot {
    size_t hash = 0;
    uint32_t begin = 0, length = 0; ///< in keys_; length 0: empty slot
    V value{};
  };
  static size_t hash(std::span<const K* const> key) {
    uint64_t h = 0;
    for (const K* p : key) h = (h ^ uint64_t(reinterpret_cast<uintptr_t>(p))) * 0x100000001B3ull;
    return size_t(h ^ (h >> 29));
  }
  size_t index(size_t h) const { return size_t((uint64_t(h) * 0x9E3779B97F4A7C15ull) >> shift_); }
  bool same(const Slot& s, std::span<const K* const> key) const {
    if (s.length != key.size()) return false;
    for (size_t i = 0; i < key.size(); ++i)
      if (keys_[s.begin + i] != key[i]) return false;
    return true;
  }
  void place(const Slot& s) {
    size_t mask = slots_.size() - 1;
    size_t i = index(s.hash);
    while (slots_[i].length) i = (i + 1) & mask;
    slots_[i] = s;
  }
  void grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    slots_.resize(old.empty() ? 64 : old.size() * 2);
    shift_ = 64 - unsigned(__builtin_ctzll(slots_.size()));
    for (const Slot& s : old)
      if (s.length) place(s);
  }

  std::vector<Slot> slots_;
  std::vector<const K*> keys_;
  size_t size_ = 0;
  unsigned shift_ = 64;
};

} // namespace spvkit::tensor
