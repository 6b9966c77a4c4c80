// spirv.func needs its function control as a string, as MLIR 19's parser
// does (parseEnumStrAttr): without one, or spelled as a keyword, the function
// is rejected. Enum attributes of custom ops with an unknown value are
// reported in MLIR 19's custom-parser words ("invalid <attr> attribute
// specification: ..."), the value quoted when it was written as a string.
// mlir-opt-19 reads the same file with the same diagnostics.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}
// RUN: %if mlir-opt %{ %spvkit-opt --split-input-file --verify-diagnostics %s | %mlir-opt --split-input-file %}

spirv.module Logical GLSL450 {
  // CHECK: spirv.func @none() "None"
  spirv.func @none() "None" {
    spirv.Return
  }
  // CHECK: spirv.func @inline_pure(%{{.*}}: i32) -> i32 "Inline|Pure"
  spirv.func @inline_pure(%a: i32) -> i32 "Inline|Pure" {
    spirv.ReturnValue %a : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{custom op 'spirv.func' expected function_control attribute specified as string}}
  spirv.func @missing() { spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{expected attribute value}}
  spirv.func @keyword() None {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Bogus"}}
  spirv.func @bogus() "Bogus" {
    spirv.Return
  }
}

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid memory_model attribute specification: Bla}}
spirv.module Logical Bla {
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() "None" {
    spirv.Return
  }
  // expected-error @+1 {{custom op 'spirv.EntryPoint' invalid execution_model attribute specification: "Bogus"}}
  spirv.EntryPoint "Bogus" @main
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  // expected-error @+1 {{custom op 'spirv.ExecutionMode' invalid execution_mode attribute specification: "Bogus"}}
  spirv.ExecutionMode @main "Bogus"
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @load(%p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{custom op 'spirv.Load' invalid memory_access attribute specification: "Volatile|Bogus"}}
    %0 = spirv.Load "Function" %p ["Volatile|Bogus"] : i32
    spirv.Return
  }
}
