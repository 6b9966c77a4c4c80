// Wrapped from spirv.module example 2 (seed 000, tests/ir-examples/seed000/module.mlir)
// flavour: shader; source: fixed; the example's attribute value is "..." (a string stands in for it), and its spirv.func lacks the function control
spirv.module Logical Vulkan
    requires #spirv.vce<v1.0, [Shader], [SPV_KHR_vulkan_memory_model]>
    attributes { some_additional_attr = "any attribute" } {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
}
