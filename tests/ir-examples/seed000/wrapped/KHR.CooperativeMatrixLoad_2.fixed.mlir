// Wrapped from spirv.KHR.CooperativeMatrixLoad example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: shader; source: fixed; the type is !spirv.coopmatrix (no KHR. prefix)
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Shader, Int64], [SPV_KHR_cooperative_matrix, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, StorageBuffer>, %stride: i64) "None" {
    %1 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor>, <Volatile>
         : !spirv.ptr<f32, StorageBuffer>, i64
             -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
