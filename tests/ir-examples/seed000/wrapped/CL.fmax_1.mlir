// Wrapped from spirv.CL.fmax example 1 (seed 000, tests/ir-examples/seed000/CL.fmax.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %2 = spirv.CL.fmax %0, %1 : f32
    spirv.Return
  }
}
