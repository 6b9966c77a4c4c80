// OpSpecConstantOp read back from what MLIR writes: mlir-translate-19
// serializes spirv.SpecConstantOperation (IAdd of two spec constants, a chain
// through a constant and another spec constant operation, a unary op);
// spvkit-opt reads each use back as a spirv.SpecConstantOperation with its
// operands materialized before it, writes it again (spirv-val) and the text
// form writes the same binary. (MLIR 19 serializes a wrapped CompositeExtract
// without its literal indices, so that op is checked by the reader's unit
// test instead.)
// REQUIRES: spvkit-opt, mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.mlir.spv
// RUN: %spvkit-opt %t.mlir.spv -S | FileCheck %s
// RUN: %spvkit-opt %t.mlir.spv -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %spvkit-opt %t.mlir.spv -S | %spvkit-opt - -o %t.again.spv
// RUN: cmp %t.spv %t.again.spv

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Linkage], []> {
  // CHECK: spirv.SpecConstant @a spec_id(1) = 1 : i32
  spirv.SpecConstant @a spec_id(1) = 1 : i32
  // CHECK: spirv.SpecConstant @b spec_id(2) = 2 : i32
  spirv.SpecConstant @b spec_id(2) = 2 : i32
  spirv.func @f(%out: !spirv.ptr<i32, CrossWorkgroup>, %out2: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    // CHECK: %[[A:[^ ]+]] = spirv.mlir.referenceof @a : i32
    // CHECK-NEXT: %[[B:[^ ]+]] = spirv.mlir.referenceof @b : i32
    // CHECK-NEXT: %[[S:[^ ]+]] = spirv.SpecConstantOperation wraps "spirv.IAdd"(%[[A]], %[[B]]) : (i32, i32) -> i32
    // CHECK-NEXT: %[[C:[^ ]+]] = spirv.Constant 3 : i32
    // CHECK-NEXT: %[[M:[^ ]+]] = spirv.SpecConstantOperation wraps "spirv.IMul"(%[[S]], %[[C]]) : (i32, i32) -> i32
    // CHECK-NEXT: %[[N:[^ ]+]] = spirv.SpecConstantOperation wraps "spirv.ISub"(%[[M]], %[[A]]) : (i32, i32) -> i32
    // CHECK-NEXT: %[[F:[^ ]+]] = spirv.SpecConstantOperation wraps "spirv.SNegate"(%[[N]]) : (i32) -> i32
    // CHECK-NEXT: spirv.Store "CrossWorkgroup" %{{[^ ]+}}, %[[N]] : i32
    // CHECK-NEXT: spirv.Store "CrossWorkgroup" %{{[^ ]+}}, %[[F]] : i32
    %a = spirv.mlir.referenceof @a : i32
    %b = spirv.mlir.referenceof @b : i32
    %s = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %b) : (i32, i32) -> i32
    %c = spirv.Constant 3 : i32
    %m = spirv.SpecConstantOperation wraps "spirv.IMul"(%s, %c) : (i32, i32) -> i32
    %n = spirv.SpecConstantOperation wraps "spirv.ISub"(%m, %a) : (i32, i32) -> i32
    %f = spirv.SpecConstantOperation wraps "spirv.SNegate"(%n) : (i32) -> i32
    spirv.Store "CrossWorkgroup" %out, %n : i32
    spirv.Store "CrossWorkgroup" %out2, %f : i32
    spirv.Return
  }
}
