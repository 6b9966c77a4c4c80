// Wrapped from spirv.SUDotAccSat example 3 (seed 000, tests/ir-examples/seed000/SUDotAccSat.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [DotProduct, DotProductInput4x8Bit, Int8, Addresses, Kernel], [SPV_KHR_integer_dot_product]> {
  spirv.func @seed_example(%a: vector<4xi8>, %b: vector<4xi8>, %acc: i32) "None" {
    %r = spirv.SUDotAccSat %a, %b, %acc : vector<4xi8> -> i32
    spirv.Return
  }
}
