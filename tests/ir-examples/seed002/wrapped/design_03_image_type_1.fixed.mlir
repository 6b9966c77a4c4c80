// Wrapped from seed 002 line 328 (Image type); flavour: shader; source: fixed; MLIR 19 spells the dimension Dim1D
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>) "None" {
    spirv.Return
  }
}
