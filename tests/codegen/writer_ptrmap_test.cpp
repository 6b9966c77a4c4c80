// PtrMap, the writer's flat pointer -> id table: lookups, growth, O(1) clear.
#include "codegen/PtrMap.h"

#include <doctest/doctest.h>

#include <vector>

using spvkit::PtrMap;

TEST_CASE("PtrMap finds what was inserted, across growth") {
  std::vector<uint64_t> storage(5000); // aligned, adjacent keys: the clustering case
  PtrMap m;
  for (size_t i = 0; i < storage.size(); ++i) {
    bool inserted = false;
    m.insert(&storage[i], uint32_t(i + 1), inserted);
    CHECK(inserted);
  }
  CHECK(m.size() == storage.size());
  for (size_t i = 0; i < storage.size(); ++i) {
    const uint32_t* v = m.find(&storage[i]);
    REQUIRE(v);
    CHECK(*v == i + 1);
  }
  bool inserted = false;
  CHECK(m.insert(&storage[7], 99, inserted) == 8);
  CHECK(!inserted);
  int other;
  CHECK(m.find(&other) == nullptr);
}

TEST_CASE("PtrMap clear empties the table and it can be refilled") {
  std::vector<uint64_t> storage(100);
  PtrMap m;
  for (auto& s : storage) m.set(&s, 1);
  m.clear();
  CHECK(m.size() == 0);
  for (auto& s : storage) CHECK(m.find(&s) == nullptr);
  m.set(&storage[3], 42);
  CHECK(*m.find(&storage[3]) == 42);
  CHECK(m.find(&storage[4]) == nullptr);
  for (int round = 0; round < 1000; ++round) m.clear(); // generations, no rehash
  CHECK(m.find(&storage[3]) == nullptr);
}
