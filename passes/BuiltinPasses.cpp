// The registry of spvkit's passes by name.
#include "passes/Pass.h"
#include "passes/Passes.h"

namespace spvkit {

void addBuiltinPasses(PassRegistry& r) {
  r.add("dce", "erase side-effect-free operations whose results are unused",
        createDeadCodeEliminationPass);
  r.add("cse", "replace side-effect-free operations by identical dominating ones",
        createCommonSubexpressionEliminationPass);
  r.add("canonicalize", "fold SPIR-V ops on constants, apply identities, remove dead code",
        createSpirvCanonicalizePass);
}

} // namespace spvkit
