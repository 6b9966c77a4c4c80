// Examples of spirv.GL.Pow (GLPowOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5902) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.Pow` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.GL.Pow %0, %1 : f32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.GL.Pow %0, %1 : vector<3xf16>
