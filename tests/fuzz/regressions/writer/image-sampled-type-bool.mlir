// fuzz-writer finding (issue 17, verif branch): the verifier accepted an image of
// booleans; spirv-val rejects it. Now a verifier error (the type rules).
// Wrapped from seed 002 line 328 (Image type); flavour: shader; source: type-as-argument
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.image<i1, Cube, IsDepth, Arrayed, MultiSampled, NeedSampler, Rgba32f>) "None" {
    spirv.Return
  }
}
