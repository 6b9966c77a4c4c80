#include "ir/Arena.h"

#include <algorithm>
#include <cstdlib>

namespace spvkit {

namespace {

/// Chunks of destroyed arenas, kept for the next arenas of the same thread.
/// A compiler that creates and drops a context and a module per compile
/// would otherwise hand the same few chunks back to malloc every time, and
/// glibc answers the free of a chunk of 32 KiB or more by consolidating all
/// its free lists (malloc_consolidate), which also slows every small
/// allocation after it: ~5% of a small kernel's compile (issue 19). At most
/// kSlots chunks and kMaxBytes in all; the rest goes back to malloc.
class ChunkCache {
public:
  ~ChunkCache();

  /// A cached chunk of at least `size` bytes (its size in `size`), or null.
  void* take(size_t& size) {
    unsigned best = count_;
    for (unsigned i = 0; i < count_; ++i)
      if (slots_[i].size >= size && (best == count_ || slots_[i].size < slots_[best].size))
        best = i;
    if (best == count_) return nullptr;
    void* memory = slots_[best].memory;
    size = slots_[best].size;
    bytes_ -= size;
    slots_[best] = slots_[--count_];
    return memory;
  }

  /// Keeps `memory` of `size` bytes; false when full (the caller frees it).
  bool put(void* memory, size_t size) {
    if (count_ == kSlots || bytes_ + size > kMaxBytes) return false;
    slots_[count_++] = {memory, size};
    bytes_ += size;
    return true;
  }

private:
  static constexpr unsigned kSlots = 16;
  static constexpr size_t kMaxBytes = size_t(4) << 20;
  struct Slot {
    void* memory;
    size_t size;
  };
  Slot slots_[kSlots] = {};
  unsigned count_ = 0;
  size_t bytes_ = 0;
};

thread_local ChunkCache chunkCache;
/// Set when the thread's cache is gone: arenas destroyed later (statics, at
/// exit) free their chunks themselves.
thread_local bool chunkCacheGone = false;

ChunkCache::~ChunkCache() {
  for (unsigned i = 0; i < count_; ++i) std::free(slots_[i].memory);
  chunkCacheGone = true;
}

} // namespace

Arena::~Arena() {
  while (chunks_) {
    Chunk* next = chunks_->next;
    if (chunkCacheGone || !chunkCache.put(chunks_, chunks_->size)) std::free(chunks_);
    chunks_ = next;
  }
}

void* Arena::allocateSlow(size_t size, size_t align) {
  // Chunks grow geometrically up to 1 MiB so small modules stay small and
  // large ones need few system allocations.
  size_t need = size + align + sizeof(Chunk);
  size_t chunkSize = std::max(nextChunkSize_, need);
  nextChunkSize_ = std::min<size_t>(nextChunkSize_ * 2, size_t(1) << 20);
  auto* chunk = chunkCacheGone ? nullptr : static_cast<Chunk*>(chunkCache.take(chunkSize));
  if (!chunk) chunk = static_cast<Chunk*>(std::malloc(chunkSize));
  if (!chunk) throw std::bad_alloc();
  chunk->next = chunks_;
  chunk->size = chunkSize;
  chunks_ = chunk;
  used_ += size_t(cur_ - begin_);
  reserved_ += chunkSize;
  begin_ = reinterpret_cast<char*>(chunk + 1);
  cur_ = begin_;
  end_ = reinterpret_cast<char*>(chunk) + chunkSize;
  return allocate(size, align);
}

} // namespace spvkit
