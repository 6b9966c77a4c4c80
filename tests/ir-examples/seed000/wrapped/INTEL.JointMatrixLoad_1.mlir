// Wrapped from spirv.INTEL.JointMatrixLoad example 1 (seed 000, tests/ir-examples/seed000/INTEL.JointMatrixLoad.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: 'spirv.INTEL.JointMatrixLoad' requires at least one extension in [SPV_INTEL_joint_matrix] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, CrossWorkgroup>, %stride: i32) "None" {
    %0 = spirv.INTEL.JointMatrixLoad <Subgroup> <RowMajor> %ptr, %stride
         {memory_access = #spirv.memory_access<Volatile>} :
         (!spirv.ptr<i32, CrossWorkgroup>, i32) ->
         !spirv.jointmatrix<8x16xi32, ColumnMajor, Subgroup>
    spirv.Return
  }
}
