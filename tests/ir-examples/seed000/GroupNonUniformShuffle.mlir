// Examples of spirv.GroupNonUniformShuffle (GroupNonUniformShuffleOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8195) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformShuffle` $execution_scope operands attr-dict `:` type($value) `,` type($id)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%val %id); context: function-body)
%0 = spirv.GroupNonUniformShuffle <Subgroup> %val, %id : f32, i32
