// Wrapped from spirv.BitCount example 2 (seed 000, tests/ir-examples/seed000/BitCount.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: vector<4xi32>) "None" {
    %3 = spirv.BitCount %1: vector<4xi32>
    spirv.Return
  }
}
