// Wrapped from spirv.BitwiseOr example 1 (seed 000, tests/ir-examples/seed000/BitwiseOr.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32, %1: i32) "None" {
    %2 = spirv.BitwiseOr %0, %1 : i32
    spirv.Return
  }
}
