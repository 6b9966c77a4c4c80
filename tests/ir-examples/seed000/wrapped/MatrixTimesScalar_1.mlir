// Wrapped from spirv.MatrixTimesScalar example 1 (seed 000, tests/ir-examples/seed000/MatrixTimesScalar.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: expected operation name in quotes
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%matrix: !spirv.matrix<3 x vector<3xf32>>, %scalar: f32) "None" {
    %0 = spirv.MatrixTimesScalar %matrix, %scalar :
    !spirv.matrix<3 x vector<3xf32>>, f32 -> !spirv.matrix<3 x vector<3xf32>>
    spirv.Return
  }
}
