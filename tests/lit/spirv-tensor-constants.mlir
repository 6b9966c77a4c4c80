// MLIR's tensor-typed dense constants for arrays (MLIR 19's structure-ops.mlir
// case): `dense<..> : tensor<2x3xi32>` followed by the array result type is
// read as the nested array constant of that type, so it prints as one, is
// written as OpConstantComposite of OpConstantComposites (spirv-val accepts
// it) and reads back the same. Only the element type and count have to agree
// with the result (MLIR's rule), so a 2x2 tensor may fill an array of 4
// (Inputs/tensor-constant-reshaped.mlir: mlir-translate-19 crashes writing
// that one, so it is not judged by it). mlir-opt-19 reads the inputs and the
// prints; mlir-translate-19 writes this input, and spvkit reads MLIR's binary
// the same way.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt %s > /dev/null %}
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %spvkit-opt %t.spv | FileCheck %s
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.mlir.spv %}
// RUN: %if mlir-translate %{ %spvkit-opt %t.mlir.spv | FileCheck %s %}
// RUN: %spvkit-opt %S/Inputs/tensor-constant-reshaped.mlir | FileCheck %s --check-prefix=RESHAPED
// RUN: %if mlir-opt %{ %mlir-opt %S/Inputs/tensor-constant-reshaped.mlir > /dev/null %}
// RUN: %if mlir-opt %{ %spvkit-opt %S/Inputs/tensor-constant-reshaped.mlir | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %S/Inputs/tensor-constant-reshaped.mlir -o %t.reshaped.spv
// RUN: %if spirv-val %{ %spirv-val %t.reshaped.spv %}
// RUN: %spvkit-opt %t.reshaped.spv | FileCheck %s --check-prefix=RESHAPED
// RESHAPED: spirv.Constant [7 : i32, 8 : i32, 9 : i32, 10 : i32] : !spirv.array<4 x i32>

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    %v0 = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<3 x i32>>, Function>
    %v1 = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<3 x f32>>, Function>
    %v2 = spirv.Variable : !spirv.ptr<!spirv.array<2 x i32>, Function>
    // CHECK: spirv.Constant {{\[}}[1 : i32, 1 : i32, 1 : i32], [1 : i32, 1 : i32, 1 : i32]] : !spirv.array<2 x !spirv.array<3 x i32>>
    %0 = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
    // CHECK: spirv.Constant {{\[}}[1.0 : f32, 2.0 : f32, 3.0 : f32], [4.0 : f32, 5.0 : f32, 6.0 : f32]] : !spirv.array<2 x !spirv.array<3 x f32>>
    %1 = spirv.Constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x f32>>
    // CHECK: spirv.Constant [7 : i32, 8 : i32] : !spirv.array<2 x i32>
    %2 = spirv.Constant dense<[7, 8]> : tensor<2xi32> : !spirv.array<2 x i32>
    spirv.Store "Function" %v0, %0 : !spirv.array<2 x !spirv.array<3 x i32>>
    spirv.Store "Function" %v1, %1 : !spirv.array<2 x !spirv.array<3 x f32>>
    spirv.Store "Function" %v2, %2 : !spirv.array<2 x i32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
