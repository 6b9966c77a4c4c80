// Malformed target and ABI attributes: a located error each, in MLIR 19's
// words where MLIR has them (mlir-opt-19 judges the same file).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

// expected-error @+1 {{unknown vendor: Foo}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Foo:CPU, #spirv.resource_limits<>>} {}

// -----

// expected-error @+1 {{unknown client API: Direct3D}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Direct3D, #spirv.resource_limits<>>} {}

// -----

// expected-error @+1 {{unknown device type: GPU}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, AMD:GPU, #spirv.resource_limits<>>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
func.func @f() attributes {spirv.x = #spirv.resource_limits<foo = 1>} { return }

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: subgroup_size}}
func.func @f() attributes {spirv.x = #spirv.resource_limits<subgroup_size = 1, subgroup_size = 2>} { return }

// -----

// expected-error @+1 {{unknown storage class: Foo}}
func.func @f() attributes {spirv.x = #spirv.interface_var_abi<(0, 1), Foo>} { return }
