// Wrapped from spirv.VectorShuffle example 1 (seed 000, tests/ir-examples/seed000/VectorShuffle.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%vector1: vector<4xf32>, %vector2: vector<2xf32>) "None" {
    %0 = spirv.VectorShuffle [1: i32, 3: i32, 5: i32] %vector1, %vector2 :
      vector<4xf32>, vector<2xf32> -> vector<3xf32>
    spirv.Return
  }
}
