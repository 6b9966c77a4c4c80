// `insert-barriers`: orders the memory accesses of a tensor function's
// collective statements with `barrier.global` / `barrier.local`.
//
// In a collective region every instruction is run by all work-items of the
// work-group, and a collective instruction (gemm, axpby, ...) or an SPMD
// region (parallel, foreach, foreach_tile) spreads its work over them: what
// one work-item writes another may read or write next. The pass walks each
// function in program order with the set of accesses not yet made visible by
// a barrier (per address space) and, before a statement whose accesses
// conflict with that set (read after write, write after read, write after
// write on memory that may alias, MemoryAccess.h), inserts a barrier with
// the fences of the conflicting address spaces (`.global` for kernel
// arguments, `.local` for allocas and local arguments). An existing
// `barrier.global` / `barrier.local` counts like an inserted one.
//
// Control flow: both branches of an `if` start from the same state and
// their results are merged; a `for` body is walked until the state at its
// start is stable, so that a write at the end of the body orders a read at
// the start of the next iteration. The pass never inserts barriers inside an
// SPMD region (the reference leaves those to the programmer); an SPMD region
// whose accesses conflict with earlier ones gets its barrier before it, and
// barriers the programmer wrote in it are taken into account. It runs before
// the collective instructions are lowered (docs/language.md, "Barriers").
#pragma once

#include "passes/Pass.h"

#include <memory>

namespace spvkit::tensor {

std::unique_ptr<Pass> createInsertBarriersPass();

} // namespace spvkit::tensor
