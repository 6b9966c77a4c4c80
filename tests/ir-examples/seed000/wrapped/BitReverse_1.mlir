// Wrapped from spirv.BitReverse example 1 (seed 000, tests/ir-examples/seed000/BitReverse.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [BitInstructions, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32) "None" {
    %2 = spirv.BitReverse %0 : i32
    spirv.Return
  }
}
