// Wrapped from spirv.KHR.CooperativeMatrixLoad example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: unknown SPIR-V type: KHR.coopmatrix
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, StorageBuffer>, %stride: i64) "None" {
    %1 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor>, <Volatile>
         : !spirv.ptr<f32, StorageBuffer>, i64
             -> !spirv.KHR.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
