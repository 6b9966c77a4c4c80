// The GLSL.std.450 extended instruction set (issue 16): every spirv.GL.* op
// MLIR 19 has, in MLIR's syntax. The text round-trips through spvkit-opt and
// is read by mlir-opt-19; the binary imports "GLSL.std.450" once, passes
// spirv-val for Vulkan, reads back as the same ops, and survives MLIR's
// deserializer and serializer (whose binary spvkit reads again).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val --target-env vulkan1.1 %t.spv %}
// RUN: %if spirv-val %{ %spirv-dis %t.spv | FileCheck %s --check-prefix=BIN %}
// RUN: %spvkit-opt %t.spv | FileCheck %s
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv -o %t.mlir %}
// RUN: %if mlir-translate %{ FileCheck %s < %t.mlir %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.mlir.spv %}
// RUN: %if mlir-translate %{ %spvkit-opt %t.mlir.spv | FileCheck %s %}

// BIN: OpCapability Shader
// BIN: [[SET:%[0-9a-z_]+]] = OpExtInstImport "GLSL.std.450"
// BIN-NOT: OpExtInstImport
// BIN: OpExtInst %float [[SET]] Exp
// BIN: OpExtInst %float [[SET]] Fma
// BIN: OpExtInst %float [[SET]] FMix
// BIN: OpExtInst %float [[SET]] Ldexp
// BIN: OpExtInst %{{[_a-z0-9]+}} [[SET]] FrexpStruct

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main() "None" {
    %p = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %e = spirv.AccessChain %p[%c0, %c0] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %x = spirv.Load "StorageBuffer" %e : f32
    %v = spirv.CompositeConstruct %x, %x, %x : (f32, f32, f32) -> vector<3xf32>
    // Unary float ops.
    // CHECK: spirv.GL.Exp %{{.*}} : f32
    %0 = spirv.GL.Exp %x : f32
    // CHECK: spirv.GL.FAbs %{{.*}} : f32
    %1 = spirv.GL.FAbs %0 : f32
    // CHECK: spirv.GL.Ceil %{{.*}} : vector<3xf32>
    %2 = spirv.GL.Ceil %v : vector<3xf32>
    // CHECK: spirv.GL.Floor
    %3 = spirv.GL.Floor %1 : f32
    // CHECK: spirv.GL.Round
    %4 = spirv.GL.Round %3 : f32
    // CHECK: spirv.GL.RoundEven
    %5 = spirv.GL.RoundEven %4 : f32
    // CHECK: spirv.GL.Sqrt
    %6 = spirv.GL.Sqrt %5 : f32
    // CHECK: spirv.GL.InverseSqrt
    %7 = spirv.GL.InverseSqrt %6 : f32
    // CHECK: spirv.GL.FSign
    %8 = spirv.GL.FSign %7 : f32
    // CHECK: spirv.GL.Sin
    %9 = spirv.GL.Sin %8 : f32
    // CHECK: spirv.GL.Cos
    %10 = spirv.GL.Cos %9 : f32
    // CHECK: spirv.GL.Tan
    %11 = spirv.GL.Tan %10 : f32
    // CHECK: spirv.GL.Asin
    %12 = spirv.GL.Asin %11 : f32
    // CHECK: spirv.GL.Acos
    %13 = spirv.GL.Acos %12 : f32
    // CHECK: spirv.GL.Atan
    %14 = spirv.GL.Atan %13 : f32
    // CHECK: spirv.GL.Sinh
    %15 = spirv.GL.Sinh %14 : f32
    // CHECK: spirv.GL.Cosh
    %16 = spirv.GL.Cosh %15 : f32
    // CHECK: spirv.GL.Tanh
    %17 = spirv.GL.Tanh %16 : f32
    // CHECK: spirv.GL.Log
    %18 = spirv.GL.Log %17 : f32
    // Binary and ternary float ops.
    // CHECK: spirv.GL.FMax %{{.*}}, %{{.*}} : f32
    %19 = spirv.GL.FMax %18, %x : f32
    // CHECK: spirv.GL.FMin
    %20 = spirv.GL.FMin %19, %x : f32
    // CHECK: spirv.GL.Pow
    %21 = spirv.GL.Pow %20, %x : f32
    // CHECK: spirv.GL.FClamp %{{.*}}, %{{.*}}, %{{.*}} : f32
    %22 = spirv.GL.FClamp %21, %x, %0 : f32
    // CHECK: spirv.GL.Fma %{{.*}}, %{{.*}}, %{{.*}} : f32
    %23 = spirv.GL.Fma %22, %x, %0 : f32
    // CHECK: spirv.GL.FMix %{{.*}} : f32, %{{.*}} : f32, %{{.*}} : f32 -> f32
    %24 = spirv.GL.FMix %23 : f32, %x : f32, %0 : f32 -> f32
    // Integer ops.
    // CHECK: spirv.GL.SAbs %{{.*}} : i32
    %25 = spirv.GL.SAbs %c1 : i32
    // CHECK: spirv.GL.SSign
    %26 = spirv.GL.SSign %25 : i32
    // CHECK: spirv.GL.UMax
    %27 = spirv.GL.UMax %26, %c1 : i32
    // CHECK: spirv.GL.UMin
    %28 = spirv.GL.UMin %27, %c1 : i32
    // CHECK: spirv.GL.SMax
    %29 = spirv.GL.SMax %28, %c1 : i32
    // CHECK: spirv.GL.SMin
    %30 = spirv.GL.SMin %29, %c1 : i32
    // CHECK: spirv.GL.UClamp
    %31 = spirv.GL.UClamp %30, %c0, %c1 : i32
    // CHECK: spirv.GL.SClamp
    %32 = spirv.GL.SClamp %31, %c0, %c1 : i32
    // CHECK: spirv.GL.FindUMsb %{{.*}} : i32
    %33 = spirv.GL.FindUMsb %32 : i32
    // Exponent and significand.
    // CHECK: spirv.GL.Ldexp %{{.*}} : f32, %{{.*}} : i32 -> f32
    %34 = spirv.GL.Ldexp %24 : f32, %33 : i32 -> f32
    // CHECK: spirv.GL.FrexpStruct %{{.*}} : f32 -> !spirv.struct<(f32, i32)>
    %35 = spirv.GL.FrexpStruct %34 : f32 -> !spirv.struct<(f32, i32)>
    %36 = spirv.CompositeExtract %35[0 : i32] : !spirv.struct<(f32, i32)>
    %37 = spirv.CompositeExtract %2[1 : i32] : vector<3xf32>
    %38 = spirv.FAdd %36, %37 : f32
    spirv.Store "StorageBuffer" %e, %38 : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
