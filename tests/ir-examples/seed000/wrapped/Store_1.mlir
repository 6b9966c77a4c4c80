// Wrapped from spirv.Store example 1 (seed 000, tests/ir-examples/seed000/Store.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: f32) "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.Store "Function" %0, %1 : f32
    spirv.Store "Function" %0, %1 ["Volatile"] : f32
    spirv.Store "Function" %0, %1 ["Aligned", 4] : f32
    spirv.Return
  }
}
