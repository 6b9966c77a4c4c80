// Wrapped from spirv.GL.SMin example 1 (seed 000, tests/ir-examples/seed000/GL.SMin.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%0: i32, %1: i32) "None" {
    %2 = spirv.GL.SMin %0, %1 : i32
    spirv.Return
  }
}
