// Wrapped from spirv.KHR.CooperativeMatrixLoad example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
// vce: update-vce failed: unknown SPIR-V type: KHR.coopmatrix
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, CrossWorkgroup>, %stride: i64) "None" {
    %1 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor>, <Volatile>
         : !spirv.ptr<f32, CrossWorkgroup>, i64
             -> !spirv.KHR.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
