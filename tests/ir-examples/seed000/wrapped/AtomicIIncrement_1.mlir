// Wrapped from spirv.AtomicIIncrement example 1 (seed 000, tests/ir-examples/seed000/AtomicIIncrement.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: custom op 'spirv.AtomicIncrement' is unknown
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, StorageBuffer>) "None" {
    %0 = spirv.AtomicIncrement <Device> <None> %pointer :
                             !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}
