// Type rules the verifier-typing test (tests/fuzz/verifier_typing_test.cpp)
// found missing: spirv-val rejected the binaries of modules the verifier
// accepted. Each error is located at its op; @valid holds the accepted forms.
// RUN: not %spvkit-opt %s -S 2>&1 | FileCheck %s
// RUN: sed -n '/^\/\/ VALID-BEGIN/,/^\/\/ VALID-END/p' %s > %t.mlir
// RUN: %spvkit-opt %t.mlir -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @bad(%a: i32, %b: i1, %v: vector<2xi32>) "None" {
    // CHECK: spirv-type-rule-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.CopyObject' op operand #0 type 'i32' does not match result type 'i64'
    %0 = "spirv.CopyObject"(%a) : (i32) -> i64
    // CHECK: spirv-type-rule-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.SatConvertSToU' op result type 'f32' must be an integer scalar or vector
    %1 = "spirv.SatConvertSToU"(%a) : (i32) -> f32
    // CHECK: spirv-type-rule-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.SatConvertUToS' op operand type 'i32' and result type 'vector<2xi32>' must have the same number of components
    %2 = "spirv.SatConvertUToS"(%a) : (i32) -> vector<2xi32>
    // CHECK: spirv-type-rule-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Bitcast' op operand type 'i1' and result type 'i1' must not be booleans
    %3 = "spirv.Bitcast"(%b) : (i1) -> i1
    spirv.Return
  }
}
// VALID-BEGIN
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @valid(%a: i32, %v: vector<2xi32>) -> i64 "None" {
    %0 = "spirv.CopyObject"(%a) : (i32) -> i32
    %1 = "spirv.SatConvertSToU"(%0) : (i32) -> i64
    %2 = "spirv.SatConvertUToS"(%v) : (vector<2xi32>) -> vector<2xi64>
    %3 = "spirv.Bitcast"(%2) : (vector<2xi64>) -> vector<4xi32>
    spirv.ReturnValue %1 : i64
  }
}
// VALID-END
