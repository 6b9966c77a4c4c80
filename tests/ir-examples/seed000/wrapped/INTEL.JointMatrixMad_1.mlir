// Wrapped from spirv.INTEL.JointMatrixMad example 1 (seed 000, tests/ir-examples/seed000/INTEL.JointMatrixMad.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: 'spirv.INTEL.JointMatrixMad' requires at least one extension in [SPV_INTEL_joint_matrix] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%a: !spirv.jointmatrix<8x32xi8, RowMajor, Subgroup>, %b: !spirv.jointmatrix<32x8xi8, ColumnMajor, Subgroup>, %c: !spirv.jointmatrix<8x8xi32, RowMajor, Subgroup>) "None" {
    %r = spirv.INTEL.JointMatrixMad <Subgroup> %a, %b, %c :
         !spirv.jointmatrix<8x32xi8, RowMajor, Subgroup>,
         !spirv.jointmatrix<32x8xi8, ColumnMajor, Subgroup>
         -> !spirv.jointmatrix<8x8xi32,  RowMajor, Subgroup>
    spirv.Return
  }
}
