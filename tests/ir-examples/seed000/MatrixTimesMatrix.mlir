// Examples of spirv.MatrixTimesMatrix (MatrixTimesMatrixOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10259) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.MatrixTimesMatrix` operands attr-dict `:` type($leftmatrix) `,` type($rightmatrix) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%matrix_1 %matrix_2); context: function-body)
%0 = spirv.MatrixTimesMatrix %matrix_1, %matrix_2 :
    !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> ->
    !spirv.matrix<4 x vector<4xf32>>
