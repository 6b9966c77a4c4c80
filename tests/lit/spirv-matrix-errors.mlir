// Malformed !spirv.matrix types are located parse errors (the shapes MLIR
// accepts: 2 to 4 columns of vectors of 2 to 4 floats).
// RUN: not %spvkit-ir-roundtrip %s 2>&1 | FileCheck %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  // CHECK: spirv-matrix-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: !spirv.matrix columns must be vectors of 2 to 4 floats
  spirv.func @bad(%m: !spirv.matrix<3 x vector<3xi32>>) "None" {
    spirv.Return
  }
}
