// Wrapped from spirv.CL.rint example 1 (seed 000, tests/ir-examples/seed000/CL.rint.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%in0: f32) "None" {
    %0 = spirv.CL.rint %in0 : f32
    spirv.Return
  }
}
