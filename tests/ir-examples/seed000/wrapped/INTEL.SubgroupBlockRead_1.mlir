// Wrapped from spirv.INTEL.SubgroupBlockRead example 1 (seed 000, tests/ir-examples/seed000/INTEL.SubgroupBlockRead.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [SubgroupBufferBlockIOINTEL, Shader], [SPV_INTEL_subgroups, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, StorageBuffer>) "None" {
    %0 = spirv.INTEL.SubgroupBlockRead "StorageBuffer" %ptr : i32
    spirv.Return
  }
}
