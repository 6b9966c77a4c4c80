// Wrapped from spirv.VectorTimesScalar example 1 (seed 000, tests/ir-examples/seed000/VectorTimesScalar.mlir)
// flavour: kernel; source: fixed; MLIR 19 spells the operand types: (vector<4xf32>, f32) -> vector<4xf32>
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%vector: vector<4xf32>, %scalar: f32) "None" {
    %0 = spirv.VectorTimesScalar %vector, %scalar : (vector<4xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}
