// Wrapped from spirv.KHR.CooperativeMatrixLoad example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: kernel; source: fixed+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, CrossWorkgroup>, %stride: i32) "None" {
    %0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor>
         : !spirv.ptr<i32, CrossWorkgroup>, i32
             -> !spirv.coopmatrix<16x8xi32, Workgroup, MatrixA>
    spirv.Return
  }
}
