// !spirv.matrix (OpTypeMatrix, Shader) and the matrix ops: custom syntax as
// MLIR 19 prints it, written as OpTypeMatrix / OpMatrixTimesMatrix ...,
// accepted by spirv-val and MLIR, and read back to the same text.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s -S | FileCheck %s
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s %}

// CHECK: requires #spirv.vce<v1.0, [Matrix, Shader, Linkage], []>
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader, Linkage], []> {
  // CHECK: spirv.func @mat(%{{.*}}: !spirv.matrix<4 x vector<3xf32>>, %{{.*}}: !spirv.matrix<3 x vector<4xf32>>, %{{.*}}: f32, %{{.*}}: vector<3xf32>) -> !spirv.matrix<3 x vector<3xf32>> "None"
  spirv.func @mat(%m1: !spirv.matrix<4 x vector<3xf32>>, %m2: !spirv.matrix<3 x vector<4xf32>>, %s: f32, %c: vector<3xf32>) -> !spirv.matrix<3 x vector<3xf32>> "None" {
    // CHECK: spirv.MatrixTimesMatrix %{{.*}}, %{{.*}} : !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>
    %0 = spirv.MatrixTimesMatrix %m1, %m2 : !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>
    // CHECK: spirv.MatrixTimesScalar %{{.*}}, %{{.*}} : !spirv.matrix<3 x vector<3xf32>>, f32
    %1 = spirv.MatrixTimesScalar %0, %s : !spirv.matrix<3 x vector<3xf32>>, f32
    // CHECK: spirv.Transpose %{{.*}} : !spirv.matrix<4 x vector<3xf32>> -> !spirv.matrix<3 x vector<4xf32>>
    %t = spirv.Transpose %m1 : !spirv.matrix<4 x vector<3xf32>> -> !spirv.matrix<3 x vector<4xf32>>
    // CHECK: spirv.CompositeConstruct %{{.*}}, %{{.*}}, %{{.*}} : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> !spirv.matrix<3 x vector<3xf32>>
    %3 = spirv.CompositeConstruct %c, %c, %c : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> !spirv.matrix<3 x vector<3xf32>>
    // CHECK: spirv.CompositeExtract %{{.*}}[1 : i32] : !spirv.matrix<3 x vector<3xf32>>
    %4 = spirv.CompositeExtract %3[1 : i32] : !spirv.matrix<3 x vector<3xf32>>
    // CHECK: spirv.CompositeInsert %{{.*}}, %{{.*}}[0 : i32] : vector<3xf32> into !spirv.matrix<3 x vector<3xf32>>
    %5 = spirv.CompositeInsert %4, %1[0 : i32] : vector<3xf32> into !spirv.matrix<3 x vector<3xf32>>
    spirv.ReturnValue %5 : !spirv.matrix<3 x vector<3xf32>>
  }
}
