// Examples of spirv.module (ModuleOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10404) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: top-level)
spirv.module Logical GLSL450  {}

// -----

// example 2 (partial: ellipsis; context: top-level)
spirv.module Logical Vulkan
    requires #spirv.vce<v1.0, [Shader], [SPV_KHR_vulkan_memory_model]>
    attributes { some_additional_attr = ... } {
  spirv.func @do_nothing() -> () {
    spirv.Return
  }
}
