// fuzz-writer finding (issue 17, verif branch): two spirv.EntryPoint of one function and
// execution model were verified; spirv-val: "Entry points cannot share the same name and
// ExecutionMode". Now a verifier error.
// spvkit-opt reads, verifies and prints the custom syntax; its output reads back.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s -S | FileCheck %gid
// RUN: %spvkit-opt %s -S | %spvkit-opt - -S | FileCheck %s

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  // CHECK: spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  // CHECK: spirv.func @add(%{{.*}}: !spirv.ptr<f32, CrossWorkgroup>, %{{.*}}: !spirv.ptr<f32, CrossWorkgroup>) "None" {
  spirv.EntryPoint "Kernel" @add, @gid
  spirv.func @add(%a: !spirv.ptr<f32, CrossWorkgroup>, %b: !spirv.ptr<f32, CrossWorkgroup>) "None" {
    // CHECK-NEXT: spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi64>, Input>
    %gid = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi64>, Input>
    // CHECK-NEXT: spirv.Load "Input" %{{.*}} : vector<3xi64>
    %ids = spirv.Load "Input" %gid : vector<3xi64>
    // CHECK-NEXT: spirv.CompositeExtract %{{.*}}[0 : i32] : vector<3xi64>
    %i = spirv.CompositeExtract %ids[0 : i32] : vector<3xi64>
    // CHECK-NEXT: spirv.InBoundsPtrAccessChain %{{.*}}[%{{.*}}] : !spirv.ptr<f32, CrossWorkgroup>, built_in
    %pa = spirv.InBoundsPtrAccessChain %a[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    %pb = spirv.InBoundsPtrAccessChain %b[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    // CHECK: spirv.Load "CrossWorkgroup" %{{.*}} ["Aligned", 4] : f32
    %x = spirv.Load "CrossWorkgroup" %pa ["Aligned", 4] : f32
    %y = spirv.Load "CrossWorkgroup" %pb ["Aligned", 4] : f32
    // CHECK: spirv.FAdd %{{.*}}, %{{.*}} : f32
    %s = spirv.FAdd %x, %y : f32
    // CHECK-NEXT: spirv.Store "CrossWorkgroup" %{{.*}}, %{{.*}} ["Aligned", 4] {relaxed_precision} : f32
    spirv.Store "CrossWorkgroup" %pa, %s ["Aligned", 4] : f32
    spirv.Return
  }
  // CHECK: spirv.EntryPoint "Kernel" @add, @gid
  spirv.EntryPoint "Kernel" @add, @gid
  // CHECK-NEXT: spirv.ExecutionMode @add "LocalSize", 64, 1, 1
  spirv.ExecutionMode @add "LocalSize", 64, 1, 1
}
