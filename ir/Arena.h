// Arena: the bump allocator that owns every IR node of a module.
//
// Operations, blocks, regions, values, operand arrays and attribute lists are
// allocated here and live exactly as long as the arena. Nothing allocated in an
// arena is destroyed individually: IR node types are trivially destructible,
// and "erasing" an IR node only unlinks it. This keeps node creation at a few
// instructions and avoids the per-node heap traffic that dominates classic
// IR implementations.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

namespace spvkit {

class Context;

class Arena {
public:
  Arena() = default;
  /// An arena for the IR of modules of `ctx`: ops created in it report this
  /// context (`Operation::context()`) even when they hold no type or attribute.
  explicit Arena(Context* ctx) : context_(ctx) {}
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  ~Arena();

  void* allocate(size_t size, size_t align) {
    uintptr_t p = (reinterpret_cast<uintptr_t>(cur_) + align - 1) & ~(uintptr_t(align) - 1);
    if (p + size > reinterpret_cast<uintptr_t>(end_)) return allocateSlow(size, align);
    cur_ = reinterpret_cast<char*>(p + size);
    return reinterpret_cast<void*>(p);
  }

  template <class T, class... Args>
  T* make(Args&&... args) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
  }

  /// An uninitialized-then-value-initialized array of n Ts.
  template <class T>
  T* makeArray(size_t n) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    if (n == 0) return nullptr;
    T* p = static_cast<T*>(allocate(sizeof(T) * n, alignof(T)));
    for (size_t i = 0; i < n; ++i) new (p + i) T();
    return p;
  }

  template <class T>
  std::span<T> copy(std::span<const T> src) {
    if (src.empty()) return {};
    T* p = static_cast<T*>(allocate(sizeof(T) * src.size(), alignof(T)));
    std::uninitialized_copy(src.begin(), src.end(), p);
    return {p, src.size()};
  }

  std::string_view copyString(std::string_view s) {
    if (s.empty()) return {};
    char* p = static_cast<char*>(allocate(s.size(), 1));
    std::memcpy(p, s.data(), s.size());
    return {p, s.size()};
  }

  /// What an operation keeps of where it lives and comes from: this arena
  /// and its location's file name (a view whose characters must outlive the
  /// arena, as a location's file name does).
  struct Origin {
    std::string_view file;
    Arena* arena;
  };
  /// The record for `file` in this arena: consecutive requests for the same
  /// view share one, so an op pays one pointer for both.
  const Origin* origin(std::string_view file) {
    if (!lastOrigin_ || lastOrigin_->file.data() != file.data() ||
        lastOrigin_->file.size() != file.size())
      lastOrigin_ = make<Origin>(Origin{file, this});
    return lastOrigin_;
  }

  /// Bytes handed out so far (for memory benchmarks).
  size_t bytesAllocated() const { return used_ + size_t(cur_ - begin_); }
  /// Bytes reserved from the system.
  size_t bytesReserved() const { return reserved_; }
  /// The context whose IR lives here, or null for an arena of other data.
  Context* context() const { return context_; }

private:
  void* allocateSlow(size_t size, size_t align);

  struct Chunk {
    Chunk* next;
    size_t size; // bytes, this header included
  };
  Context* context_ = nullptr;
  const Origin* lastOrigin_ = nullptr;
  Chunk* chunks_ = nullptr;
  char* begin_ = nullptr;
  char* cur_ = nullptr;
  char* end_ = nullptr;
  size_t used_ = 0;
  size_t reserved_ = 0;
  size_t nextChunkSize_ = 4096;
};

} // namespace spvkit
