// Wrapped from spirv.INTEL.JointMatrixWorkItemLength example 1 (seed 000, tests/ir-examples/seed000/INTEL.JointMatrixWorkItemLength.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected rows and columns size
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.INTEL.JointMatrixWorkItemLength : !spirv.jointmatrix<Subgroup, i32, 8, 16>
    spirv.Return
  }
}
