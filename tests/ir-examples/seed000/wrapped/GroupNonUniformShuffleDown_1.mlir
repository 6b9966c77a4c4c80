// Wrapped from spirv.GroupNonUniformShuffleDown example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformShuffleDown.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformShuffleRelative, Addresses, Kernel], []> {
  spirv.func @seed_example(%val: f32, %delta: i32) "None" {
    %0 = spirv.GroupNonUniformShuffleDown <Subgroup> %val, %delta : f32, i32
    spirv.Return
  }
}
