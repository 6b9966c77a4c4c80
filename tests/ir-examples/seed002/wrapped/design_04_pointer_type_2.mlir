// Wrapped from seed 002 line 348 (Pointer type); flavour: shader; source: type-as-argument
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.ptr<vector<4 x f32>, Uniform>) "None" {
    spirv.Return
  }
}
