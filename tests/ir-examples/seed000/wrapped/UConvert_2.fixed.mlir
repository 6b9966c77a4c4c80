// Wrapped from spirv.UConvert example 2 (seed 000, tests/ir-examples/seed000/UConvert.mlir)
// flavour: kernel; source: fixed; op name has a stray Op suffix (spirv.UConvertOp)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Int64, Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xi32>) "None" {
    %3 = spirv.UConvert %2 : vector<3xi32> to vector<3xi64>
    spirv.Return
  }
}
