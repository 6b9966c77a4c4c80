// Wrapped from spirv.GL.FMix example 1 (seed 000, tests/ir-examples/seed000/GL.FMix.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: f32, %y: f32, %a: f32) "None" {
    %0 = spirv.GL.FMix %x : f32, %y : f32, %a : f32 -> f32
    spirv.Return
  }
}
