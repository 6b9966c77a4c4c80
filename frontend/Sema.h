// Semantic checks of the tensor language: the restrictions of the reference
// that the grammar cannot express — operand counts and types, promotion,
// orders and shapes of the collective linear algebra, memref result-type rules
// of subview / expand / fuse, index counts, coopmatrix shapes and uses, the
// cast table, region kinds (collective vs. SPMD), yields, and attributes.
//
// The checker walks the tensor dialect IR the parser built and points its
// diagnostics at the source ranges the parser recorded (SourceMap), with notes
// at related definitions. It never cascades: once an operand has failed
// (missing value, wrong type), checks that depend on it are skipped.
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/SourceInfo.h"
#include "ir/Module.h"

namespace spvkit::frontend {

/// Checks every function of `module`; returns the number of errors reported.
unsigned checkProgram(Module& module, const SourceMap& sources, DiagnosticEngine& diags);

} // namespace spvkit::frontend
