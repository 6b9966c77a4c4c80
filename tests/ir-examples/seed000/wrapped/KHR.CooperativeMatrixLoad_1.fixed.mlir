// Wrapped from spirv.KHR.CooperativeMatrixLoad example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: shader; source: fixed; the type is !spirv.coopmatrix (no KHR. prefix)
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Shader], [SPV_KHR_cooperative_matrix, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, StorageBuffer>, %stride: i32) "None" {
    %0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor>
         : !spirv.ptr<i32, StorageBuffer>, i32
             -> !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>
    spirv.Return
  }
}
