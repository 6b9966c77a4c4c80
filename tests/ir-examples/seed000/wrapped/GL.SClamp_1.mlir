// Wrapped from spirv.GL.SClamp example 1 (seed 000, tests/ir-examples/seed000/GL.SClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: si32, %min: si32, %max: si32) "None" {
    %2 = spirv.GL.SClamp %x, %min, %max : si32
    spirv.Return
  }
}
