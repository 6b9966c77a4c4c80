// Examples of spirv.INTEL.JointMatrixStore (INTELJointMatrixStoreOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9135) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.JointMatrixStore` $scope $layout operands attr-dict `:` `(` type(operands) `)`
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr %m %stride); context: function-body)
spirv.INTEL.JointMatrixStore <Subgroup> <ColumnMajor> %ptr, %m, %stride
{memory_access = #spirv.memory_access<Volatile>} : (!spirv.ptr<i32, Workgroup>,
!spirv.jointmatrix<8x16xi32, RowMajor, Subgroup>, i32)
