// Wrapped from spirv.GL.Fma example 2 (seed 000, tests/ir-examples/seed000/GL.Fma.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {
  spirv.func @seed_example(%a: vector<3xf16>, %b: vector<3xf16>, %c: vector<3xf16>) "None" {
    %1 = spirv.GL.Fma %a, %b, %c : vector<3xf16>
    spirv.Return
  }
}
