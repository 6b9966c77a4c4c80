// Wrapped from spirv.FConvert example 1 (seed 000, tests/ir-examples/seed000/FConvert.mlir)
// flavour: kernel; source: fixed; op name has a stray Op suffix (spirv.FConvertOp)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Float64, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %1 = spirv.FConvert %0 : f32 to f64
    spirv.Return
  }
}
