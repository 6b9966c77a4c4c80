// A 2x2 tensor filling an array of 4 (spirv-tensor-constants.mlir).
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    %v = spirv.Variable : !spirv.ptr<!spirv.array<4 x i32>, Function>
    %0 = spirv.Constant dense<[[7, 8], [9, 10]]> : tensor<2x2xi32> : !spirv.array<4 x i32>
    spirv.Store "Function" %v, %0 : !spirv.array<4 x i32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
