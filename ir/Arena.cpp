#include "ir/Arena.h"

#include <algorithm>
#include <cstdlib>

namespace spvkit {

Arena::~Arena() {
  while (chunks_) {
    Chunk* next = chunks_->next;
    std::free(chunks_);
    chunks_ = next;
  }
}

void* Arena::allocateSlow(size_t size, size_t align) {
  // Chunks grow geometrically up to 1 MiB so small modules stay small and
  // large ones need few system allocations.
  size_t need = size + align + sizeof(Chunk);
  size_t chunkSize = std::max(nextChunkSize_, need);
  nextChunkSize_ = std::min<size_t>(nextChunkSize_ * 2, size_t(1) << 20);
  auto* chunk = static_cast<Chunk*>(std::malloc(chunkSize));
  if (!chunk) throw std::bad_alloc();
  chunk->next = chunks_;
  chunks_ = chunk;
  used_ += size_t(cur_ - begin_);
  reserved_ += chunkSize;
  begin_ = reinterpret_cast<char*>(chunk + 1);
  cur_ = begin_;
  end_ = reinterpret_cast<char*>(chunk) + chunkSize;
  return allocate(size, align);
}

} // namespace spvkit
