// PtrMap: an open-addressing hash map from pointers to 32-bit values.
//
// The writer looks up an id for every operand of every instruction (values,
// blocks, uniqued types and attributes). std::unordered_map allocates a node
// per entry; this table is one flat array that keeps its capacity across
// `clear()`, so steady-state writing allocates nothing. `clear()` is O(1): a
// slot whose generation is not the table's current one is empty, so per-function
// tables can be reset per function however large they once grew. Keys are
// never null; there is no erase.
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
    for (size_t i = hash(key);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.gen != gen_) return nullptr;
      if (s.key == key) return &s.value;
    }
  }
  const uint32_t* find(const void* key) const { return const_cast<PtrMap*>(this)->find(key); }

  /// The value slot of `key`, inserting `init` if absent; `inserted` tells which.
  uint32_t& insert(const void* key, uint32_t init, bool& inserted) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    size_t mask = slots_.size() - 1;
    for (size_t i = hash(key);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.gen != gen_) {
        s.key = key;
        s.value = init;
        s.gen = gen_;
        ++size_;
        inserted = true;
        return s.value;
      }
      if (s.key == key) {
        inserted = false;
        return s.value;
      }
    }
  }
  void set(const void* key, uint32_t value) {
    bool inserted = false;
    insert(key, value, inserted) = value;
  }

  size_t size() const { return size_; }
  /// Empties the table, keeping its capacity.
  void clear() {
    size_ = 0;
    if (++gen_ == 0) { // wrapped: really empty the slots once
      for (Slot& s : slots_) s = Slot{};
      gen_ = 1;
    }
  }

private:
  struct Slot {
    const void* key = nullptr;
    uint32_t value = 0;
    uint32_t gen = 0; // the slot is in use iff gen == the table's gen_
  };
  /// Fibonacci hashing: the top bits of the product depend on every bit of
  /// the pointer (the low bits of aligned arena pointers are all zero, so a
  /// hash that keeps low bits would cluster).
  size_t hash(const void* p) const {
    return size_t((uint64_t(reinterpret_cast<uintptr_t>(p)) * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    --shift_;
    size_ = 0;
    bool inserted = false;
    for (const Slot& s : old)
      if (s.gen == gen_) insert(s.key, s.value, inserted);
  }

  std::vector<Slot> slots_;
  size_t size_ = 0;
  unsigned shift_ = 64 - 6; // 64 slots
  uint32_t gen_ = 1;
};

} // namespace spvkit
