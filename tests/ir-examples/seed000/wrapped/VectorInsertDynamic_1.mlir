// Wrapped from spirv.VectorInsertDynamic example 1 (seed 000, tests/ir-examples/seed000/VectorInsertDynamic.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected ','
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar: f32, %0: vector<8xf32>, %1: i32) "None" {
    %2 = spirv.VectorInsertDynamic %scalar %0[%1] : f32, vector<8xf32>, i32
    spirv.Return
  }
}
