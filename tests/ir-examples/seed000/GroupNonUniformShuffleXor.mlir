// Examples of spirv.GroupNonUniformShuffleXor (GroupNonUniformShuffleXorOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8305) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformShuffleXor` $execution_scope operands attr-dict `:` type($value) `,` type($mask)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%val %mask); context: function-body)
%0 = spirv.GroupNonUniformShuffleXor <Subgroup> %val, %mask : f32, i32
