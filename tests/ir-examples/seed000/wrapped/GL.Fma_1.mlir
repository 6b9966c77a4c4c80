// Wrapped from spirv.GL.Fma example 1 (seed 000, tests/ir-examples/seed000/GL.Fma.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%a: f32, %b: f32, %c: f32) "None" {
    %0 = spirv.GL.Fma %a, %b, %c : f32
    spirv.Return
  }
}
