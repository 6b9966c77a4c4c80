// fuzz-writer finding (issue 17): the verifier accepted a sampled image of an
// image whose Sampled operand is 2 (NoSampler); spirv-val rejects the binary.
// Now a verifier error.
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
  spirv.func @f(%t: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>) "None" {
    spirv.Return
  }
}
