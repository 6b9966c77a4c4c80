// Wrapped from seed 002 line 380 (Sampled image type); flavour: shader; source: type-as-argument
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.sampled_image<!spirv.image<i32, Rect, DepthUnknown, Arrayed, MultiSampled, NeedSampler, R8ui>>) "None" {
    spirv.Return
  }
}
