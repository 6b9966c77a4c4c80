// Wrapped from seed 002 line 397 (Struct type); flavour: shader; source: type-as-argument; vce: update-vce failed: expected '('
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.struct<f32, !spirv.image<f32, 1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>) "None" {
    spirv.Return
  }
}
