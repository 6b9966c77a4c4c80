// Verifier rules and diagnostics that follow MLIR 19 (its messages, its one
// error per op, its order of checks): where module-level ops may stand, spec
// constant ids and widths, storage classes a global cannot have, the
// aliasing decorations of PhysicalStorageBuffer pointers
// (SPV_KHR_physical_storage_buffer), the layout of selection and loop
// regions, atomics' pointee types, composite and access-chain indices,
// generic pointer casts, and the note at the first definition of a value
// used with another type. Valid and invalid cases per rule; mlir-opt-19
// agrees with every expectation.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

// CHECK: spirv.func @outer
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<f32, Private>
  spirv.SpecConstant @sc spec_id(3) = 1 : i32
  spirv.func @outer() "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @outer() "None" {
    // expected-error @+1 {{must appear in a module-like op's block}}
    spirv.func @inner() "None" {
      spirv.Return
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{op must appear in a module-like op's block}}
    spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

func.func @in_function() -> () {
  // expected-error @+1 {{op must appear in a module-like op's block}}
  spirv.SpecConstant @sc = false
  return
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{SpecId cannot be negative}}
  spirv.SpecConstant @sc spec_id(-5) = 42 : i64
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{default value bitwidth disallowed}}
  spirv.SpecConstant @sc = 15 : i4
}

// -----

spirv.module Physical64 OpenCL {
  // expected-error @+1 {{storage class cannot be 'Generic'}}
  spirv.GlobalVariable @g : !spirv.ptr<f32, Generic>
}

// -----

spirv.module Physical64 OpenCL {
  // expected-error @+1 {{storage class cannot be 'Function'}}
  spirv.GlobalVariable @g : !spirv.ptr<f32, Function>
}

// -----

// CHECK: spirv.Variable {aliased_pointer}
// CHECK: spirv.Variable {restrict_pointer}
func.func @physical_pointer_variables() -> () {
  %0 = spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
  %1 = spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.array<4 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @physical_pointer_variable_undecorated() -> () {
  // expected-error @+1 {{with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  %0 = spirv.Variable : !spirv.ptr<!spirv.array<4 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @physical_pointer_variable_both() -> () {
  // expected-error @+1 {{must have exactly one aliasing decoration}}
  %0 = spirv.Variable {aliased_pointer, restrict_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
  return
}

// -----

// CHECK: spirv.func @decorated_parameters
spirv.func @decorated_parameters(%a: !spirv.ptr<i32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %b: !spirv.ptr<!spirv.ptr<i32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<AliasedPointer>}) "None" {
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
spirv.func @undecorated_parameter(%a: !spirv.ptr<i32, PhysicalStorageBuffer>) "None" {
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.func' op with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
spirv.func @undecorated_pointer_parameter(%a: !spirv.ptr<!spirv.ptr<i32, PhysicalStorageBuffer>, Function>) "None" {
  spirv.Return
}

// -----

func.func @loop_without_header() -> () {
  // expected-error @+1 {{must have a loop header block branched from the entry block}}
  spirv.mlir.loop {
  ^entry:
    spirv.Branch ^merge
  ^merge:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_without_continue() -> () {
  // expected-error @+1 {{requires a loop continue block branching to the loop header block}}
  spirv.mlir.loop {
  ^entry:
    spirv.Branch ^header
  ^header:
    spirv.Branch ^merge
  ^merge:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @selection_without_header() -> () {
  // expected-error @+1 {{must have a selection header block}}
  spirv.mlir.selection {
    spirv.mlir.merge
  }
  return
}

// -----

func.func @merge_not_last(%cond: i1) -> () {
  spirv.mlir.selection {
    spirv.BranchConditional %cond, ^then, ^merge
  ^then:
    // expected-error @+1 {{can only be used in the last block of 'spirv.mlir.selection' or 'spirv.mlir.loop'}}
    spirv.mlir.merge
  ^merge:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @atomic_result_first(%ptr: !spirv.ptr<i64, Workgroup>, %value: i32, %comparator: i32) -> i32 {
  // expected-error @+1 {{'spirv.AtomicCompareExchange' op failed to verify that `result` type matches pointee type of `pointer`}}
  %0 = "spirv.AtomicCompareExchange"(%ptr, %value, %comparator) {memory_scope = #spirv.scope<Workgroup>, equal_semantics = #spirv.memory_semantics<AcquireRelease>, unequal_semantics = #spirv.memory_semantics<AcquireRelease>} : (!spirv.ptr<i64, Workgroup>, i32, i32) -> (i32)
  return %0 : i32
}

// -----

func.func @atomic_value_first(%ptr: !spirv.ptr<i64, Workgroup>, %value: i32) -> i32 {
  // expected-error @+1 {{'spirv.AtomicExchange' op failed to verify that `value` type matches pointee type of `pointer`}}
  %0 = "spirv.AtomicExchange"(%ptr, %value) {memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<AcquireRelease>} : (!spirv.ptr<i64, Workgroup>, i32) -> (i32)
  return %0 : i32
}

// -----

func.func @extract_out_of_bounds(%arg0 : !spirv.array<4 x f32>) -> () {
  // expected-error @+1 {{index 4 out of bounds for '!spirv.array<4 x f32>'}}
  %0 = spirv.CompositeExtract %arg0[4 : i32] : !spirv.array<4 x f32>
  return
}

// -----

func.func @insert_object_type(%object : f64, %composite : !spirv.array<4 x f32>) -> () {
  // expected-error @+1 {{object operand type should be 'f32', but found 'f64'}}
  %0 = spirv.CompositeInsert %object, %composite[3 : i32] : f64 into !spirv.array<4 x f32>
  return
}

// -----

func.func @access_chain_struct_index() -> () {
  %index = spirv.Constant 12 : i32
  %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op index 12 out of bounds for '!spirv.struct<(f32, !spirv.array<4 x f32>)>'}}
  %1 = spirv.AccessChain %0[%index] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>, i32
  return
}

// -----

func.func @generic_cast_storage(%arg0 : !spirv.ptr<f32, CrossWorkgroup>) {
  // expected-error @+1 {{result type must be of storage class Generic}}
  %0 = spirv.PtrCastToGeneric %arg0 : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Uniform>
  return
}

// -----

func.func @bitcast_width(%arg0 : f32) {
  // expected-error @+1 {{mismatch in result type bitwidth 64 and operand type bitwidth 32}}
  %0 = spirv.Bitcast %arg0 : f32 to i64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @prior_use(%arg0: vector<4xf32>, %arg1: vector<3xf32>) -> f32 {
  // expected-error @+1 {{use of value '%arg1' expects different type than prior uses}}
  %0 = spirv.Dot %arg0, %arg1 : vector<4xf32> -> f32
  return %0 : f32
}

// -----

func.func @construct_count(%arg0: f32, %arg1: vector<2xf32>) -> () {
  // expected-error @+1 {{has incorrect number of operands: expected 4, but provided 3}}
  %0 = spirv.CompositeConstruct %arg0, %arg1 : (f32, vector<2xf32>) -> vector<4xf32>
  return
}

// -----

func.func @construct_struct_member(%arg0: f32, %arg1: f32) -> () {
  // expected-error @+1 {{operand type mismatch: expected operand type 'i32', but provided 'f32'}}
  %0 = spirv.CompositeConstruct %arg0, %arg1 : (f32, f32) -> !spirv.struct<(i32, f32)>
  return
}

// -----

func.func @shuffle_selector(%v0 : vector<4xf32>, %v1: vector<2xf32>) -> () {
  // expected-error @+1 {{component selector 7 out of range: expected to be in [0, 6) or 0xffffffff}}
  %0 = spirv.VectorShuffle [0 : i32, 7 : i32] %v0, %v1 : vector<4xf32>, vector<2xf32> -> vector<2xf32>
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee(%a: i32) -> i32 "None" {
    spirv.ReturnValue %a : i32
  }
  spirv.func @caller(%x: f32) "None" {
    // expected-error @+1 {{operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
    %0 = spirv.FunctionCall @callee(%x) : (f32) -> i32
    spirv.Return
  }
}

// -----

func.func @transpose_shape(%arg0 : !spirv.matrix<3 x vector<4xf32>>) -> () {
  // expected-error @+1 {{input matrix rows count must be equal to output matrix columns count}}
  %0 = spirv.Transpose %arg0 : !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>
  return
}

// -----

func.func @matrix_times_matrix(%arg0 : !spirv.matrix<2 x vector<3xf32>>, %arg1 : !spirv.matrix<3 x vector<2xf32>>) -> () {
  // expected-error @+1 {{right and result matrices must have equal columns' count}}
  %0 = spirv.MatrixTimesMatrix %arg0, %arg1 : !spirv.matrix<2 x vector<3xf32>>, !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf32>>
  return
}

// -----

func.func @matrix_times_scalar(%arg0 : !spirv.matrix<3 x vector<3xf32>>, %arg1 : f16) -> () {
  // expected-error @+1 {{input matrix components' type and scaling value must have the same type}}
  %0 = spirv.MatrixTimesScalar %arg0, %arg1 : !spirv.matrix<3 x vector<3xf32>>, f16
  return
}

// -----

!matA = !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
!matB = !spirv.coopmatrix<12x4xi32, Subgroup, MatrixB>
!matC = !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>
func.func @coop_mul_add_k(%a: !matA, %b: !matB, %c: !matC) {
  // expected-error @+1 {{matrix size mismatch on dimension 'K'}}
  %p = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !matA, !matB -> !matC
  return
}

// -----

func.func @select_values(%cond: vector<3xi1>, %a: vector<3xi32>, %b: vector<3xf32>) -> () {
  // expected-error @+1 {{all of {true_value, false_value, result} have same type}}
  %0 = "spirv.Select"(%cond, %a, %b) : (vector<3xi1>, vector<3xi32>, vector<3xf32>) -> vector<3xi32>
  return
}

// -----

func.func @select_condition(%cond: vector<4xi1>, %a: vector<3xi32>) -> () {
  // expected-error @+1 {{result should have the same number of elements as the condition when condition is of vector type}}
  %0 = spirv.Select %cond, %a, %a : vector<4xi1>, vector<3xi32>
  return
}

// -----

func.func @vector_times_scalar(%vector: vector<4xf32>, %scalar: f16) -> () {
  // expected-error @+1 {{scalar operand and result element type match}}
  %0 = spirv.VectorTimesScalar %vector, %scalar : (vector<4xf32>, f16) -> vector<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cluster_size
func.func @cluster_size(%value: f32) -> () {
  %four = spirv.Constant 4 : i32
  %0 = spirv.GroupNonUniformFAdd "Subgroup" "ClusteredReduce" %value cluster_size(%four) : f32
  return
}

// -----

func.func @cluster_size_constant(%value: f32, %size: i32) -> () {
  // expected-error @+1 {{cluster size operand must come from a constant op}}
  %0 = spirv.GroupNonUniformFAdd "Subgroup" "ClusteredReduce" %value cluster_size(%size) : f32
  return
}

// -----

func.func @cluster_size_power_of_two(%value: f32) -> () {
  %five = spirv.Constant 5 : i32
  // expected-error @+1 {{cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformFAdd "Subgroup" "ClusteredReduce" %value cluster_size(%five) : f32
  return
}

// -----

func.func @group_bitwise_bool(%value: i1) -> () {
  // expected-error @+1 {{operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'i1'}}
  %0 = spirv.GroupNonUniformBitwiseAnd "Workgroup" "Reduce" %value : i1
  return
}
