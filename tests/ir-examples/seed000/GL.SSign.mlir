// Examples of spirv.GL.SSign (GLSSignOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6145) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GL.SSign` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.GL.SSign %0 : i32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.GL.SSign %1 : vector<3xi16>
