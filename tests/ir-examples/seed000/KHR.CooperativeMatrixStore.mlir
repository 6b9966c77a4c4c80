// Examples of spirv.KHR.CooperativeMatrixStore (KHRCooperativeMatrixStoreOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9877) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.CooperativeMatrixStore` $pointer `,` $object `,` $stride `,` $matrix_layout ( `,` $memory_operand^ )? attr-dict `:`
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr %obj %stride); context: function-body)
spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <RowMajor> :
  !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>, i32

// -----

// example 2 (partial: free-values(%ptr %obj %stride); context: function-body)
spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <ColumnMajor>, <Volatile> :
  !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i64
