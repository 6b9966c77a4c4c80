// Wrapped from spirv.Variable example 1 (seed 000, tests/ir-examples/seed000/Variable.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: 'spirv.Variable' op initializer must be the result of a constant or spirv.GlobalVariable op
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %2 = spirv.Variable init(%0): !spirv.ptr<f32, Function>
    spirv.Return
  }
}
