// Wrapped from spirv.GL.Round example 2 (seed 000, tests/ir-examples/seed000/GL.Round.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {
  spirv.func @seed_example(%1: vector<3xf16>) "None" {
    %3 = spirv.GL.Round %1 : vector<3xf16>
    spirv.Return
  }
}
