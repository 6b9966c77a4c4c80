// `tensor-canonicalize`: the clean-up of tensor IR between the lowering
// passes and the conversion. It folds integer arithmetic (add, sub, mul,
// div, rem, min, max) on constants of index / i64 type into constants, then
// runs the generic cse and dce (passes/Passes.h) on each function, which
// see through the tensor ops by their traits (NoSideEffect ops only: loads,
// stores, atomics and barriers stay). The lowerings make index arithmetic
// and constants freely, counting on this pass to leave one of each.
#pragma once

#include "passes/Pass.h"

#include <memory>

namespace spvkit::tensor {

std::unique_ptr<Pass> createTensorCanonicalizePass();

} // namespace spvkit::tensor
