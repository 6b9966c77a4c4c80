// Examples of spirv.Transpose (TransposeOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11643) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Transpose` operands attr-dict `:` type($matrix) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%matrix); context: function-body)
%0 = spirv.Transpose %matrix: !spirv.matrix<2 x vector<3xf32>> ->
!spirv.matrix<3 x vector<2xf32>>
