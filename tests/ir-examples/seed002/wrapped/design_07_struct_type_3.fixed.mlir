// Wrapped from seed 002 line 397 (Struct type); flavour: shader; source: fixed; struct types need parentheses in MLIR 19; the dimension is spelled Dim1D
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_type(%t: !spirv.struct<(f32, !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>)>) "None" {
    spirv.Return
  }
}
