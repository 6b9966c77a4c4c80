// fuzz-writer finding (issue 17): availability inference missed what these
// types need (OpTypeRuntimeArray, ArrayStride and Offset: Shader; Dim 1D:
// Sampled1D), so a module without a vce_triple was written with a header
// that spirv-val rejects.
spirv.module Logical GLSL450 {
  spirv.func @f(%r: !spirv.ptr<!spirv.rtarray<i32, stride=4>, StorageBuffer>, %s: !spirv.ptr<!spirv.struct<(f32 [0], i32 [4])>, StorageBuffer>, %i: !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>) "None" {
    spirv.Return
  }
}
