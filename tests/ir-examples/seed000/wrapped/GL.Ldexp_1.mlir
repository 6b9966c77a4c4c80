// Wrapped from spirv.GL.Ldexp example 1 (seed 000, tests/ir-examples/seed000/GL.Ldexp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: f32, %exp: i32) "None" {
    %y = spirv.GL.Ldexp %x : f32, %exp : i32 -> f32
    spirv.Return
  }
}
