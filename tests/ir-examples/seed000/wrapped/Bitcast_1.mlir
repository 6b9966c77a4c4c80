// Wrapped from spirv.Bitcast example 1 (seed 000, tests/ir-examples/seed000/Bitcast.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %1 = spirv.Bitcast %0 : f32 to i32
    spirv.Return
  }
}
