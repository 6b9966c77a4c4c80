// The GLSL.std.450 instructions MLIR 19 has no op for (issue 16): generated
// from the grammar like the others, they print in the default syntax, are
// written as OpExtInst of "GLSL.std.450" (spirv-val for Vulkan accepts the
// module) and read back as the same ops.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val --target-env vulkan1.1 %t.spv %}
// RUN: %if spirv-val %{ %spirv-dis %t.spv | FileCheck %s --check-prefix=BIN %}
// RUN: %spvkit-opt %t.spv | FileCheck %s
// (mlir-translate-19 --deserialize-spirv refuses these: "unhandled
// deserializations of 29 from extension set GLSL.std.450".)

// BIN-COUNT-1: OpExtInstImport "GLSL.std.450"
// BIN: Exp2
// BIN: Cross
// BIN: Determinant

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main() "None" {
    %p = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %c0 = spirv.Constant 0 : i32
    %e = spirv.AccessChain %p[%c0, %c0] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %x = spirv.Load "StorageBuffer" %e : f32
    %v = spirv.CompositeConstruct %x, %x, %x : (f32, f32, f32) -> vector<3xf32>
    %v2 = spirv.CompositeConstruct %x, %x : (f32, f32) -> vector<2xf32>
    // CHECK: spirv.GL.Exp2 %{{.*}} : (f32) -> f32
    %0 = spirv.GL.Exp2 %x : (f32) -> f32
    // CHECK: spirv.GL.Log2
    %1 = spirv.GL.Log2 %0 : (f32) -> f32
    // CHECK: spirv.GL.Trunc
    %2 = spirv.GL.Trunc %1 : (f32) -> f32
    // CHECK: spirv.GL.Fract
    %3 = spirv.GL.Fract %2 : (f32) -> f32
    // CHECK: spirv.GL.Atan2 %{{.*}}, %{{.*}} : (f32, f32) -> f32
    %4 = spirv.GL.Atan2 %3, %x : (f32, f32) -> f32
    // CHECK: spirv.GL.Radians
    %5 = spirv.GL.Radians %4 : (f32) -> f32
    // CHECK: spirv.GL.Asinh
    %6 = spirv.GL.Asinh %5 : (f32) -> f32
    // CHECK: spirv.GL.Step
    %7 = spirv.GL.Step %6, %x : (f32, f32) -> f32
    // CHECK: spirv.GL.SmoothStep
    %8 = spirv.GL.SmoothStep %7, %x, %0 : (f32, f32, f32) -> f32
    // CHECK: spirv.GL.NClamp
    %9 = spirv.GL.NClamp %8, %x, %0 : (f32, f32, f32) -> f32
    // CHECK: spirv.GL.Cross %{{.*}}, %{{.*}} : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %10 = spirv.GL.Cross %v, %v : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    // CHECK: spirv.GL.Normalize
    %11 = spirv.GL.Normalize %10 : (vector<3xf32>) -> vector<3xf32>
    // CHECK: spirv.GL.Reflect
    %12 = spirv.GL.Reflect %11, %v : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    // CHECK: spirv.GL.Refract %{{.*}}, %{{.*}}, %{{.*}} : (vector<3xf32>, vector<3xf32>, f32) -> vector<3xf32>
    %13 = spirv.GL.Refract %12, %v, %x : (vector<3xf32>, vector<3xf32>, f32) -> vector<3xf32>
    // CHECK: spirv.GL.FaceForward
    %14 = spirv.GL.FaceForward %13, %v, %v : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    // CHECK: spirv.GL.Length %{{.*}} : (vector<3xf32>) -> f32
    %15 = spirv.GL.Length %14 : (vector<3xf32>) -> f32
    // CHECK: spirv.GL.Distance
    %16 = spirv.GL.Distance %14, %v : (vector<3xf32>, vector<3xf32>) -> f32
    // CHECK: spirv.GL.PackHalf2x16 %{{.*}} : (vector<2xf32>) -> i32
    %17 = spirv.GL.PackHalf2x16 %v2 : (vector<2xf32>) -> i32
    // CHECK: spirv.GL.UnpackHalf2x16
    %18 = spirv.GL.UnpackHalf2x16 %17 : (i32) -> vector<2xf32>
    // CHECK: spirv.GL.FindILsb
    %19 = spirv.GL.FindILsb %17 : (i32) -> i32
    // CHECK: spirv.GL.FindSMsb
    %20 = spirv.GL.FindSMsb %19 : (i32) -> i32
    // CHECK: spirv.GL.ModfStruct %{{.*}} : (f32) -> !spirv.struct<(f32, f32)>
    %21 = spirv.GL.ModfStruct %x : (f32) -> !spirv.struct<(f32, f32)>
    %m = spirv.CompositeConstruct %v2, %v2 : (vector<2xf32>, vector<2xf32>) -> !spirv.matrix<2 x vector<2xf32>>
    // CHECK: spirv.GL.Determinant %{{.*}} : (!spirv.matrix<2 x vector<2xf32>>) -> f32
    %22 = spirv.GL.Determinant %m : (!spirv.matrix<2 x vector<2xf32>>) -> f32
    // CHECK: spirv.GL.MatrixInverse
    %23 = spirv.GL.MatrixInverse %m : (!spirv.matrix<2 x vector<2xf32>>) -> !spirv.matrix<2 x vector<2xf32>>
    %24 = spirv.FAdd %9, %15 : f32
    %25 = spirv.FAdd %24, %16 : f32
    %26 = spirv.FAdd %25, %22 : f32
    spirv.Store "StorageBuffer" %e, %26 : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
