// Wrapped from spirv.KHR.CooperativeMatrixLoad example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLoad.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
// vce: update-vce failed: unknown SPIR-V type: KHR.coopmatrix
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, CrossWorkgroup>, %stride: i32) "None" {
    %0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor>
         : !spirv.ptr<i32, CrossWorkgroup>, i32
             -> !spirv.KHR.coopmatrix<16x8xi32, Workgroup, MatrixA>
    spirv.Return
  }
}
