// Wrapped from spirv.Unordered example 1 (seed 000, tests/ir-examples/seed000/Unordered.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %4 = spirv.Unordered %0, %1 : f32
    spirv.Return
  }
}
