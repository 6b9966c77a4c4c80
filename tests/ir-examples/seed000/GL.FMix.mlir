// Examples of spirv.GL.FMix (GLFMixOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5572) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.FMix` attr-dict $x `:` type($x) `,` $y `:` type($y) `,` $a `:` type($a) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%x %y %a); context: function-body)
%0 = spirv.GL.FMix %x : f32, %y : f32, %a : f32 -> f32

// -----

// example 2 (partial: free-values(%x %y %a); context: function-body)
%0 = spirv.GL.FMix %x : vector<4xf32>, %y : vector<4xf32>, %a : vector<4xf32> -> vector<4xf32>
