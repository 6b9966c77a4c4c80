// Wrapped from spirv.FConvert example 2 (seed 000, tests/ir-examples/seed000/FConvert.mlir)
// flavour: kernel; source: fixed; op name has a stray Op suffix (spirv.FConvertOp)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Float64, Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xf32>) "None" {
    %3 = spirv.FConvert %2 : vector<3xf32> to vector<3xf64>
    spirv.Return
  }
}
