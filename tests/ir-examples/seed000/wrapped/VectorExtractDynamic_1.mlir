// Wrapped from spirv.VectorExtractDynamic example 1 (seed 000, tests/ir-examples/seed000/VectorExtractDynamic.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Vector16, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: vector<8xf32>, %1: i32) "None" {
    %2 = spirv.VectorExtractDynamic %0[%1] : vector<8xf32>, i32
    spirv.Return
  }
}
