// Wrapped from spirv.Dot example 1 (seed 000, tests/ir-examples/seed000/Dot.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%v1: vector<4xf32>, %v2: vector<4xf32>) "None" {
    %0 = spirv.Dot %v1, %v2 : vector<4xf32> -> f32
    spirv.Return
  }
}
