// Wrapped from spirv.GL.FClamp example 2 (seed 000, tests/ir-examples/seed000/GL.FClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {
  spirv.func @seed_example(%x: vector<3xf16>, %min: vector<3xf16>, %max: vector<3xf16>) "None" {
    %3 = spirv.GL.FClamp %x, %min, %max : vector<3xf16>
    spirv.Return
  }
}
