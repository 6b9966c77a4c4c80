// Tensor-typed dense constants that MLIR 19 rejects, with its messages
// (ConstantOp's verifyConstantType): the result must be an array (nested
// arrays of scalars), of the tensor's element type and element count. The
// generic form keeps the tensor value; spvkit writes it for a one-level array
// of scalars only (more rows need the custom form, which reads them as nested
// arrays). mlir-opt-19 gives the same diagnostics.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s > /dev/null %}
// RUN: not %spvkit-opt %S/Inputs/tensor-constant-generic-rows.mlir 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: 'spirv.Constant' op takes a tensor value of more than one dimension only in its custom form

func.func @non_nested_array_constant() -> () {
  // expected-error @+1 {{only support nested array result type}}
  %0 = spirv.Constant dense<3.0> : tensor<2x2xf32> : !spirv.array<2xvector<2xf32>>
  return
}

// -----

func.func @not_an_array() -> () {
  // expected-error @+1 {{result or element type ('i32') does not match value type ('tensor<2xi32>'), must be the same or spirv.array}}
  %0 = spirv.Constant dense<1> : tensor<2xi32> : i32
  return
}

// -----

func.func @generic_vector_result() -> () {
  // expected-error @+1 {{result or element type ('vector<4xi32>') does not match value type ('tensor<4xi32>')}}
  %0 = "spirv.Constant"() {value = dense<0> : tensor<4xi32>} : () -> (vector<4xi32>)
  return
}

// -----

func.func @element_type_mismatch() -> () {
  // expected-error @+1 {{result element type ('i32') does not match value element type ('f32')}}
  %0 = spirv.Constant dense<1.0> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x i32>>
  return
}

// -----

func.func @element_count_mismatch() -> () {
  // expected-error @+1 {{result number of elements (6) does not match value number of elements (4)}}
  %0 = spirv.Constant dense<1.0> : tensor<2x2xf32> : !spirv.array<2 x !spirv.array<3 x f32>>
  return
}

// -----

// The generic form of a one-level tensor is kept, and printed as MLIR does.
// CHECK: spirv.Constant dense<[1, 2]> : tensor<2xi32> : !spirv.array<2 x i32>
func.func @generic_one_level() -> () {
  %0 = "spirv.Constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> (!spirv.array<2 x i32>)
  return
}
