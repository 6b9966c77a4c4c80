// RUN: not %spvkit-ir-roundtrip %s 2>&1 | FileCheck %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Matrix, Shader], []> {
  // CHECK: spirv-matrix-count-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: !spirv.matrix takes one column count from 2 to 4
  spirv.func @bad(%m: !spirv.matrix<5 x vector<3xf32>>) "None" {
    spirv.Return
  }
}
