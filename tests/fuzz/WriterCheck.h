// The writer's differential check (fuzz target `writer`, tests/fuzz/):
// a spirv.module that spvkit's verifier accepts must be written to a binary
// that SPIRV-Tools' validator accepts and that spvkit's reader reads back
// into the same module.
//
// Before writing, the module's vce_triple is extended by what the module
// needs (inferred as the writer does without a triple) and a module without
// entry point gets the Linkage capability: the verifier checks the triple
// (docs/verifier.md, "requirements") but not Linkage, which spirv-val
// requires of a module without entry point. "The same module" is compared on a summary that leaves
// out what the binary form has no place for or normalizes on purpose (docs/binary.md): constants,
// undefs, spirv.mlir.addressof / referenceof and spec constant operations (one module-level
// instruction each, materialized again in each function where they are used), unconditional
// branches and block structure (straight-line chains are merged on read; unreachable blocks are
// dropped; a selection header's ops come before the selection op), function variables (moved to the
// entry block's top), the results of selection / loop ops (the reader yields every value used after
// them), value names, empty parameter attribute dictionaries, and attributes the writer does not
// write (ir/spirv/AttributeEncoding.h, the predicate the writer and the verifier share: discardable
// `name.x` ones, any of spirv.module's but its own, decorations `= false`); a module with a symbol
// the reader renames (its OpName is sanitized, docs/binary.md) is not compared at all. Everything
// else -- symbols, entry points, execution modes, global variables and spec constants with their
// attributes, and per function the ops in order with their result types, operand counts and
// attributes -- must match. The read-back module written and read once more must then print
// identically (the reader's form is a fixpoint).
#pragma once

#include "ir/Operation.h"

#include <string>

namespace spvkit::fuzz {

/// Runs the check on `spirvModule` (already verified); a mismatch is a
/// finding (FuzzCheck.h). A writer error with a message is accepted (a
/// writer limit) and returns false; true when the module was written and
/// every check passed.
bool checkWriterRoundTrip(Operation* spirvModule);

/// Extends the vce_triple of spirv.module `m` by what its ops, types and
/// decorations need (ir/spirv/Availability.h), and gives a module without
/// entry point the Linkage capability, as checkWriterRoundTrip does first.
void declareRequirements(Operation* m);

/// The summary compared by checkWriterRoundTrip (one line per item).
std::string moduleSummary(Operation* spirvModule);

} // namespace spvkit::fuzz
