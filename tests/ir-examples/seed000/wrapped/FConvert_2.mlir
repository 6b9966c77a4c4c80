// Wrapped from spirv.FConvert example 2 (seed 000, tests/ir-examples/seed000/FConvert.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.FConvertOp' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xf32>) "None" {
    %3 = spirv.FConvertOp %2 : vector<3xf32> to vector<3xf64>
    spirv.Return
  }
}
