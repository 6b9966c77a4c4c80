// Shader-module interfaces (issue 16): the writer decorates the structs behind
// StorageBuffer / Uniform / PushConstant pointers with Block (once per struct,
// as MLIR's serializer implies it), and completes OpEntryPoint's interface by
// the module's version: before SPIR-V 1.4 the used Input/Output variables
// only, from 1.4 on every global the entry point's call tree uses.
// REQUIRES: spvkit-opt, spirv-val
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spirv-val --target-env vulkan1.1 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,V13
// RUN: sed 's/#spirv.vce<v1.3,/#spirv.vce<v1.5,/' %s | %spvkit-opt - -o %t.v15.spv
// RUN: %spirv-val --target-env vulkan1.2 %t.v15.spv
// RUN: %spirv-dis %t.v15.spv | FileCheck %s --check-prefixes=CHECK,V15
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv -o /dev/null %}

// V13: OpEntryPoint GLCompute %main "main" %gid{{$}}
// V15: OpEntryPoint GLCompute %main "main" %gid %buf %uni{{$}}
// CHECK: OpDecorate [[S:%[_a-z0-9]+]] Block
// CHECK-NOT: OpDecorate [[S]] Block
// CHECK: OpDecorate [[P:%[_a-z0-9]+]] Block
// CHECK-NOT: Block
// CHECK: [[S]] = OpTypeStruct %float
// CHECK: [[P]] = OpTypeStruct %uint
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
  spirv.GlobalVariable @uni bind(0, 1) : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(i32 [0])>, PushConstant>
  spirv.GlobalVariable @unused bind(0, 2) : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
  spirv.func @load_uniform() -> f32 "None" {
    %zero = spirv.Constant 0 : i32
    %u = spirv.mlir.addressof @uni : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>
    %p = spirv.AccessChain %u[%zero] : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>, i32
    %v = spirv.Load "Uniform" %p : f32
    spirv.ReturnValue %v : f32
  }
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %b = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
    %p = spirv.AccessChain %b[%zero] : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>, i32
    %v = spirv.FunctionCall @load_uniform() : () -> f32
    spirv.Store "StorageBuffer" %p, %v : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
