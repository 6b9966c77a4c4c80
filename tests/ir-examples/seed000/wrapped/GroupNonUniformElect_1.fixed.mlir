// Wrapped from spirv.GroupNonUniformElect example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformElect.mlir)
// flavour: kernel; source: fixed; the execution scope operand is missing
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniform, Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.GroupNonUniformElect <Subgroup> : i1
    spirv.Return
  }
}
