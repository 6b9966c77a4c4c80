// Wrapped from seed 002 line 328 (Image type); flavour: shader; source: type-as-argument; vce: update-vce failed: expected valid keyword
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.image<f32, 1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>) "None" {
    spirv.Return
  }
}
