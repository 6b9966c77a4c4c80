// Wrapped from spirv.mlir.addressof example 1 (seed 000, tests/ir-examples/seed000/mlir.addressof.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.GlobalVariable @global_var : !spirv.ptr<f32, Input>
  spirv.func @seed_example() "None" {
    %0 = spirv.mlir.addressof @global_var : !spirv.ptr<f32, Input>
    spirv.Return
  }
}
