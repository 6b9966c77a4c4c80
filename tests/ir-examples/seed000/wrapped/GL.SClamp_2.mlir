// Wrapped from spirv.GL.SClamp example 2 (seed 000, tests/ir-examples/seed000/GL.SClamp.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int16], []> {
  spirv.func @seed_example(%x: vector<3xsi16>, %min: vector<3xsi16>, %max: vector<3xsi16>) "None" {
    %3 = spirv.GL.SClamp %x, %min, %max : vector<3xsi16>
    spirv.Return
  }
}
