// Struct member decorations with a value, MLIR's `[0, ColMajor,
// MatrixStride=16]`, are read and printed back (mlir-opt-19 reads the print).
// Writing them to a binary is not supported yet: a located error.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: not %spvkit-opt %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WRITE

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], []> {
  // CHECK: !spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor, MatrixStride=16], f32 [64])>
  // WRITE: mlir-readback-struct-member-decorations.mlir:[[# @LINE + 1]]:3: error: unsupported struct member decoration
  spirv.GlobalVariable @s : !spirv.ptr<!spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor, MatrixStride=16], f32 [64])>, Private>
}
