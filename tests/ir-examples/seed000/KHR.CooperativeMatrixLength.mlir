// Examples of spirv.KHR.CooperativeMatrixLength (KHRCooperativeMatrixLengthOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9688) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.CooperativeMatrixLength` attr-dict `:` $cooperative_matrix_type
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.KHR.CooperativeMatrixLength :
       !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
