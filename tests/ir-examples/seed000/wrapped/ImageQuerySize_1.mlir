// Wrapped from spirv.ImageQuerySize example 1 (seed 000, tests/ir-examples/seed000/ImageQuerySize.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [ImageQuery, Image1D, Shader], []> {
  spirv.func @seed_example(%0: !spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) "None" {
    %3 = spirv.ImageQuerySize %0 : !spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
    spirv.Return
  }
}
