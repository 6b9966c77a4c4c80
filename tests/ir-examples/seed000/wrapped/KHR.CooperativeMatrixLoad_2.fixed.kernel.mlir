// Wrapped from spirv.KHR.CooperativeMatrixLoad example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: kernel; source: fixed+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Int64, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, CrossWorkgroup>, %stride: i64) "None" {
    %1 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor>, <Volatile>
         : !spirv.ptr<f32, CrossWorkgroup>, i64
             -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
