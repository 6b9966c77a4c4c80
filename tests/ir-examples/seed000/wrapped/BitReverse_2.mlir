// Wrapped from spirv.BitReverse example 2 (seed 000, tests/ir-examples/seed000/BitReverse.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [BitInstructions, Addresses, Kernel], []> {
  spirv.func @seed_example(%1: vector<4xi32>) "None" {
    %3 = spirv.BitReverse %1 : vector<4xi32>
    spirv.Return
  }
}
