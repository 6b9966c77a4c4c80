// Examples of spirv.INTEL.JointMatrixMad (INTELJointMatrixMadOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9074) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.JointMatrixMad` $scope operands attr-dict`:` type($a) `,` type($b) `->` type($c)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %c); context: function-body)
%r = spirv.INTEL.JointMatrixMad <Subgroup> %a, %b, %c :
     !spirv.jointmatrix<8x32xi8, RowMajor, Subgroup>,
     !spirv.jointmatrix<32x8xi8, ColumnMajor, Subgroup>
     -> !spirv.jointmatrix<8x8xi32,  RowMajor, Subgroup>
