// Wrapped from spirv.GL.FMax example 2 (seed 000, tests/ir-examples/seed000/GL.FMax.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {
  spirv.func @seed_example(%0: vector<3xf16>, %1: vector<3xf16>) "None" {
    %3 = spirv.GL.FMax %0, %1 : vector<3xf16>
    spirv.Return
  }
}
