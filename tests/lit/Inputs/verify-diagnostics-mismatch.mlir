// Input of verify-diagnostics-mismatch.mlir: every split breaks the
// expectations in another way.
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
}

// -----

// expected-error@+1 {{never reported}}
spirv.module Logical GLSL450 {
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @w : !spirv.ptr<i32, Private>
  // expected-note@below {{redefinition of symbol 'w'}}
  spirv.GlobalVariable @w : !spirv.ptr<i32, Private>
}

// -----

spirv.module Logical GLSL450 {
  // expected-warning {{nothing warns}}
}

// -----

spirv.module Logical GLSL450 {
}
