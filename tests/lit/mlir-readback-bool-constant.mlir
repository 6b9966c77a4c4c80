// A boolean constant read from a binary (or from the generic form) prints as
// `spirv.Constant true`, not `spirv.Constant true : i1`, which mlir-opt-19
// rejects ("expected operation name in quotes").
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %t.spv -S | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %s --generic | %spvkit-opt - | FileCheck %s

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64, Int8], []> {
  spirv.func @f(%p: !spirv.ptr<i8, CrossWorkgroup>) "None" {
    // CHECK: spirv.Constant true{{$}}
    %t = spirv.Constant true
    %a = spirv.Constant 1 : i8
    %b = spirv.Constant 0 : i8
    %s = spirv.Select %t, %a, %b : i1, i8
    spirv.Store "CrossWorkgroup" %p, %s : i8
    spirv.Return
  }
}
