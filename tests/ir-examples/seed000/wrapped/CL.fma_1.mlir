// Wrapped from spirv.CL.fma example 1 (seed 000, tests/ir-examples/seed000/CL.fma.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%a: f32, %b: f32, %c: f32) "None" {
    %0 = spirv.CL.fma %a, %b, %c : f32
    spirv.Return
  }
}
