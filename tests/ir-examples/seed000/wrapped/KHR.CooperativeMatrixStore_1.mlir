// Wrapped from spirv.KHR.CooperativeMatrixStore example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixStore.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Shader], [SPV_KHR_cooperative_matrix, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, StorageBuffer>, %obj: !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>, %stride: i32) "None" {
    spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <RowMajor> :
      !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>, i32
    spirv.Return
  }
}
