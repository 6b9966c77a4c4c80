// The heap of a tool run on a large input, in transparent huge pages.
//
// Reading, verifying and writing a module touches tens of bytes of fresh
// memory per input byte (the IR arena, the reader's tables, the output's
// sections). In 4 KiB pages every first touch is a page fault; on the
// development machine (apparently a virtual machine: 1.5-4 us of system
// time per fault) those faults were about a third of the CPU time of
// `spvkit-opt in.spv -o out.spv` on the 1.4 MB module of issue 18 (4,578
// faults; 1,202 with the heap in 2 MiB pages, docs/performance.md).
#pragma once

#include <cstddef>

namespace spvkit::tools {

/// Before the input of `inputBytes` bytes is read: for a large input, makes
/// malloc serve the run from one heap region reserved up front (untouched
/// parts cost no memory) and asks the kernel for huge pages there. Small
/// inputs keep the default heap (a 2 MiB page costs more to clear than a
/// small module's whole run), and so do inputs over 16 MiB (peak RSS).
void prepareHeapFor(size_t inputBytes);

} // namespace spvkit::tools
