// Wrapped from spirv.SConvert example 1 (seed 000, tests/ir-examples/seed000/SConvert.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.SConvertOp' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32) "None" {
    %1 = spirv.SConvertOp %0 : i32 to i64
    spirv.Return
  }
}
