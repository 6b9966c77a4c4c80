// Wrapped from spirv.MatrixTimesMatrix example 1 (seed 000, tests/ir-examples/seed000/MatrixTimesMatrix.mlir)
// flavour: shader; source: auto
// vce: update-vce failed: right and result matrices must have equal columns' count
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example(%matrix_1: !spirv.matrix<4 x vector<3xf32>>, %matrix_2: !spirv.matrix<3 x vector<4xf32>>) "None" {
    %0 = spirv.MatrixTimesMatrix %matrix_1, %matrix_2 :
        !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> ->
        !spirv.matrix<4 x vector<4xf32>>
    spirv.Return
  }
}
