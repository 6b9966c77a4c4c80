// Wrapped from spirv.FSub example 1 (seed 000, tests/ir-examples/seed000/FSub.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.FRemOp' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %4 = spirv.FRemOp %0, %1 : f32
    spirv.Return
  }
}
