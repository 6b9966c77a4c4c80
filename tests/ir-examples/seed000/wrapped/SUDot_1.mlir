// Wrapped from spirv.SUDot example 1 (seed 000, tests/ir-examples/seed000/SUDot.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [DotProduct, DotProductInput4x8BitPacked, Addresses, Kernel], [SPV_KHR_integer_dot_product]> {
  spirv.func @seed_example(%a: i32, %b: i32) "None" {
    %r = spirv.SUDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i32
    spirv.Return
  }
}
