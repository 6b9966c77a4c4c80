// Wrapped from spirv.GL.SMax example 2 (seed 000, tests/ir-examples/seed000/GL.SMax.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int16], []> {
  spirv.func @seed_example(%0: vector<3xi16>, %1: vector<3xi16>) "None" {
    %3 = spirv.GL.SMax %0, %1 : vector<3xi16>
    spirv.Return
  }
}
