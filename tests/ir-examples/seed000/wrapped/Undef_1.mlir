// Wrapped from spirv.Undef example 1 (seed 000, tests/ir-examples/seed000/Undef.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.Undef : f32
    spirv.Return
  }
}
