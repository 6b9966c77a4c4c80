// Wrapped from spirv.KHR.CooperativeMatrixStore example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixStore.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, CrossWorkgroup>, %obj: !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>, %stride: i32) "None" {
    spirv.KHR.CooperativeMatrixStore %ptr, %obj, %stride, <RowMajor> :
      !spirv.ptr<i32, CrossWorkgroup>, !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>, i32
    spirv.Return
  }
}
