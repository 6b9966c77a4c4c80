// PtrMap: an open-addressing hash map from pointers to 32-bit values.
//
// The writer looks up an id for every operand of every instruction (values,
// blocks, uniqued types and attributes). std::unordered_map allocates a node
// per entry; this table is one flat array that keeps its capacity across
// `clear()`, so steady-state writing allocates nothing. Keys are never null
// (null marks an empty slot); there is no erase.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace spvkit {

class PtrMap {
public:
  PtrMap() { slots_.resize(64); }

  /// The value of `key`, or null if absent.
  uint32_t* find(const void* key) {
    size_t mask = slots_.size() - 1;
    for (size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.key == key) return &s.value;
      if (!s.key) return nullptr;
    }
  }
  const uint32_t* find(const void* key) const { return const_cast<PtrMap*>(this)->find(key); }

  /// The value slot of `key`, inserting `init` if absent; `inserted` tells which.
  uint32_t& insert(const void* key, uint32_t init, bool& inserted) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    size_t mask = slots_.size() - 1;
    for (size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.key == key) {
        inserted = false;
        return s.value;
      }
      if (!s.key) {
        s.key = key;
        s.value = init;
        ++size_;
        inserted = true;
        return s.value;
      }
    }
  }
  void set(const void* key, uint32_t value) {
    bool inserted;
    insert(key, value, inserted) = value;
  }

  size_t size() const { return size_; }
  /// Empties the table, keeping its capacity.
  void clear() {
    if (size_ == 0) return;
    for (Slot& s : slots_) s = Slot{};
    size_ = 0;
  }

private:
  struct Slot {
    const void* key = nullptr;
    uint32_t value = 0;
  };
  static size_t hash(const void* p) {
    // Arena pointers are aligned; mix the bits so the low ones vary.
    uint64_t x = reinterpret_cast<uintptr_t>(p);
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return size_t(x);
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    size_ = 0;
    bool inserted;
    for (const Slot& s : old)
      if (s.key) insert(s.key, s.value, inserted);
  }

  std::vector<Slot> slots_;
  size_t size_ = 0;
};

} // namespace spvkit
