// Wrapped from spirv.Variable example 2 (seed 000, tests/ir-examples/seed000/Variable.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.Return
  }
}
