// Text that MLIR 19's own dialect tests use and spvkit reads the same way:
// a spirv.func declaration outside a spirv.module (only a spirv.module is
// linked, so only there does a declaration need Import linkage), a
// #spirv.target_env vendor without a device type, #spirv.coop_matrix_props_nv,
// and a cooperative-matrix property's scope written as a whole
// #spirv.scope attribute. mlir-opt-19 reads the input and spvkit's output.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}
// RUN: %if mlir-opt %{ %spvkit-opt --split-input-file --verify-diagnostics %s | %mlir-opt --split-input-file %}

// CHECK: spirv.func @declared() "None"
spirv.func @declared() "None"

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @declared_in_module() "None"
}

// -----

// CHECK: spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA, #spirv.resource_limits<>>
func.func @vendor_only() attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA, #spirv.resource_limits<>>
} { return }

// -----

// CHECK: #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = true, scope = <Workgroup>>
// CHECK-SAME: #spirv.coop_matrix_props_nv<m_size = 8, n_size = 8, k_size = 16, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Subgroup>>
func.func @coop_matrix_props() attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class, SPV_NV_cooperative_matrix]>,
    #spirv.resource_limits<
      cooperative_matrix_properties_nv = [#spirv.coop_matrix_props_nv<
        m_size = 8, n_size = 8, k_size = 16, a_type = f16, b_type = f16, c_type = f32,
        result_type = f32, scope = #spirv.scope<Subgroup>>],
      cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<
        m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32,
        result_type = i32, acc_sat = true, scope = <Workgroup>>]>>
} { return }
