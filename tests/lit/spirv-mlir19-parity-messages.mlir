// Diagnostics in MLIR 19's words for rules spvkit already had (parser and
// verifier), so that an expected-error test written for mlir-opt-19 runs
// unchanged: memory access lists, storage class strings, #spirv.vce
// entries, storage classes, struct member decorations, AllTypesMatch and
// SameOperandsAndResultType, spec constant composites, GroupBroadcast's
// local id, and vendor op names. One valid and one invalid case per rule;
// mlir-opt-19 agrees with every expectation.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

// CHECK-LABEL: func.func @memory_access
func.func @memory_access() {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  %1 = spirv.Load "Function" %0 ["Aligned", 4] : f32
  spirv.Store "Function" %0, %1 ["Volatile"] : f32
  return
}

// -----

func.func @aligned_without_alignment() {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{expected ','}}
  %1 = spirv.Load "Function" %0 ["Aligned"] : f32
  return
}

// -----

func.func @alignment_without_aligned(%v: f32) {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{expected ']'}}
  spirv.Store "Function" %0, %v ["Nontemporal", 8] : f32
  return
}

// -----

func.func @storage_class_string() {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{expected attribute value}}
  %1 = spirv.Load %0 : f32
  return
}

// -----

// expected-error @+1 {{unknown capability: Shaders}}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shaders], []> {}

// -----

// expected-error @+1 {{unknown extension: SPV_KHR_nothing}}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_nothing]> {}

// -----

// expected-error @+1 {{unknown storage class: Everywhere}}
func.func private @storage_class(!spirv.ptr<f32, Everywhere>)

// -----

// CHECK-LABEL: func.func private @member_decorations
func.func private @member_decorations(!spirv.struct<(f32 [0, NonWritable], !spirv.matrix<2 x vector<2xf32>> [8, ColMajor, MatrixStride=8])>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @offset_then_decoration(!spirv.struct<(f32 [0 NonWritable])>)

// -----

// expected-error @+1 {{expected valid keyword}}
func.func private @decoration_then_offset(!spirv.struct<(f32 [NonWritable, 0])>)

// -----

// expected-error @+1 {{expected integer value}}
func.func private @decoration_value(!spirv.struct<(!spirv.matrix<2 x vector<2xf32>> [0, ColMajor, MatrixStride=])>)

// -----

// CHECK-LABEL: func.func @bit_ops
func.func @bit_ops(%a: vector<2xi32>, %s: i16, %o: i32) {
  %0 = spirv.ShiftLeftLogical %a, %a : vector<2xi32>, vector<2xi32>
  %1 = spirv.BitFieldUExtract %a, %o, %o : vector<2xi32>, i32, i32
  return
}

// -----

func.func @shift_types(%a: i32, %s: i16) {
  // expected-error @+1 {{failed to verify that all of {operand1, result} have same type}}
  %0 = "spirv.ShiftRightLogical"(%a, %s) : (i32, i16) -> i16
  return
}

// -----

func.func @bitfield_types(%a: vector<2xi32>, %o: i32) {
  // expected-error @+1 {{failed to verify that all of {base, result} have same type}}
  %0 = "spirv.BitFieldSExtract"(%a, %o, %o) : (vector<2xi32>, i32, i32) -> vector<3xi32>
  return
}

// -----

func.func @integer_operands(%x: f32) {
  // expected-error @+1 {{operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16}}
  %0 = "spirv.ISub"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @logical_operand(%x: i32) {
  // expected-error @+1 {{operand #0 must be bool or vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  %0 = "spirv.LogicalNot"(%x) : (i32) -> i1
  return
}

// -----

// CHECK-LABEL: spirv.module Logical GLSL450
spirv.module Logical GLSL450 {
  spirv.SpecConstant @x = 1.0 : f32
  spirv.SpecConstant @y = 2.0 : f32
  spirv.SpecConstantComposite @v (@x, @y) : vector<2xf32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @x = 1.0 : f32
  // expected-error @+1 {{has incorrect number of operands: expected 2, but provided 1}}
  spirv.SpecConstantComposite @v (@x) : vector<2xf32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @x = 1.0 : f32
  spirv.SpecConstant @i = 1 : i32
  // expected-error @+1 {{has incorrect types of operands: expected 'f32', but provided 'i32'}}
  spirv.SpecConstantComposite @v (@x, @i) : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @group_broadcast
func.func @group_broadcast(%v: f32, %id: vector<3xi32>) -> f32 {
  %0 = spirv.GroupBroadcast <Workgroup> %v, %id : f32, vector<3xi32>
  return %0 : f32
}

// -----

func.func @group_broadcast_local_id(%v: f32, %id: vector<4xi32>) -> f32 {
  // expected-error @+1 {{localid is a vector and can be with only  2 or 3 components, actual number is 4}}
  %0 = spirv.GroupBroadcast <Workgroup> %v, %id : f32, vector<4xi32>
  return %0 : f32
}

// -----

spirv.func @vendor_op_name(%a: !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b: !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB>, %c: !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'N'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c :
    !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  spirv.Return
}
