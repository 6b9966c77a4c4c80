// Examples of spirv.GL.FrexpStruct (GLFrexpStructOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5751) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.FrexpStruct` attr-dict $operand `:` type($operand) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.GL.FrexpStruct %0 : f32 -> !spirv.struct<f32, i32>

// -----

// example 2 (partial: free-values(%0); context: function-body)
%3 = spirv.GL.FrexpStruct %0 : vector<3xf32> -> !spirv.struct<vector<3xf32>, vector<3xi32>>
