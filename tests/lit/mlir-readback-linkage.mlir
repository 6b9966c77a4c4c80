// Linkage is MLIR's #spirv.linkage_attributes<...> in the text form: read,
// written to the binary (an imported function), and printed back in the
// same spelling, which mlir-opt-19 reads.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %spvkit-opt %s -o %t.spv && %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %t.spv -S | %mlir-opt | FileCheck %s %}

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  // CHECK: spirv.func @ext(i32) "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "ext", linkage_type = <Import>>}
  spirv.func @ext(%a: i32) "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "ext", linkage_type = <Import>>}
  spirv.func @caller(%a: i32) "None" {
    spirv.FunctionCall @ext(%a) : (i32) -> ()
    spirv.Return
  }
}
