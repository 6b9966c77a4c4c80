// Examples of spirv.GL.FMin (GLFMinOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5536) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.FMin` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.GL.FMin %0, %1 : f32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.GL.FMin %0, %1 : vector<3xf16>
