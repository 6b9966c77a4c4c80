// Wrapped from spirv.FunctionCall example 2 (seed 000, tests/ir-examples/seed000/FunctionCall.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @f_iadd(%a0: i32, %a1: i32) -> i32 "None" {
    %r = spirv.Undef : i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @seed_example(%arg0: i32, %arg1: i32) "None" {
    %0 = spirv.FunctionCall @f_iadd(%arg0, %arg1) : (i32, i32) -> i32
    spirv.Return
  }
}
