// MLIR's target and ABI attributes (issue 16): #spirv.target_env,
// #spirv.resource_limits, #spirv.entry_point_abi, #spirv.interface_var_abi
// read and printed in MLIR 19's syntax; spvkit-opt's output is read by
// mlir-opt-19, and both print the same attributes.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}
// RUN: %if mlir-opt %{ %mlir-opt %s | FileCheck %s %}

// Fields with MLIR's default value (max_compute_workgroup_invocations = 128,
// subgroup_size = 32) are not printed; the device id prints in decimal.
// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, NVIDIA:DiscreteGPU:4318, #spirv.resource_limits<max_compute_shared_memory_size = 49152, max_compute_workgroup_size = [1024, 1024, 64], min_subgroup_size = 32, max_subgroup_size = 32>>}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, NVIDIA:DiscreteGPU:0x10de, #spirv.resource_limits<max_compute_workgroup_invocations = 128, max_compute_shared_memory_size = 49152, max_compute_workgroup_size = [1024, 1024, 64], subgroup_size = 32, min_subgroup_size = 32, max_subgroup_size = 32>>} {
  // CHECK: func.func @kernel(%{{.*}}: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %{{.*}}: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}) attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1], subgroup_size = 16>}
  func.func @kernel(%a: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %b: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}) attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1], subgroup_size = 16>} {
    return
  }
  // CHECK: func.func @defaults() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], []>, Intel:IntegratedGPU, #spirv.resource_limits<>>}
  func.func @defaults() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], []>, Intel:IntegratedGPU, #spirv.resource_limits<>>} {
    return
  }
}

// Cooperative matrix properties (any field order in, MLIR's order out).
// RUN: %spvkit-opt --split-input-file %S/Inputs/coop-matrix-props.mlir | FileCheck %s --check-prefix=PROPS
// RUN: %if mlir-opt %{ %spvkit-opt --split-input-file %S/Inputs/coop-matrix-props.mlir | %mlir-opt | FileCheck %s --check-prefix=PROPS %}
// PROPS: cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = false, scope = <Subgroup>>, #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 16, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = true, scope = <Workgroup>>]
