// REQUIRE-style helpers over the runtime's Result<T>, shared by the OpenCL
// and Vulkan device tests: unwrap a result that must succeed, take the error
// of one that must fail, and read a SPIR-V binary from disk.
#pragma once

#include "runtime/Error.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace runtime_test {

template <class T>
T must(spvkit::runtime::Result<T> r, const char* what) {
  REQUIRE_MESSAGE(r.ok(), what << ": " << (r.ok() ? std::string() : r.error().str()));
  return std::move(*r);
}
inline void must(spvkit::runtime::Result<void> r, const char* what) {
  REQUIRE_MESSAGE(r.ok(), what << ": " << (r.ok() ? std::string() : r.error().str()));
}

/// The error of a result that must have failed.
template <class T>
spvkit::runtime::Error failure(spvkit::runtime::Result<T> r, const char* what) {
  REQUIRE_MESSAGE(!r.ok(), what << " succeeded but must fail");
  MESSAGE(std::string(what) << ": " << r.error().str());
  return std::move(r).error();
}

/// The words of the SPIR-V binary at `path`.
inline std::vector<uint32_t> readSpv(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  REQUIRE_MESSAGE(f.good(), "cannot read " << path);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() % 4 == 0);
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), bytes.size());
  return words;
}

} // namespace runtime_test
