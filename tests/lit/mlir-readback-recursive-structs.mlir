// Recursive identified structs, MLIR's `!spirv.struct<a, (!spirv.ptr<
// !spirv.struct<a>, ...>)>`: read and printed as MLIR 19 does (mlir-opt-19
// reads the print), written with OpTypeForwardPointer (spirv-val accepts the
// binary), and read back from spvkit's binary and from MLIR's serializer's;
// MLIR's deserializer reads spvkit's binary. Member access unfolds the
// reference: the pointer loaded from `next` is a pointer to `node` itself.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %if spirv-val %{ %spirv-dis %t.spv | FileCheck %s --check-prefix=BIN %}
// RUN: %spvkit-opt %t.spv | FileCheck %s
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --deserialize-spirv %t.spv | FileCheck %s --check-prefix=TYPES %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.mlir.spv %}
// RUN: %if mlir-translate %{ %spvkit-opt %t.mlir.spv | FileCheck %s --check-prefix=TYPES %}

// The pointer is declared before the struct that holds it and defined after.
// BIN: OpTypeForwardPointer %[[NODEPTR:[_a-zA-Z0-9]+]] CrossWorkgroup
// BIN-NEXT: %node = OpTypeStruct %uint %[[NODEPTR]]
// BIN-NEXT: %[[NODEPTR]] = OpTypePointer CrossWorkgroup %node
// BIN-NOT: OpTypePointer CrossWorkgroup %node
// BIN: OpTypeForwardPointer %[[APTR:[_a-zA-Z0-9]+]] CrossWorkgroup
// BIN-NEXT: OpTypeForwardPointer %[[BPTR:[_a-zA-Z0-9]+]] CrossWorkgroup
// BIN-NEXT: %b = OpTypeStruct %[[APTR]] %[[BPTR]]
// BIN-NEXT: %[[BPTR]] = OpTypePointer CrossWorkgroup %b
// BIN-NEXT: %a = OpTypeStruct %[[BPTR]]
// BIN-NEXT: %[[APTR]] = OpTypePointer CrossWorkgroup %a

// TYPES: spirv.GlobalVariable @list : !spirv.ptr<!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, CrossWorkgroup>)>, CrossWorkgroup>
// TYPES: spirv.GlobalVariable @pair : !spirv.ptr<!spirv.struct<a, (!spirv.ptr<!spirv.struct<b, (!spirv.ptr<!spirv.struct<a>, CrossWorkgroup>, !spirv.ptr<!spirv.struct<b>, CrossWorkgroup>)>, CrossWorkgroup>)>, CrossWorkgroup>

!node = !spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, CrossWorkgroup>)>
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Linkage], []> {
  // CHECK: spirv.GlobalVariable @list : !spirv.ptr<!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, CrossWorkgroup>)>, CrossWorkgroup>
  spirv.GlobalVariable @list : !spirv.ptr<!node, CrossWorkgroup>
  // CHECK: spirv.GlobalVariable @pair : !spirv.ptr<!spirv.struct<a, (!spirv.ptr<!spirv.struct<b, (!spirv.ptr<!spirv.struct<a>, CrossWorkgroup>, !spirv.ptr<!spirv.struct<b>, CrossWorkgroup>)>, CrossWorkgroup>)>, CrossWorkgroup>
  spirv.GlobalVariable @pair : !spirv.ptr<!spirv.struct<a, (!spirv.ptr<!spirv.struct<b, (!spirv.ptr<!spirv.struct<a>, CrossWorkgroup>, !spirv.ptr<!spirv.struct<b>, CrossWorkgroup>)>, CrossWorkgroup>)>, CrossWorkgroup>
  // CHECK-LABEL: spirv.func @second
  spirv.func @second(%n: !spirv.ptr<!node, CrossWorkgroup>) -> i32 "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "second", linkage_type = <Export>>} {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    // The member pointer's type is inferred by unfolding `node` once.
    // CHECK: spirv.AccessChain %{{.*}} : !spirv.ptr<!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, CrossWorkgroup>)>, CrossWorkgroup>, i32
    %p = spirv.AccessChain %n[%one] : !spirv.ptr<!node, CrossWorkgroup>, i32
    // CHECK: spirv.Load "CrossWorkgroup" %{{.*}} : !spirv.ptr<!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, CrossWorkgroup>)>, CrossWorkgroup>
    %next = spirv.Load "CrossWorkgroup" %p : !spirv.ptr<!node, CrossWorkgroup>
    %v = spirv.AccessChain %next[%zero] : !spirv.ptr<!node, CrossWorkgroup>, i32
    %x = spirv.Load "CrossWorkgroup" %v : i32
    spirv.ReturnValue %x : i32
  }
}
