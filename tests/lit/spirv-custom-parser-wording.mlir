// Custom-op parse errors in MLIR 19's words: spirv.Store counts its operand
// list, spirv.EntryPoint reads its function and interface as symbol
// attributes, spirv.func's arguments are all named once the first is, and
// spirv.Variable reads GlobalVariable's `bind` / `built_in` (for the verifier
// to reject, as MLIR's does); a dialect type's brackets must nest, as MLIR's
// lexer checks first; an enum of a declarative format is `<X>`;
// #spirv.interface_var_abi names the number it misses. mlir-opt-19
// gives the same diagnostics.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @store_missing_operand(%arg0 : f32) -> () {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{expected operand}}
  spirv.Store  "Function" , %arg0 : f32
  return
}

// -----

func.func @store_one_operand() -> () {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{custom op 'spirv.Store' expected 2 operands}}
  spirv.Store  "Function" %0 : f32
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() "None" {
    spirv.Return
  }
  // expected-error @+1 {{invalid kind of attribute specified}}
  spirv.EntryPoint "GLCompute" "do_nothing"
}

// -----

// expected-error @+1 {{expected SSA identifier}}
spirv.func @variadic(%arg: i32, ...) "None"

// -----

func.func @variable_bind() -> () {
  // expected-error @+1 {{cannot have 'descriptor_set' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable bind(1, 2) : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_built_in() -> () {
  // expected-error @+1 {{cannot have 'built_in' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable built_in("GlobalInvocationID") : !spirv.ptr<vector<3xi32>, Function>
  return
}

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
func.func private @struct_offset_bracket(!spirv.struct<(f32 [0)>) -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @struct_paren(!spirv.struct<(f32 0])>) -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @matrix_angle(!spirv.matrix< 3 x vector<3xf32>) -> ()

// -----

// Nested bodies that balance are read as before.
func.func private @balanced(!spirv.struct<(!spirv.array<2 x vector<3xf32>> [0], !spirv.ptr<!spirv.struct<(i32 [0])>, Function> [16])>) -> ()

// -----

// An enum of a declarative format is `<X>`: nothing there is "expected '<'".
spirv.func @coop_store_without_layout(%ptr : !spirv.ptr<i32, StorageBuffer>, %stride : i32,
                                      %m : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>) "None" {
  // expected-error @+1 {{expected '<'}}
  spirv.KHR.CooperativeMatrixStore %ptr, %m, %stride, :
    !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, i32
  spirv.Return
}

// -----

func.func @interface_var_without_set(
// expected-error @+1 {{missing descriptor set}}
  %arg0 : f32 {spirv.interface_var_abi = #spirv.interface_var_abi<()>}
) { return }

// -----

func.func @interface_var_without_binding(
// expected-error @+1 {{missing binding}}
  %arg0 : f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1,)>}
) { return }
