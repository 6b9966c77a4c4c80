// Wrapped from spirv.BitFieldUExtract example 1 (seed 000, tests/ir-examples/seed000/BitFieldUExtract.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [BitInstructions, Int8, Addresses, Kernel], []> {
  spirv.func @seed_example(%base: vector<3xi32>, %offset: i8, %count: i8) "None" {
    %0 = spirv.BitFieldUExtract %base, %offset, %count : vector<3xi32>, i8, i8
    spirv.Return
  }
}
