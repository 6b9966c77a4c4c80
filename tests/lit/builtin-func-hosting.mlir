// MLIR's hosting ops around SPIR-V ops: the builtin module (with a name and
// attributes), func.func / return / call, type and attribute aliases. The
// printed text reads back, and mlir-opt-19 reads it too.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s --check-prefix=MLIR %}

!ptr = !spirv.ptr<i32, Function>
#four = 4 : i32

// CHECK: module @m attributes {test.four = 4 : i32} {
// MLIR: module @m attributes {test.four = 4 : i32} {
module @m attributes {test.four = #four} {
  // CHECK-NEXT: func.func @add(%a: i32, %b: i32 {test.arg}) -> i32 {
  // CHECK-NEXT:   %0 = spirv.IAdd %a, %b : i32
  // CHECK-NEXT:   %1 = call @twice(%0) : (i32) -> i32
  // CHECK-NEXT:   return %1 : i32
  // CHECK-NEXT: }
  // MLIR: func.func @add
  // MLIR: spirv.IAdd
  func.func @add(%a: i32, %b: i32 {test.arg}) -> i32 {
    %0 = spirv.IAdd %a, %b : i32
    %1 = func.call @twice(%0) : (i32) -> i32
    func.return %1 : i32
  }
  // CHECK-NEXT: func.func private @twice(i32) -> i32
  func.func private @twice(i32) -> i32
  // CHECK-NEXT: func.func @load(%p: !spirv.ptr<i32, Function>) -> (i32 {test.res}) {
  // CHECK-NEXT:   %0 = spirv.Load "Function" %p : i32
  func.func @load(%p: !ptr) -> (i32 {test.res}) {
    %0 = spirv.Load "Function" %p : i32
    return %0 : i32
  }
  // SPIR-V function-scope ops are at home in func.func too (MLIR's
  // InFunctionScope): spirv.Variable in the entry block, spirv.ReturnValue.
  // CHECK: func.func @scoped(%x: i32) -> i32 {
  // CHECK-NEXT: %v = spirv.Variable : !spirv.ptr<i32, Function>
  // CHECK: spirv.ReturnValue
  func.func @scoped(%x: i32) -> i32 {
    %v = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %v, %x : i32
    %y = spirv.Load "Function" %v : i32
    spirv.ReturnValue %y : i32
  }
  // CHECK: spirv.module Logical GLSL450 {
  spirv.module Logical GLSL450 {
  }
}
// An unnamed module, and nested modules.
// CHECK: module {
// CHECK-NEXT: module {
module {
  module {
  }
}
