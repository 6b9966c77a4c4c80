// Wrapped from spirv.INTEL.SubgroupBlockWrite example 1 (seed 000, tests/ir-examples/seed000/INTEL.SubgroupBlockWrite.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [SubgroupBufferBlockIOINTEL, Shader], [SPV_INTEL_subgroups, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, StorageBuffer>, %value: i32) "None" {
    spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %ptr, %value : i32
    spirv.Return
  }
}
