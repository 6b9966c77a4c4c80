// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --verify-diagnostics %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  // expected-error@+1 {{!spirv.matrix takes one column count from 2 to 4}}
  spirv.func @bad(%m: !spirv.matrix<5 x vector<3xf32>>) "None" {
    spirv.Return
  }
}
