// Wrapped from spirv.GL.FClamp example 1 (seed 000, tests/ir-examples/seed000/GL.FClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: f32, %min: f32, %max: f32) "None" {
    %2 = spirv.GL.FClamp %x, %min, %max : f32
    spirv.Return
  }
}
