// The writer's block order (issue 16): every block is written after its
// dominator whatever the IR's block order, blocks no branch reaches are
// dropped (as MLIR's serializer does), and a loop header holding a selection
// keeps OpLoopMerge in the header block, also when the binary is read back and
// written again. spirv-val checks these structured-control-flow rules for
// Shader modules only, so the module is a Vulkan compute shader.
// REQUIRES: spvkit-opt, spirv-val
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spirv-val --target-env vulkan1.1 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %spvkit-opt %t.spv -o %t.again.spv
// RUN: %spirv-val --target-env vulkan1.1 %t.again.spv
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv -o %t.mlir %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.mlir.spv %}
// RUN: %if mlir-translate %{ %spirv-val --target-env vulkan1.1 %t.mlir.spv %}

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  // The IR lists ^exit before ^work, its dominator; ^dead is unreachable.
  // CHECK-LABEL: %out_of_order = OpFunction
  // CHECK: OpLabel
  // CHECK: OpSelectionMerge [[M:%[0-9a-z_]+]]
  // CHECK: [[M]] = OpLabel
  // CHECK-NEXT: OpBranch [[WORK:%[0-9a-z_]+]]
  // CHECK-NOT: OpLabel
  // CHECK: [[WORK]] = OpLabel
  // CHECK-NEXT: OpBranch [[EXIT:%[0-9a-z_]+]]
  // CHECK-NEXT: [[EXIT]] = OpLabel
  // CHECK-NEXT: OpReturn
  // CHECK-NEXT: OpFunctionEnd
  spirv.func @out_of_order(%c: i1) "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^then, ^merge
    ^then:
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Branch ^work
  ^exit:
    spirv.Return
  ^dead:
    spirv.Branch ^exit
  ^work:
    spirv.Branch ^exit
  }

  // CHECK-LABEL: %header_selection = OpFunction
  // CHECK: OpLoopMerge
  // CHECK-NEXT: OpBranch [[BODY:%[0-9a-z_]+]]
  // CHECK-NEXT: [[BODY]] = OpLabel
  // CHECK: OpSelectionMerge
  spirv.func @header_selection(%n: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %odd = spirv.BitwiseAnd %i, %one : i32
      %c = spirv.IEqual %odd, %one : i32
      spirv.mlir.selection {
        spirv.BranchConditional %c, ^then, ^m
      ^then:
        spirv.Branch ^m
      ^m:
        spirv.mlir.merge
      }
      %lt = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %lt, ^continue, ^merge
    ^continue:
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }

  spirv.func @main() "None" {
    %c = spirv.Constant true
    %n = spirv.Constant 4 : i32
    spirv.FunctionCall @out_of_order(%c) : (i1) -> ()
    spirv.FunctionCall @header_selection(%n) : (i32) -> ()
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
