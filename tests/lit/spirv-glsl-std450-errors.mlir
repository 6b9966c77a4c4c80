// Type rules of the spirv.GL.* ops MLIR 19 has (issue 16), with MLIR's
// messages: spvkit-opt and mlir-opt-19 report the same errors. One valid
// and one invalid case per rule.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @float_unary(%f: f64, %v: vector<4xf16>) {
  %0 = spirv.GL.FAbs %f : f64
  %1 = spirv.GL.Floor %v : vector<4xf16>
  return
}

// -----

func.func @float_unary_int(%i: i32) {
  // expected-error @+1 {{'spirv.GL.FAbs' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.GL.FAbs %i : i32
  return
}

// -----

func.func @transcendental(%f: f16, %v: vector<3xf32>) {
  %0 = spirv.GL.Exp %f : f16
  %1 = spirv.GL.Tanh %v : vector<3xf32>
  return
}

// -----

func.func @transcendental_f64(%f: f64) {
  // expected-error @+1 {{operand #0 must be 16/32-bit float or vector of 16/32-bit float values of length 2/3/4/8/16, but got 'f64'}}
  %0 = spirv.GL.Sin %f : f64
  return
}

// -----

func.func @int_unary(%i: i64, %v: vector<2xi8>) {
  %0 = spirv.GL.SAbs %i : i64
  %1 = spirv.GL.SSign %v : vector<2xi8>
  return
}

// -----

func.func @int_unary_float(%f: f32) {
  // expected-error @+1 {{operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.GL.SAbs %f : f32
  return
}

// -----

func.func @find_umsb(%i: vector<3xi32>) {
  %0 = spirv.GL.FindUMsb %i : vector<3xi32>
  return
}

// -----

func.func @find_umsb_i64(%i: i64) {
  // expected-error @+1 {{operand #0 must be Int32 or vector of Int32 values of length 2/3/4/8/16, but got 'i64'}}
  %0 = spirv.GL.FindUMsb %i : i64
  return
}

// -----

func.func @binary(%a: f32, %b: f32, %i: i16) {
  %0 = spirv.GL.FMax %a, %b : f32
  %1 = spirv.GL.Pow %a, %b : f32
  %2 = spirv.GL.UMin %i, %i : i16
  return
}

// -----

func.func @binary_mixed(%a: f32, %b: f64) {
  // expected-error @+1 {{'spirv.GL.FMax' op requires the same type for all operands and results}}
  %0 = "spirv.GL.FMax"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @ternary(%a: vector<2xf32>, %i: i32) {
  %0 = spirv.GL.FClamp %a, %a, %a : vector<2xf32>
  %1 = spirv.GL.Fma %a, %a, %a : vector<2xf32>
  %2 = spirv.GL.SClamp %i, %i, %i : i32
  return
}

// -----

func.func @ternary_int_for_float(%i: i32) {
  // expected-error @+1 {{operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.GL.Fma %i, %i, %i : i32
  return
}

// -----

func.func @fmix(%x: vector<4xf32>) {
  %0 = spirv.GL.FMix %x : vector<4xf32>, %x : vector<4xf32>, %x : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @fmix_mixed(%x: f32, %y: f64) {
  // expected-error @+1 {{'spirv.GL.FMix' op failed to verify that all of {x, y, a, result} have same type}}
  %0 = spirv.GL.FMix %x : f32, %y : f64, %x : f32 -> f32
  return
}

// -----

func.func @frexp_struct(%x: f32, %v: vector<3xf64>) {
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i32)>
  %1 = spirv.GL.FrexpStruct %v : vector<3xf64> -> !spirv.struct<(vector<3xf64>, vector<3xi32>)>
  return
}

// -----

func.func @frexp_struct_member0(%x: f32) {
  // expected-error @+1 {{member zero of the resulting struct type must be the same type as the operand}}
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f64, i32)>
  return
}

// -----

func.func @frexp_struct_member1(%x: f32) {
  // expected-error @+1 {{member one of the resulting struct type must be a scalar or vector of 32 bit integer type}}
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i64)>
  return
}

// -----

func.func @frexp_struct_count(%x: f32) {
  // expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, vector<2xi32>)>
  return
}

// -----

func.func @frexp_struct_one_member(%x: f32) {
  // expected-error @+1 {{result type must be a struct type with two memebers}}
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32)>
  return
}

// -----

func.func @ldexp(%x: vector<2xf32>, %e: vector<2xi32>) {
  %0 = spirv.GL.Ldexp %x : vector<2xf32>, %e : vector<2xi32> -> vector<2xf32>
  return
}

// -----

func.func @ldexp_shape(%x: f32, %e: vector<2xi32>) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op operands must both be scalars or vectors}}
  %0 = spirv.GL.Ldexp %x : f32, %e : vector<2xi32> -> f32
  return
}

// -----

func.func @ldexp_count(%x: vector<3xf32>, %e: vector<2xi32>) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op operands must have the same number of elements}}
  %0 = spirv.GL.Ldexp %x : vector<3xf32>, %e : vector<2xi32> -> vector<3xf32>
  return
}

// -----

func.func @ldexp_result(%x: f32, %e: i32) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op failed to verify that all of {x, y} have same type}}
  %0 = spirv.GL.Ldexp %x : f32, %e : i32 -> f64
  return
}
