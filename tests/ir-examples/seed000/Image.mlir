// Examples of spirv.Image (ImageOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9491) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Image` attr-dict $sampledimage `:` type($sampledimage)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%1); context: function-body)
%0 = spirv.Image %1 : !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>
