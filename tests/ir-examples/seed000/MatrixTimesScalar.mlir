// Examples of spirv.MatrixTimesScalar (MatrixTimesScalarOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10296) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.MatrixTimesScalar` operands attr-dict `:` type($matrix) `,` type($scalar)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%matrix %scalar); context: function-body)
%0 = spirv.MatrixTimesScalar %matrix, %scalar :
!spirv.matrix<3 x vector<3xf32>>, f32 -> !spirv.matrix<3 x vector<3xf32>>
