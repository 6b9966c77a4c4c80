// Wrapped from spirv.UDotAccSat example 1 (seed 000, tests/ir-examples/seed000/UDotAccSat.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [DotProduct, DotProductInput4x8BitPacked, Addresses, Kernel], [SPV_KHR_integer_dot_product]> {
  spirv.func @seed_example(%a: i32, %b: i32, %acc: i32) "None" {
    %r = spirv.UDotAccSat %a, %b, %acc, <PackedVectorFormat4x8Bit> : i32 -> i32
    spirv.Return
  }
}
