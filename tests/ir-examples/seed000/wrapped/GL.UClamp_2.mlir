// Wrapped from spirv.GL.UClamp example 2 (seed 000, tests/ir-examples/seed000/GL.UClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int16], []> {
  spirv.func @seed_example(%x: vector<3xui16>, %min: vector<3xui16>, %max: vector<3xui16>) "None" {
    %3 = spirv.GL.UClamp %x, %min, %max : vector<3xui16>
    spirv.Return
  }
}
