// Wrapped from spirv.CompositeConstruct example 2 (seed 000, tests/ir-examples/seed000/CompositeConstruct.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [CooperativeMatrixKHR, Addresses, Kernel], [SPV_KHR_cooperative_matrix]> {
  spirv.func @seed_example(%1: f32) "None" {
    %c = spirv.CompositeConstruct %1 :
      (f32) -> !spirv.coopmatrix<4x4xf32, Subgroup, MatrixA>
    spirv.Return
  }
}
