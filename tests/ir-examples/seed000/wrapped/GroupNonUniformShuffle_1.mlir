// Wrapped from spirv.GroupNonUniformShuffle example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformShuffle.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformShuffle, Addresses, Kernel], []> {
  spirv.func @seed_example(%val: f32, %id: i32) "None" {
    %0 = spirv.GroupNonUniformShuffle <Subgroup> %val, %id : f32, i32
    spirv.Return
  }
}
