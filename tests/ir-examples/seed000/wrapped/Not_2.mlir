// Wrapped from spirv.Not example 2 (seed 000, tests/ir-examples/seed000/Not.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: vector<4xi32>) "None" {
    %3 = spirv.Not %1 : vector<4xi32>
    spirv.Return
  }
}
