// A GlobalVariable initialized by a spec constant composite (MLIR 19's
// structure-ops.mlir case): OpVariable's initializer may be any constant
// instruction, OpSpecConstantComposite included. It verifies, is written
// (spirv-val accepts it) and reads back; mlir-opt-19 reads the print.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %spvkit-opt %t.spv | FileCheck %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int8, Linkage], []> {
  spirv.SpecConstant @sc1 = 1 : i8
  spirv.SpecConstant @sc2 = 2 : i8
  spirv.SpecConstant @sc3 = 3 : i8
  spirv.SpecConstantComposite @scc (@sc1, @sc2, @sc3) : !spirv.array<3 x i8>
  // CHECK: spirv.GlobalVariable @var initializer(@scc) : !spirv.ptr<!spirv.array<3 x i8>, Private>
  spirv.GlobalVariable @var initializer(@scc) : !spirv.ptr<!spirv.array<3 x i8>, Private>
}
