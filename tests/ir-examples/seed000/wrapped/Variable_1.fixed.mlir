// Wrapped from spirv.Variable example 1 (seed 000, tests/ir-examples/seed000/Variable.mlir)
// flavour: kernel; source: fixed; the initializer is "spirv.Constant ..." in the doc; the verifier needs it to be a real constant op
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = spirv.Constant 1.0 : f32
    %2 = spirv.Variable init(%0): !spirv.ptr<f32, Function>
    spirv.Return
  }
}
