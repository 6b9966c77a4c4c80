// Wrapped from spirv.ShiftRightArithmetic example 1 (seed 000, tests/ir-examples/seed000/ShiftRightArithmetic.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Int16, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32, %1: i16) "None" {
    %2 = spirv.ShiftRightArithmetic %0, %1 : i32, i16
    spirv.Return
  }
}
