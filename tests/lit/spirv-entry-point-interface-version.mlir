// An entry point's interface by SPIR-V version (SPIR-V 2.16.1, spirv-val:
// "OpEntryPoint interfaces must be OpVariables with Storage Class of Input(1)
// or Output(3)"): before 1.4 it lists Input and Output variables only, from
// 1.4 on any global. MLIR 19 does not check this; spvkit follows SPIR-V.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main() "None" {
    spirv.Return
  }
  // expected-error @+1 {{'spirv.EntryPoint' op interface variable '@buf' is in StorageBuffer storage; before SPIR-V 1.4 an entry point's interface lists only Input and Output variables (the module declares v1.3)}}
  spirv.EntryPoint "GLCompute" @main, @gid, @buf
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid, @buf
}
