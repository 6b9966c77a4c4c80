// Malformed !spirv.matrix types are located parse errors (the shapes MLIR
// accepts: 2 to 4 columns of vectors of 2 to 4 floats).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --verify-diagnostics %s %}

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  // expected-error@+1 {{matrix columns' elements must be of Float type, got 'i32'}}
  spirv.func @bad(%m: !spirv.matrix<3 x vector<3xi32>>) "None" {
    spirv.Return
  }
}
