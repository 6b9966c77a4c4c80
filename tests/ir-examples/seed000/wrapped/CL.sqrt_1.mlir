// Wrapped from spirv.CL.sqrt example 1 (seed 000, tests/ir-examples/seed000/CL.sqrt.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %2 = spirv.CL.sqrt %0 : f32
    spirv.Return
  }
}
