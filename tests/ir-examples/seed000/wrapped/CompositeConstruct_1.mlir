// Wrapped from spirv.CompositeConstruct example 1 (seed 000, tests/ir-examples/seed000/CompositeConstruct.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected '('
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: f32, %2: f32, %3: f32, %4: !spirv.array<4xf32>, %5: !spirv.struct<(f32)>) "None" {
    %a = spirv.CompositeConstruct %1, %2, %3 : vector<3xf32>
    %b = spirv.CompositeConstruct %a, %1 : (vector<3xf32>, f32) -> vector<4xf32>
    %d = spirv.CompositeConstruct %a, %4, %5 :
      (vector<3xf32>, !spirv.array<4xf32>, !spirv.struct<(f32)>) ->
        !spirv.struct<(vector<3xf32>, !spirv.array<4xf32>, !spirv.struct<(f32)>)>
    spirv.Return
  }
}
