// Examples of spirv.Undef (UndefOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12074) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Undef` attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.Undef : f32

// -----

// example 2 (complete; context: function-body)
%1 = spirv.Undef : !spirv.struct<!spirv.array<4 x vector<4xi32>>>
