// Wrapped from spirv.INTEL.JointMatrixStore example 1 (seed 000, tests/ir-examples/seed000/INTEL.JointMatrixStore.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: 'spirv.INTEL.JointMatrixStore' requires at least one extension in [SPV_INTEL_joint_matrix] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, Workgroup>, %m: !spirv.jointmatrix<8x16xi32, RowMajor, Subgroup>, %stride: i32) "None" {
    spirv.INTEL.JointMatrixStore <Subgroup> <ColumnMajor> %ptr, %m, %stride
    {memory_access = #spirv.memory_access<Volatile>} : (!spirv.ptr<i32, Workgroup>,
    !spirv.jointmatrix<8x16xi32, RowMajor, Subgroup>, i32)
    spirv.Return
  }
}
