// Intel sub-group block IO of a vector goes through a pointer to the
// component type (SPIR-V's rule, MLIR's syntax `... %ptr : vector<4xi32>` with
// %ptr a pointer to i32); the parser wanted a pointer to the vector.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val --target-env opencl2.2 %t.spv %}
// RUN: %spvkit-opt %t.spv -S | FileCheck %s

spirv.module Physical64 OpenCL requires #spirv.vce<v1.1, [Kernel, Addresses, Int64, SubgroupBufferBlockIOINTEL], [SPV_INTEL_subgroups]> {
  spirv.func @f(%in: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    // CHECK: %v = spirv.INTEL.SubgroupBlockRead "CrossWorkgroup" %in : vector<4xi32>
    // CHECK-NEXT: spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %in, %v : vector<4xi32>
    %v = spirv.INTEL.SubgroupBlockRead "CrossWorkgroup" %in : vector<4xi32>
    spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %in, %v : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @f
}
