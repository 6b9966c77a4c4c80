// The passes spvkit provides, by constructor. They are also registered by
// name (`PassRegistry::global()`) for pipelines like `--pass=canonicalize,cse`.
#pragma once

#include "passes/Pass.h"

namespace spvkit {

/// `dce`: erase side-effect-free ops with unused results.
std::unique_ptr<Pass> createDeadCodeEliminationPass();
/// `cse`: common-subexpression elimination over structured scopes.
std::unique_ptr<Pass> createCommonSubexpressionEliminationPass();
/// `canonicalize`: SPIR-V constant folding and algebraic identities, then dce.
std::unique_ptr<Pass> createSpirvCanonicalizePass();

} // namespace spvkit
