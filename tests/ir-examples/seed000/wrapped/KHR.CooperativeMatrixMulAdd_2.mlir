// Wrapped from spirv.KHR.CooperativeMatrixMulAdd example 2 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixMulAdd.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%matA: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %matB: !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %matC: !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) "None" {
    %1 = spirv.KHR.CooperativeMatrixMulAdd %matA, %matB, %matC, <ASigned | AccSat> :
      !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>,
      !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB> ->
        !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
