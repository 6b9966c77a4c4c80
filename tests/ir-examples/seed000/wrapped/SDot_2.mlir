// Wrapped from spirv.SDot example 2 (seed 000, tests/ir-examples/seed000/SDot.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [DotProduct, DotProductInput4x8BitPacked, Int64, Addresses, Kernel], [SPV_KHR_integer_dot_product]> {
  spirv.func @seed_example(%a: i32, %b: i32) "None" {
    %r = spirv.SDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i64
    spirv.Return
  }
}
