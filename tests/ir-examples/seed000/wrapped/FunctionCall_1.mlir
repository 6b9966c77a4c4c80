// Wrapped from spirv.FunctionCall example 1 (seed 000, tests/ir-examples/seed000/FunctionCall.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @f_void(%a0: i32) "None" {
    spirv.Return
  }
  spirv.func @seed_example(%arg0: i32) "None" {
    spirv.FunctionCall @f_void(%arg0) : (i32) ->  ()
    spirv.Return
  }
}
