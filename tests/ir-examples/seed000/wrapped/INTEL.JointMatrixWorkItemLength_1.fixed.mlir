// Wrapped from spirv.INTEL.JointMatrixWorkItemLength example 1 (seed 000, tests/ir-examples/seed000/INTEL.JointMatrixWorkItemLength.mlir)
// flavour: kernel; source: fixed; joint matrix types are spelled !spirv.jointmatrix<RxCxT, Layout, Scope>
// vce: update-vce failed: 'spirv.INTEL.JointMatrixWorkItemLength' requires at least one extension in [SPV_INTEL_joint_matrix] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.INTEL.JointMatrixWorkItemLength : !spirv.jointmatrix<8x16xi32, RowMajor, Subgroup>
    spirv.Return
  }
}
