// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --verify-diagnostics %s %}

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  // expected-error@+1 {{matrix is expected to have 2, 3, or 4 columns}}
  spirv.func @bad(%m: !spirv.matrix<5 x vector<3xf32>>) "None" {
    spirv.Return
  }
}
