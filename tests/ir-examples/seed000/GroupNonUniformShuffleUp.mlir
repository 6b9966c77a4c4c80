// Examples of spirv.GroupNonUniformShuffleUp (GroupNonUniformShuffleUpOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8250) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformShuffleUp` $execution_scope operands attr-dict `:` type($value) `,` type($delta)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%val %delta); context: function-body)
%0 = spirv.GroupNonUniformShuffleUp <Subgroup> %val, %delta : f32, i32
