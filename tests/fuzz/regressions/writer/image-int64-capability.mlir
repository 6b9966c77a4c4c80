// fuzz-writer finding (issue 17, verif branch): an image of i64 texels was written without
// the Int64ImageEXT capability (availability inference), which spirv-val requires. The
// inference adds it now, so the verifier also asks a declared vce_triple for it.
// fuzz-writer finding (issue 17, verif branch): the verifier accepted an image type
// whose sampled type is a pointer; spirv-val rejects it ("Expected Sampled Type to be
// either void or numerical scalar type"). Now a verifier error (the type rules).
// fuzz-writer finding (issue 17): availability inference missed what these
// types need (OpTypeRuntimeArray, ArrayStride and Offset: Shader; Dim 1D:
// Sampled1D), so a module without a vce_triple was written with a header
// that spirv-val rejects.
spirv.module Logical GLSL450 {
  spirv.func @f(%r: !spirv.ptr<!spirv.rtarray<i32, stride=4>, StorageBuffer>, %s: !spirv.ptr<!spirv.struct<(f32 [0], i32 [4])>, StorageBuffer>, %i: !spirv.sampled_image<!spirv.image<i64, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>) "None" {
    spirv.Return
  }
}
