// Wrapped from spirv.UConvert example 1 (seed 000, tests/ir-examples/seed000/UConvert.mlir)
// flavour: kernel; source: fixed; op name has a stray Op suffix (spirv.UConvertOp)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Int64, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32) "None" {
    %1 = spirv.UConvert %0 : i32 to i64
    spirv.Return
  }
}
