// SmallVector: a vector whose first N elements live inside the object.
//
// The builders collect a handful of operands, attributes, shapes and strides
// per op they create; a std::vector for each was a heap allocation and a
// free per op, and glibc's allocator was a fifth of a small kernel's compile
// (issue 19). Up to N elements nothing is allocated; beyond, the elements
// move to a std::vector. Only trivially copyable element types (pointers,
// handles, integers), so elements are copied bytewise.
#pragma once

#include <cstddef>
#include <cstring>
#include <span>
#include <type_traits>
#include <vector>

namespace spvkit {

template <class T, size_t N>
class SmallVector {
  static_assert(std::is_trivially_copyable_v<T>);

public:
  SmallVector() = default;
  SmallVector(std::initializer_list<T> init) {
    for (const T& v : init) push_back(v);
  }
  SmallVector(const SmallVector&) = delete;
  SmallVector& operator=(const SmallVector&) = delete;

  void push_back(const T& v) {
    if (size_ < N) {
      inline_[size_++] = v;
      return;
    }
    if (size_ == N) heap_.assign(inline_, inline_ + N);
    heap_.push_back(v);
    ++size_;
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return size_ <= N ? inline_ : heap_.data(); }
  const T* data() const { return size_ <= N ? inline_ : heap_.data(); }
  T& operator[](size_t i) { return data()[i]; }
  const T& operator[](size_t i) const { return data()[i]; }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  operator std::span<const T>() const { return {data(), size_}; }

private:
  T inline_[N];
  std::vector<T> heap_; // all elements once there are more than N
  size_t size_ = 0;
};

} // namespace spvkit
