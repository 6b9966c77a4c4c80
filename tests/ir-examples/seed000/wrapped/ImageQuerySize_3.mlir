// Wrapped from spirv.ImageQuerySize example 3 (seed 000, tests/ir-examples/seed000/ImageQuerySize.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [ImageQuery, ImageMSArray, Shader], []> {
  spirv.func @seed_example(%2: !spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) "None" {
    %5 = spirv.ImageQuerySize %2 : !spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
    spirv.Return
  }
}
