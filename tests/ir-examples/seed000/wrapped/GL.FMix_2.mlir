// Wrapped from spirv.GL.FMix example 2 (seed 000, tests/ir-examples/seed000/GL.FMix.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%x: vector<4xf32>, %y: vector<4xf32>, %a: vector<4xf32>) "None" {
    %0 = spirv.GL.FMix %x : vector<4xf32>, %y : vector<4xf32>, %a : vector<4xf32> -> vector<4xf32>
    spirv.Return
  }
}
