// Struct member decorations with a value, MLIR's `[0, ColMajor,
// MatrixStride=16]`, are read and printed back (mlir-opt-19 reads the print),
// written as OpMemberDecorate with the value, and read back from the binary
// (spvkit's and MLIR's serializer's).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-dis %t.spv | FileCheck %s --check-prefix=BIN %}
// RUN: %spvkit-opt %t.spv | FileCheck %s
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.mlir.spv %}
// RUN: %if mlir-translate %{ %spvkit-opt %t.mlir.spv | FileCheck %s %}

// BIN-DAG: OpMemberDecorate %{{[_a-z0-9]+}} 0 ColMajor
// BIN-DAG: OpMemberDecorate %{{[_a-z0-9]+}} 0 MatrixStride 16
// BIN-DAG: OpMemberDecorate %{{[_a-z0-9]+}} 1 Offset 64

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix, Linkage], []> {
  // CHECK: !spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor, MatrixStride=16], f32 [64])>
  spirv.GlobalVariable @s : !spirv.ptr<!spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor, MatrixStride=16], f32 [64])>, Private>
}
