// SPIR-V verifier rules stated as mlir-opt states them: one case per split,
// the expected diagnostic next to its line (spvkit-opt --verify-diagnostics).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// mlir-opt-19 agrees with every expectation (messages are matched as substrings).
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

// A valid split is printed; every split leaves its separator.
// CHECK: spirv.module Logical GLSL450 {
// CHECK-NEXT: spirv.GlobalVariable @ok
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @ok : !spirv.ptr<i32, Private>
}

// -----

// An error and its note, directive above the line (@+N).
// CHECK: // {{-----}}
// CHECK-NEXT: // {{-----}}
spirv.module Logical GLSL450 {
  // expected-note@+1 {{definition}}
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
  // expected-error@+1 {{redefinition of symbol}}
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
}

// -----

// Directive below the line (@-N).
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
  // expected-error@-1 {{redefinition of symbol}}
  // expected-note@-3 {{definition}}
}

// -----

// @above and @below skip lines that hold directives; -re takes {{regex}}.
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
  // expected-note@above {{definition}}
  // expected-error-re@below {{redefinition of symbol {{(named )?}}'{{[a-z]}}'}}
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32) -> i32 "None" {
    %0 = spirv.ConvertSToF %a : i32 to f32
    // expected-error@+1 {{'spirv.ReturnValue' op}}
    spirv.ReturnValue %0 : f32
  }
}
