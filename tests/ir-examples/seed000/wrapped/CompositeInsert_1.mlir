// Wrapped from spirv.CompositeInsert example 1 (seed 000, tests/ir-examples/seed000/CompositeInsert.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%object: f32, %composite: !spirv.array<4xf32>) "None" {
    %0 = spirv.CompositeInsert %object, %composite[1 : i32] : f32 into !spirv.array<4xf32>
    spirv.Return
  }
}
