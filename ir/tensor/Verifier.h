// The tensor dialect's IR verifier: the rules of tensor ops that hold on the
// IR alone, without the source text the frontend's semantic checks need.
//
// Every tensor op's OpInfo points here (the op table is generated from
// ir/tensor/TensorOps.toml), so ir/Verifier's `verify()` — after parsing,
// and between passes in the pass manager — checks tensor ops like SPIR-V
// ones. Two layers:
//
// * structural, from the definition (OpDefinition.h): operand count and
//   segments (variadic lists, operands present with an attribute), each
//   operand's and result's type constraint and memref order, attribute
//   presence, kind and enum values (no undeclared attributes), region count
//   and emptiness, equal-type groups, where the op may appear (a collective
//   instruction not in an SPMD region, an SPMD one not in a collective region,
//   tensor.func only at the top level), and tensor.yield (only in regions
//   that yield, with the owner's values);
// * per op (VerifierOps.cpp): block arguments of func / for / foreach /
//   foreach_tile / parallel / if / cooperative_matrix_apply, index counts
//   against memref orders, the static / dynamic split of subview and expand,
//   mode ranges, alloca's static local memref, the constant's value against
//   its type, and cooperative-matrix uses, shapes and component types.
//
// The frontend keeps what needs source text (promotion, shapes against
// transposes, located notes); its messages are unchanged. Messages here are
// `'tensor.gemm' op operand 'a' (#1) must be a memref of order 2, has ...`.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/Operation.h"

namespace spvkit::tensor {

/// Verifies one tensor op (not its nested ops: ir/Verifier walks those).
/// Appends errors to `diags`; returns true if there were none.
bool verifyOp(Operation* op, DiagnosticList& diags);

namespace detail {
/// The per-op rules (VerifierOps.cpp), run after the structural ones passed.
bool verifyOpSpecific(Operation* op, DiagnosticList& diags);
} // namespace detail

} // namespace spvkit::tensor
