// Where `spirv.*` discardable attributes may appear, as MLIR 19 checks it:
// on an op `spirv.entry_point_abi` and `spirv.target_env`, on a function
// argument `spirv.interface_var_abi` and `spirv.decoration`, each of its
// attribute kind. spvkit-opt and mlir-opt-19 report the same errors.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @valid(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %b: !spirv.ptr<i32, StorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}) attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
    return
  }
}

// -----

// expected-error @+1 {{'spirv.entry_point_abi' attribute must be an entry point ABI attribute}}
func.func @entry_point_abi_kind() attributes {spirv.entry_point_abi = 64 : i32} {
  return
}

// -----

// expected-error @+1 {{'spirv.target_env' must be a spirv::TargetEnvAttr}}
func.func @target_env_kind() attributes {spirv.target_env = #spirv.entry_point_abi<>} {
  return
}

// -----

// expected-error @+1 {{found unsupported 'spirv.interface_var_abi' attribute on operation}}
func.func @interface_on_op() attributes {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>} {
  return
}

// -----

// expected-error @+1 {{found unsupported 'spirv.foo' attribute on operation}}
module attributes {spirv.foo = 1 : i32} {}

// -----

// expected-error @+1 {{'spirv.interface_var_abi' must be a spirv::InterfaceVarABIAttr}}
func.func @interface_kind(%a: i32 {spirv.interface_var_abi = 1 : i32}) {
  return
}

// -----

// expected-error @+1 {{found unsupported 'spirv.entry_point_abi' attribute on region argument}}
func.func @entry_point_on_argument(%a: i32 {spirv.entry_point_abi = #spirv.entry_point_abi<>}) {
  return
}
