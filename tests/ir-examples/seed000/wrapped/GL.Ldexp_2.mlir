// Wrapped from spirv.GL.Ldexp example 2 (seed 000, tests/ir-examples/seed000/GL.Ldexp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: vector<3xf32>, %exp: vector<3xi32>) "None" {
    %y = spirv.GL.Ldexp %x : vector<3xf32>, %exp : vector<3xi32> -> vector<3xf32>
    spirv.Return
  }
}
