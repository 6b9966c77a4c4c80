// Wrapped from seed 002 line 511 (Ops from extended instruction sets); flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%cst: f32) "None" {
    %1 = "spirv.GL.Log"(%cst) : (f32) -> (f32)
    %2 = "spirv.GL.Sqrt"(%cst) : (f32) -> (f32)
    spirv.Return
  }
}
