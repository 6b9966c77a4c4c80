// Examples of spirv.GL.Ldexp (GLLdexpOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5825) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.Ldexp` attr-dict $x `:` type($x) `,` $exp `:` type($exp) `->` type($y)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%x %exp); context: function-body)
%y = spirv.GL.Ldexp %x : f32, %exp : i32 -> f32

// -----

// example 2 (partial: free-values(%x %exp); context: function-body)
%y = spirv.GL.Ldexp %x : vector<3xf32>, %exp : vector<3xi32> -> vector<3xf32>
