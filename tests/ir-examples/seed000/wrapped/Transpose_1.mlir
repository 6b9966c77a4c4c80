// Wrapped from spirv.Transpose example 1 (seed 000, tests/ir-examples/seed000/Transpose.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  spirv.func @seed_example(%matrix: !spirv.matrix<2 x vector<3xf32>>) "None" {
    %0 = spirv.Transpose %matrix: !spirv.matrix<2 x vector<3xf32>> ->
    !spirv.matrix<3 x vector<2xf32>>
    spirv.Return
  }
}
