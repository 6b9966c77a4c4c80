// Values of the wrong kind in target and ABI attributes: spvkit reports one
// error (MLIR 19 two: "expected integer value" and "failed to parse ...
// parameter"), so this file is not judged by mlir-opt-19.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{#spirv.resource_limits parameter 'subgroup_size' must be an integer}}
func.func @f() attributes {spirv.x = #spirv.resource_limits<subgroup_size = [1]>} { return }

// -----

// expected-error @+1 {{#spirv.entry_point_abi parameter 'workgroup_size' must be an array of integers}}
func.func @f() attributes {spirv.x = #spirv.entry_point_abi<workgroup_size = 3>} { return }

// -----

// expected-error @+1 {{descriptor set and binding must be 32-bit unsigned integers}}
func.func @f() attributes {spirv.x = #spirv.interface_var_abi<(-1, 0)>} { return }

// -----

// expected-error @+1 {{expected a #spirv.resource_limits attribute}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.vce<v1.0, [Shader], []>>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: scope}}
func.func @f() attributes {spirv.x = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = false>} { return }

// -----

// expected-error @+1 {{#spirv.coop_matrix_props_khr parameter 'acc_sat' must be true or false}}
func.func @f() attributes {spirv.x = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = 1, scope = <Subgroup>>} { return }
