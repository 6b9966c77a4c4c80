#include "tools/LargeHeap.h"

#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace spvkit::tools {

void prepareHeapFor(size_t inputBytes) {
#if defined(__GLIBC__) && defined(M_TOP_PAD) && defined(MADV_HUGEPAGE)
  // Below this, the run's own memory is a few huge pages at most. Above the
  // largest, the heap's holes (blocks freed but resident, where 4 KiB pages
  // would have been unmapped) and the 2 MiB granularity cost ~10 % of peak
  // RSS (20 MB module: 233 MB instead of 214 MB), and issue 18's peak-RSS
  // target for such modules takes precedence over the faults' time.
  constexpr size_t kMinInput = size_t(256) << 10, kMaxInput = size_t(16) << 20;
  constexpr size_t kHugePage = size_t(2) << 20;
  if (inputBytes < kMinInput || inputBytes > kMaxInput) return;
  // What a run touches: ~14 bytes per input byte on the 1.4 MB module, ~11
  // on the 20 MB one (docs/performance.md); reserved, not touched, beyond.
  const size_t reserve = std::min(inputBytes * 16 + (size_t(16) << 20), size_t(1) << 30);
  // Blocks up to glibc's largest mmap threshold (32 MiB) come from the heap
  // (not from an mmap of their own, in 4 KiB pages), and free() never
  // shrinks the heap (the kernel would drop the huge-page advice with the
  // range).
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, INT32_MAX);
  // The next growth of the heap adds the reservation; a block larger than
  // the free top left by start-up makes it grow now. Freed, the block
  // returns to that top, which later blocks are cut from.
  mallopt(M_TOP_PAD, int(reserve));
  void* block = std::malloc(kHugePage);
  if (!block) return;
  auto begin = (uintptr_t(block) + kHugePage - 1) & ~(kHugePage - 1);
  auto end = uintptr_t(sbrk(0)) & ~(kHugePage - 1);
  std::free(block);
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
  // Growth beyond the reservation in steps of huge pages.
  mallopt(M_TOP_PAD, int(kHugePage));
#else
  (void)inputBytes;
#endif
}

} // namespace spvkit::tools
