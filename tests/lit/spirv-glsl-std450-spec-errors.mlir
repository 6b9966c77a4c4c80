// GLSL.std.450 rules where spvkit follows the specification (and spirv-val)
// rather than MLIR 19 (docs/verifier.md): MLIR accepts the ternary ops with
// operands of different types; the instructions MLIR has no op for have
// their rules too; GLSL.std.450 needs the Shader capability. One valid and
// one invalid case per rule; mlir-opt-19 is not the judge here.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s

func.func @ternary_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'spirv.GL.Fma' op requires the same type for all operands and results}}
  %0 = "spirv.GL.Fma"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @uclamp_signedness(%a: i32, %b: ui32) {
  // Integer operands may differ from the result in signedness only.
  %0 = "spirv.GL.UClamp"(%a, %b, %a) : (i32, ui32, i32) -> i32
  return
}

// -----

func.func @uclamp_width(%a: i32, %b: i16) {
  // expected-error @+1 {{'spirv.GL.UClamp' op requires the same type for all operands and results}}
  %0 = "spirv.GL.UClamp"(%a, %b, %a) : (i32, i16, i32) -> i32
  return
}

// -----

func.func @exp2_f64(%a: f64) {
  // expected-error @+1 {{'spirv.GL.Exp2' op operand #0 must be 16/32-bit float}}
  %0 = spirv.GL.Exp2 %a : (f64) -> f64
  return
}

// -----

func.func @cross_vec2(%a: vector<2xf32>) {
  // expected-error @+1 {{'spirv.GL.Cross' op result type 'vector<2xf32>' must be a vector of 3 floats}}
  %0 = spirv.GL.Cross %a, %a : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @length_result(%a: vector<3xf32>) {
  %0 = spirv.GL.Length %a : (vector<3xf32>) -> f32
  // expected-error @+1 {{'spirv.GL.Length' op result type 'vector<3xf32>' must be the component type of the operands ('f32')}}
  %1 = spirv.GL.Length %a : (vector<3xf32>) -> vector<3xf32>
  return
}

// -----

func.func @refract_eta(%a: vector<3xf32>) {
  // expected-error @+1 {{'spirv.GL.Refract' op operand #2 (eta) type 'vector<3xf32>' must be a float scalar}}
  %0 = spirv.GL.Refract %a, %a, %a : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
  return
}

// -----

func.func @pack(%a: vector<4xf32>, %i: i32) {
  %0 = spirv.GL.PackUnorm4x8 %a : (vector<4xf32>) -> i32
  // expected-error @+1 {{'spirv.GL.PackHalf2x16' op operand type 'vector<4xf32>' must be vector<2xf32>}}
  %1 = spirv.GL.PackHalf2x16 %a : (vector<4xf32>) -> i32
  return
}

// -----

func.func @unpack(%i: i32) {
  // expected-error @+1 {{'spirv.GL.UnpackSnorm4x8' op result type 'vector<2xf32>' must be vector<4xf32>}}
  %0 = spirv.GL.UnpackSnorm4x8 %i : (i32) -> vector<2xf32>
  return
}

// -----

func.func @determinant(%m: !spirv.matrix<3 x vector<2xf32>>) {
  // expected-error @+1 {{'spirv.GL.Determinant' op operand type '!spirv.matrix<3 x vector<2xf32>>' must be a square matrix of floats}}
  %0 = spirv.GL.Determinant %m : (!spirv.matrix<3 x vector<2xf32>>) -> f32
  return
}

// -----

func.func @modf_struct(%x: f32) {
  // expected-error @+1 {{'spirv.GL.ModfStruct' op member one of the resulting struct type must be the same type as the operand}}
  %0 = spirv.GL.ModfStruct %x : (f32) -> !spirv.struct<(f32, i32)>
  return
}

// -----

func.func @imix(%i: i32) {
  // expected-error @+1 {{'spirv.GL.IMix' op GLSL.std.450 IMix is not supported (spirv-val rejects it)}}
  %0 = spirv.GL.IMix %i, %i, %i : (i32, i32, i32) -> i32
  return
}

// -----

func.func @operand_count(%x: f32) {
  // expected-error @+1 {{'spirv.GL.Exp' op}}
  %0 = "spirv.GL.Exp"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @kernel(%x: f32) -> f32 "None" {
    // expected-error @+1 {{'spirv.GL.Exp' op (GLSL.std.450 Exp) needs capability Shader}}
    %0 = spirv.GL.Exp %x : f32
    spirv.ReturnValue %0 : f32
  }
}
