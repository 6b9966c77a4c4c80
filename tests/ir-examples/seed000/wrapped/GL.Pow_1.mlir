// Wrapped from spirv.GL.Pow example 1 (seed 000, tests/ir-examples/seed000/GL.Pow.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %2 = spirv.GL.Pow %0, %1 : f32
    spirv.Return
  }
}
