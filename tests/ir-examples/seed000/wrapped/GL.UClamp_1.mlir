// Wrapped from spirv.GL.UClamp example 1 (seed 000, tests/ir-examples/seed000/GL.UClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: i32, %min: i32, %max: i32) "None" {
    %2 = spirv.GL.UClamp %x, %min, %max : i32
    spirv.Return
  }
}
