// Examples of spirv.INTEL.JointMatrixLoad (INTELJointMatrixLoadOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8992) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.JointMatrixLoad` $scope $layout operands attr-dict `:` `(` type(operands) `)` `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr %stride); context: function-body)
%0 = spirv.INTEL.JointMatrixLoad <Subgroup> <RowMajor> %ptr, %stride
     {memory_access = #spirv.memory_access<Volatile>} :
     (!spirv.ptr<i32, CrossWorkgroup>, i32) ->
     !spirv.jointmatrix<8x16xi32, ColumnMajor, Subgroup>
