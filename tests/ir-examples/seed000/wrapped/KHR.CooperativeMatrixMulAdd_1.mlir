// Wrapped from spirv.KHR.CooperativeMatrixMulAdd example 1 (seed 000, tests/ir-examples/seed000/KHR.CooperativeMatrixMulAdd.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%matA: !spirv.coopmatrix<4x4xf32, Subgroup, MatrixA>, %matB: !spirv.coopmatrix<4x4xf32, Subgroup, MatrixB>, %matC: !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>) "None" {
    %0 = spirv.KHR.CooperativeMatrixMulAdd %matA, %matB, %matC :
      !spirv.coopmatrix<4x4xf32, Subgroup, MatrixA>,
      !spirv.coopmatrix<4x4xf32, Subgroup, MatrixB> ->
        !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
