// Wrapped from spirv.KHR.CooperativeMatrixLoad example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: unknown SPIR-V type: KHR.coopmatrix
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, StorageBuffer>, %stride: i32) "None" {
    %0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor>
         : !spirv.ptr<i32, StorageBuffer>, i32
             -> !spirv.KHR.coopmatrix<16x8xi32, Workgroup, MatrixA>
    spirv.Return
  }
}
