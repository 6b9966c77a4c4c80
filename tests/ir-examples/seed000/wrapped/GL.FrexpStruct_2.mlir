// Wrapped from spirv.GL.FrexpStruct example 2 (seed 000, tests/ir-examples/seed000/GL.FrexpStruct.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: expected ','
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%0: vector<3xf32>) "None" {
    %3 = spirv.GL.FrexpStruct %0 : vector<3xf32> -> !spirv.struct<vector<3xf32>, vector<3xi32>>
    spirv.Return
  }
}
