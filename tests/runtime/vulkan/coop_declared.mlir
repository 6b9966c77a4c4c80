// A module that declares CooperativeMatrixKHR (and does nothing with it): on a
// device without VK_KHR_cooperative_matrix (lavapipe) the runtime must refuse
// it naming the feature, before any pipeline exists.
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]> {
  spirv.func @coop() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @coop
  spirv.ExecutionMode @coop "LocalSize", 32, 1, 1
}
