// Verifier and parser rules added for parity with MLIR 19's SPIR-V dialect
// tests, each a rule the SPIR-V specification states too: image gather and
// query-size shapes, integer dot product formats, cooperative-matrix pointee
// and memory operands, branch weights, function variable initializers and
// decorations, physical pointer casts, SPV_INTEL_bfloat16_conversion, bf16
// arithmetic, GroupNonUniformBroadcast ids before SPIR-V 1.5, shuffle and
// ballot signedness, OpenCL.std operand types, CopyMemory's source
// alignment, null constants, and the type parser's element types, struct
// offsets and sampled images. A valid and an invalid case per rule;
// mlir-opt-19 agrees with every expectation.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

// CHECK-LABEL: func.func @branch_weights
func.func @branch_weights(%c: i1) {
  spirv.BranchConditional %c [1, 0], ^a, ^b
^a:
  spirv.Return
^b:
  spirv.Return
}

// -----

func.func @branch_weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot both be zero}}
  spirv.BranchConditional %c [0, 0], ^a, ^b
^a:
  spirv.Return
^b:
  spirv.Return
}

// -----

// CHECK-LABEL: func.func @dref_gather
func.func @dref_gather(%si: !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p: vector<4xf32>, %d: f32) {
  %0 = spirv.ImageDrefGather %si : !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p : vector<4xf32>, %d : f32 -> vector<4xf32>
  spirv.Return
}

// -----

func.func @dref_gather_components(%si: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p: vector<4xf32>, %d: f32) {
  // expected-error @+1 {{result type must be a vector of four components}}
  %0 = spirv.ImageDrefGather %si : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p : vector<4xf32>, %d : f32 -> vector<2xf32>
  spirv.Return
}

// -----

func.func @dref_gather_sampled_type(%si: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p: vector<4xf32>, %d: f32) {
  // expected-error @+1 {{the component type of result must be the same as sampled type of the underlying image type}}
  %0 = spirv.ImageDrefGather %si : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p : vector<4xf32>, %d : f32 -> vector<4xi32>
  spirv.Return
}

// -----

func.func @dref_gather_dim(%si: !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p: vector<4xf32>, %d: f32) {
  // expected-error @+1 {{the Dim operand of the underlying image type must be 2D, Cube, or Rect}}
  %0 = spirv.ImageDrefGather %si : !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>, %p : vector<4xf32>, %d : f32 -> vector<4xf32>
  spirv.Return
}

// -----

func.func @dref_gather_ms(%si: !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, MultiSampled, SamplerUnknown, Unknown>>, %p: vector<4xf32>, %d: f32) {
  // expected-error @+1 {{the MS operand of the underlying image type must be 0}}
  %0 = spirv.ImageDrefGather %si : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, MultiSampled, SamplerUnknown, Unknown>>, %p : vector<4xf32>, %d : f32 -> vector<4xf32>
  spirv.Return
}

// -----

// CHECK-LABEL: func.func @query_size
func.func @query_size(%a: !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>, %b: !spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %a : !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
  %1 = spirv.ImageQuerySize %b : !spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
  spirv.Return
}

// -----

func.func @query_size_dim(%a: !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
  %0 = spirv.ImageQuerySize %a : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  spirv.Return
}

// -----

func.func @query_size_sampler(%a: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error @+1 {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
  %0 = spirv.ImageQuerySize %a : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  spirv.Return
}

// -----

func.func @query_size_components(%a: !spirv.image<f32, Dim2D, NoDepth, Arrayed, MultiSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{expected the result to have 3 component(s), but found 2 component(s)}}
  %0 = spirv.ImageQuerySize %a : !spirv.image<f32, Dim2D, NoDepth, Arrayed, MultiSampled, NoSampler, Unknown> -> vector<2xi32>
  spirv.Return
}

// -----

// CHECK-LABEL: func.func @dot
func.func @dot(%a: vector<4xi8>, %p: i32) -> i32 {
  %0 = spirv.SDot %a, %a : vector<4xi8> -> i32
  %1 = spirv.UDot %p, %p, <PackedVectorFormat4x8Bit> : i32 -> i32
  return %1 : i32
}

// -----

func.func @dot_format_on_vectors(%a: vector<4xi8>) -> i32 {
  // expected-error @+1 {{with invalid format attribute for vector operands of type 'vector<4xi8>'}}
  %0 = spirv.SUDot %a, %a, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32
  return %0 : i32
}

// -----

func.func @dot_packed_width(%a: i16, %acc: i32) -> i32 {
  // expected-error @+1 {{with specified Packed Vector Format (PackedVectorFormat4x8Bit) requires integer vector operands to be 32-bits wide}}
  %0 = spirv.UDotAccSat %a, %a, %acc, <PackedVectorFormat4x8Bit> : i16 -> i32
  return %0 : i32
}

// -----

// CHECK-LABEL: spirv.func @coop_memory
spirv.func @coop_memory(%p: !spirv.ptr<vector<4xf32>, StorageBuffer>, %s: i32) "None" {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Volatile> :
    !spirv.ptr<vector<4xf32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  spirv.KHR.CooperativeMatrixStore %p, %0, %s, <RowMajor>, <Nontemporal> :
    !spirv.ptr<vector<4xf32>, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i32
  spirv.Return
}

// -----

spirv.func @coop_pointee(%p: !spirv.ptr<!spirv.array<4 x f32>, StorageBuffer>, %s: i32) "None" {
  // expected-error @+1 {{Pointer must point to a scalar or vector type}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> :
    !spirv.ptr<!spirv.array<4 x f32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @coop_load_available(%p: !spirv.ptr<f32, StorageBuffer>, %s: i32) "None" {
  // expected-error @+1 {{not compatible with memory operand 'MakePointerAvailable'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Volatile|MakePointerAvailable> {memory_operand_make_pointer_available = #spirv.scope<Device>} :
    !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @coop_store_visible(%p: !spirv.ptr<f32, StorageBuffer>, %s: i32, %m: !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{not compatible with memory operand 'MakePointerVisible'}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <MakePointerVisible> {memory_operand_make_pointer_visible = #spirv.scope<Device>} :
    !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i32
  spirv.Return
}

// -----

// CHECK-LABEL: spirv.func @coop_acc_sat
spirv.func @coop_acc_sat(%a: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>) "None" {
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <AccSat> :
    !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @coop_acc_sat_float(%a: !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b: !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB>, %c: !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{Matrix Operands require all matrix element types to be Integer Types}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <AccSat> :
    !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

// CHECK-LABEL: func.func @variable_init
func.func @variable_init() {
  %c = spirv.Constant 1.0 : f32
  %v = spirv.Variable init(%c) : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_init_argument(%x: f32) {
  // expected-error @+1 {{initializer must be the result of a constant or spirv.GlobalVariable op}}
  %v = spirv.Variable init(%x) : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_descriptor_set() {
  // expected-error @+1 {{cannot have 'descriptor_set' attribute (only allowed in spirv.GlobalVariable)}}
  %v = spirv.Variable {descriptor_set = 0 : i32} : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_not_pointer() {
  // expected-error @+1 {{expected spirv.ptr type}}
  %v = spirv.Variable : f32
  return
}

// -----

// CHECK-LABEL: spirv.module Physical64 OpenCL
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @ptr_to_u(%p: !spirv.ptr<i32, CrossWorkgroup>) -> i64 "None" {
    %0 = spirv.ConvertPtrToU %p : !spirv.ptr<i32, CrossWorkgroup> to i64
    spirv.ReturnValue %0 : i64
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @u_to_ptr_logical(%i: i32) "None" {
    // expected-error @+1 {{result must be a physical pointer}}
    %0 = spirv.ConvertUToPtr %i : i32 to !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @bf16_conversions
spirv.func @bf16_conversions(%f: vector<2xf32>, %i: i16) "None" {
  %0 = spirv.INTEL.ConvertFToBF16 %f : vector<2xf32> to vector<2xi16>
  %1 = spirv.INTEL.ConvertBF16ToF %i : i16 to f32
  spirv.Return
}

// -----

spirv.func @bf16_from_f16(%f: f16) "None" {
  // expected-error @+1 {{operand #0 must be Float32 or vector of Float32 values of length 2/3/4/8/16, but got 'f16'}}
  %0 = spirv.INTEL.ConvertFToBF16 %f : f16 to i16
  spirv.Return
}

// -----

spirv.func @bf16_count(%i: vector<4xi16>) "None" {
  // expected-error @+1 {{operand and result must have same number of elements}}
  %0 = spirv.INTEL.ConvertBF16ToF %i : vector<4xi16> to vector<2xf32>
  spirv.Return
}

// -----

func.func @fadd_bf16(%a: bf16) {
  // expected-error @+1 {{operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values}}
  %0 = spirv.FAdd %a, %a : bf16
  return
}

// -----

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%v: f32) -> f32 {
  %id = spirv.Constant 3 : i32
  %0 = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : f32, i32
  return %0 : f32
}

// -----

func.func @broadcast_dynamic_id(%v: f32, %id: i32) -> f32 {
  // expected-error @+1 {{id must be the result of a constant op}}
  %0 = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : f32, i32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @shuffle
func.func @shuffle(%v: f32, %id: ui32) -> f32 {
  %0 = spirv.GroupNonUniformShuffleXor <Subgroup> %v, %id : f32, ui32
  return %0 : f32
}

// -----

func.func @shuffle_signed_id(%v: f32, %id: si32) -> f32 {
  // expected-error @+1 {{second operand must be a singless/unsigned integer}}
  %0 = spirv.GroupNonUniformShuffleDown <Subgroup> %v, %id : f32, si32
  return %0 : f32
}

// -----

func.func @ballot_signed(%p: i1) -> vector<4xsi32> {
  // expected-error @+1 {{result #0 must be vector of 8/16/32/64-bit signless/unsigned integer values of length 4, but got 'vector<4xsi32>'}}
  %0 = spirv.GroupNonUniformBallot <Subgroup> %p : vector<4xsi32>
  return %0 : vector<4xsi32>
}

// -----

// CHECK-LABEL: func.func @opencl
func.func @opencl(%f: vector<4xf16>, %i: i64) {
  %0 = spirv.CL.exp %f : vector<4xf16>
  %1 = spirv.CL.s_max %i, %i : i64
  return
}

// -----

func.func @opencl_float_operand(%i: i32) {
  // expected-error @+1 {{operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values}}
  %0 = spirv.CL.sqrt %i : i32
  return
}

// -----

func.func @opencl_integer_operand(%f: f32) {
  // expected-error @+1 {{operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values}}
  %0 = spirv.CL.u_min %f, %f : f32
  return
}

// -----

// CHECK-LABEL: func.func @copy_memory_source_aligned
func.func @copy_memory_source_aligned() {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  "spirv.CopyMemory"(%0, %1) {memory_access = #spirv.memory_access<Aligned>, alignment = 4 : i32, source_memory_access = #spirv.memory_access<Aligned>, source_alignment = 8 : i32} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  spirv.Return
}

// -----

func.func @copy_memory_source_alignment_missing() {
  %0 = spirv.Variable : !spirv.ptr<f32, Function>
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{missing alignment value}}
  "spirv.CopyMemory"(%0, %1) {memory_access = #spirv.memory_access<Volatile>, source_memory_access = #spirv.memory_access<Aligned>} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  spirv.Return
}

// -----

func.func @missing_successor() {
  // expected-error @+1 {{expected block name}}
  spirv.Branch
}

// -----

// CHECK-LABEL: func.func private @composed_types
func.func private @composed_types(!spirv.array<4 x f16>, !spirv.struct<(f32 [0], i32 [4, NonWritable])>, !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>)

// -----

// expected-error @+1 {{cannot use 'bf16' to compose SPIR-V types}}
func.func private @array_of_bf16(!spirv.rtarray<bf16>)

// -----

// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
func.func private @pointer_to_index(!spirv.ptr<index, Function>)

// -----

// expected-error @+1 {{offset specification must be given for all members}}
func.func private @struct_offsets(!spirv.struct<(f32, i32 [4])>)

// -----

// expected-error @+1 {{sampled image must be composed using image type, got 'vector<4xf32>'}}
func.func private @sampled_non_image(!spirv.sampled_image<vector<4xf32>>)
