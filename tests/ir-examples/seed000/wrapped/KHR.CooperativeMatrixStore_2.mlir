// Wrapped from spirv.KHR.CooperativeMatrixStore example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixStore.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Shader, Int64], [SPV_KHR_cooperative_matrix, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, StorageBuffer>, %obj: !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, %stride: i64) "None" {
    spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <ColumnMajor>, <Volatile> :
      !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i64
    spirv.Return
  }
}
