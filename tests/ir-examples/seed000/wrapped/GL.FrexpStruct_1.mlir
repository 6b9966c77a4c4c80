// Wrapped from spirv.GL.FrexpStruct example 1 (seed 000, tests/ir-examples/seed000/GL.FrexpStruct.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: expected '('
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %2 = spirv.GL.FrexpStruct %0 : f32 -> !spirv.struct<f32, i32>
    spirv.Return
  }
}
