// SPIR-V dialect verification: the per-op rules of the `spirv.*` ops.
//
// The generic verifier (ir/Verifier.h) knows no dialect; registerDialect
// installs these SPIR-V rules in each context as its dialect hooks for the grammar ops
// (`spirv.IAdd`), the OpenCL.std ops (`spirv.CL.fma`) and the dialect's own ops (`spirv.module`,
// `spirv.mlir.loop` ...). Every grammar op gets the grammar-derived checks
// (result present iff the instruction has one, operand counts within the
// grammar's quantifiers, enum attributes of the right domain with known
// values, required attributes present); ops with hand-written rules
// (types, indices, region shapes, symbol kinds) get those as well. The rules
// live in per-area files (VerifyArithmetic.cpp, VerifyMemory.cpp ...).
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/Grammar.h"

namespace spvkit {
class Operation;
} // namespace spvkit

namespace spvkit::spirv {

/// The dialect verifier hook of every `spirv.*` op, installed in each
/// context by `registerDialect`.
bool verifyOp(Operation* op, DiagnosticList& diags);

/// Builds the (immutable) per-opcode rule table now rather than at the first
/// verification. Optional: `registerDialect` installs the verifier.
void registerVerifiers();

/// The instructions OpSpecConstantOp may compute (the rule of
/// spirv.SpecConstantOperation; the binary reader checks it too).
bool allowedInSpecConstantOp(Op opcode);

} // namespace spvkit::spirv
