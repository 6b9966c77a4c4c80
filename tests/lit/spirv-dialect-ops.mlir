// RUN: %spvkit-ir-roundtrip --check %s | FileCheck %s
// The dialect's own ops print exactly as MLIR 19 prints them.

// CHECK-LABEL: spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  // CHECK-NEXT: spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  // CHECK-NEXT: spirv.GlobalVariable @init : !spirv.ptr<f32, CrossWorkgroup>
  spirv.GlobalVariable @init : !spirv.ptr<f32, CrossWorkgroup>
  // CHECK-NEXT: spirv.GlobalVariable @copy initializer(@init) : !spirv.ptr<!spirv.ptr<f32, CrossWorkgroup>, CrossWorkgroup>
  spirv.GlobalVariable @copy initializer(@init) : !spirv.ptr<!spirv.ptr<f32, CrossWorkgroup>, CrossWorkgroup>
  // CHECK-NEXT: spirv.SpecConstant @sc spec_id(5) = 1 : i32
  spirv.SpecConstant @sc spec_id(5) = 1 : i32
  // CHECK-NEXT: spirv.SpecConstant @flag = true
  spirv.SpecConstant @flag = true
  // A declaration is imported (the verifier checks it).
  // CHECK-NEXT: spirv.func @decl(i32, f32) -> f32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "decl", linkage_type = <Import>>}
  spirv.func @decl(i32, f32) -> f32 "Pure" attributes {linkage_attributes = {linkage_name = "decl", linkage_type = #spirv.linkage_type<Import>}}
  // CHECK-NEXT: spirv.func @k(%[[A:.*]]: i32, %[[P:.*]]: !spirv.ptr<f32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Restrict>}) -> i32 "None" {
  spirv.func @k(%a: i32, %p: !spirv.ptr<f32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Restrict>}) -> i32 "None" {
    // CHECK-NEXT: spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi64>, Input>
    %0 = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi64>, Input>
    // CHECK-NEXT: spirv.mlir.referenceof @sc : i32
    %1 = spirv.mlir.referenceof @sc : i32
    // CHECK-NEXT: spirv.Constant 7 : i32
    %2 = spirv.Constant 7 : i32
    // CHECK-NEXT: spirv.Constant dense<[1, 2]> : vector<2xi32>
    %3 = spirv.Constant dense<[1, 2]> : vector<2xi32>
    // CHECK-NEXT: spirv.Constant true
    %4 = spirv.Constant true
    // CHECK-NEXT: spirv.mlir.selection control(Flatten) {
    spirv.mlir.selection control(Flatten) {
      // CHECK-NEXT: spirv.BranchConditional %{{.*}} [1, 2], ^bb{{[0-9]+}}, ^bb{{[0-9]+}}
      spirv.BranchConditional %4 [1, 2], ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      // CHECK: spirv.mlir.merge
      spirv.mlir.merge
    }
    // CHECK: spirv.mlir.loop {
    spirv.mlir.loop {
      spirv.Branch ^bb1(%2 : i32)
    // CHECK: ^bb{{[0-9]+}}(%{{.*}}: i32):
    ^bb1(%i: i32):
      %c = spirv.SLessThan %i, %a : i32
      spirv.BranchConditional %c, ^bb2, ^bb3
    ^bb2:
      %n = spirv.IAdd %i, %1 : i32
      // CHECK: spirv.Branch ^bb{{[0-9]+}}(%{{.*}} : i32)
      spirv.Branch ^bb1(%n : i32)
    ^bb3:
      spirv.mlir.merge
    }
    // CHECK: spirv.FunctionCall @decl(%{{.*}}, %{{.*}}) : (i32, f32) -> f32
    %f = spirv.Load "CrossWorkgroup" %p : f32
    %r = spirv.FunctionCall @decl(%a, %f) : (i32, f32) -> f32
    // CHECK: spirv.ReturnValue %{{.*}} : i32
    spirv.ReturnValue %a : i32
  }
  // An entry point returns void (the verifier checks it).
  // CHECK: spirv.func @main() "None" {
  spirv.func @main() "None" {
    spirv.Return
  }
  // CHECK: spirv.EntryPoint "Kernel" @main, @gid
  spirv.EntryPoint "Kernel" @main, @gid
  // CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 16, 1, 1
  spirv.ExecutionMode @main "LocalSize", 16, 1, 1
}

// CHECK: spirv.module Logical GLSL450 {
spirv.module Logical GLSL450 {
}
