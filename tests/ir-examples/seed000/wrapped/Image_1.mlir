// Wrapped from spirv.Image example 1 (seed 000, tests/ir-examples/seed000/Image.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [ImageCubeArray, Addresses, Kernel], []> {
  spirv.func @seed_example(%1: !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>) "None" {
    %0 = spirv.Image %1 : !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>
    spirv.Return
  }
}
