// FPFastMathMode attributes print as MLIR's #spirv.fastmath_mode<...> (not
// #spirv.fpfast_math_mode), which mlir-opt-19 reads back.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// The FPFastMathMode decoration of a binary reads back the same way.
// RUN: %spvkit-opt %s -o %t.spv && %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %t.spv -S | %mlir-opt > /dev/null %}

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @f(%x: f32) -> f32 "None" {
    // CHECK: spirv.FAdd %{{.*}} {fpfast_math_mode = #spirv.fastmath_mode<NotNaN|NotInf>} : f32
    %y = spirv.FAdd %x, %x {fpfast_math_mode = #spirv.fastmath_mode<NotNaN|NotInf>} : f32
    spirv.ReturnValue %y : f32
  }
}
