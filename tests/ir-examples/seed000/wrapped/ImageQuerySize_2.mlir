// Wrapped from spirv.ImageQuerySize example 2 (seed 000, tests/ir-examples/seed000/ImageQuerySize.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [ImageQuery, ImageMSArray, Shader], []> {
  spirv.func @seed_example(%1: !spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) "None" {
    %4 = spirv.ImageQuerySize %1 : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
    spirv.Return
  }
}
