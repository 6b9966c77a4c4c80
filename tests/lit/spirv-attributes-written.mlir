// What the verifier accepts of attributes is what the binary holds
// (ir/spirv/AttributeEncoding.h): operands and decorations are written and
// read back; discardable `name.x` attributes and spirv.module's own extra
// attributes (MLIR's doc example module_2) are accepted and not written.
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %spvkit-opt %t.spv -S | FileCheck %s

// CHECK: spirv.module Physical64 OpenCL
// CHECK-NOT: some_additional_attr
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage], [SPV_KHR_no_integer_wrap_decoration]> attributes {some_additional_attr = "only in the IR"} {
  // CHECK: spirv.GlobalVariable @g {alignment = 8 : i32} : !spirv.ptr<i32, CrossWorkgroup>
  spirv.GlobalVariable @g {alignment = 8 : i32, test.note = 1 : i32} : !spirv.ptr<i32, CrossWorkgroup>
  // CHECK: spirv.func @f(%{{.*}}: i32, %{{.*}}: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Restrict>}) -> i32 "None"
  spirv.func @f(%a: i32 {my.note}, %p: !spirv.ptr<i32, CrossWorkgroup> {restrict}) -> i32 "None" {
    // CHECK: spirv.IAdd %{{.*}}, %{{.*}} {no_signed_wrap} : i32
    %0 = "spirv.IAdd"(%a, %a) {no_signed_wrap, my.tag = 2 : i32} : (i32, i32) -> i32
    // CHECK: spirv.Load "CrossWorkgroup" %{{.*}} ["Volatile|Aligned", 4] : i32
    %1 = spirv.Load "CrossWorkgroup" %p ["Volatile|Aligned", 4] : i32
    // CHECK: spirv.IAdd %{{.*}}, %{{.*}} : i32
    %2 = "spirv.IAdd"(%0, %1) {no_unsigned_wrap = false} : (i32, i32) -> i32
    spirv.ReturnValue %2 : i32
  }
}
// CHECK-NOT: my.
// CHECK-NOT: test.note
