// Wrapped from spirv.KHR.CooperativeMatrixLength example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixLength.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example() "None" {
    %0 = spirv.KHR.CooperativeMatrixLength :
           !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
    spirv.Return
  }
}
