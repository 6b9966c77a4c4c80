// Wrapped from spirv.SpecConstantOperation example 1 (seed 000, tests/ir-examples/seed000/SpecConstantOperation.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.Constant 1: i32
    %1 = spirv.Constant 1: i32
    %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32
    spirv.Return
  }
}
