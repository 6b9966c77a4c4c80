// Examples of spirv.GroupNonUniformShuffleDown (GroupNonUniformShuffleDownOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8140) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformShuffleDown` $execution_scope operands attr-dict `:` type($value) `,` type($delta)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%val %delta); context: function-body)
%0 = spirv.GroupNonUniformShuffleDown <Subgroup> %val, %delta : f32, i32
