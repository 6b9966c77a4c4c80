// Examples of spirv.KHR.CooperativeMatrixLoad (KHRCooperativeMatrixLoadOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9721) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.CooperativeMatrixLoad` $pointer `,` $stride `,` $matrix_layout ( `,` $memory_operand^ )? attr-dict `:`
//   type(operands) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr %stride); context: function-body)
%0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor>
     : !spirv.ptr<i32, StorageBuffer>, i32
         -> !spirv.KHR.coopmatrix<16x8xi32, Workgroup, MatrixA>

// -----

// example 2 (partial: free-values(%ptr %stride); context: function-body)
%1 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor>, <Volatile>
     : !spirv.ptr<f32, StorageBuffer>, i64
         -> !spirv.KHR.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
