// Wrapped from spirv.CL.sinh example 1 (seed 000, tests/ir-examples/seed000/CL.sinh.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %2 = spirv.CL.sinh %0 : f32
    spirv.Return
  }
}
