// Wrapped from spirv.INTEL.SubgroupBlockRead example 1 (seed 000, tests/ir-examples/seed000/INTEL.SubgroupBlockRead.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [SubgroupBufferBlockIOINTEL, Addresses, Kernel], [SPV_INTEL_subgroups]> {
  spirv.func @seed_example(%ptr: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %0 = spirv.INTEL.SubgroupBlockRead "CrossWorkgroup" %ptr : i32
    spirv.Return
  }
}
