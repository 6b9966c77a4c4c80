// Wrapped from spirv.ImageDrefGather example 1 (seed 000, tests/ir-examples/seed000/ImageDrefGather.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ImageMSArray], []> {
  spirv.func @seed_example(%1: !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %2: vector<4xf32>, %3: f32) "None" {
    %0 = spirv.ImageDrefGather %1 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %2 : vector<4xf32>, %3 : f32 -> vector<4xi32>
    spirv.Return
  }
}
