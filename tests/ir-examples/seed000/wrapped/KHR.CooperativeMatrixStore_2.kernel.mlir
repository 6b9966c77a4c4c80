// Wrapped from spirv.KHR.CooperativeMatrixStore example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixStore.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Int64, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<f32, CrossWorkgroup>, %obj: !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, %stride: i64) "None" {
    spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <ColumnMajor>, <Volatile> :
      !spirv.ptr<f32, CrossWorkgroup>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i64
    spirv.Return
  }
}
