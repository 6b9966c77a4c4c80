// Wrapped from spirv.FUnordLessThan example 1 (seed 000, tests/ir-examples/seed000/FUnordLessThan.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %4 = spirv.FUnordLessThan %0, %1 : f32
    spirv.Return
  }
}
