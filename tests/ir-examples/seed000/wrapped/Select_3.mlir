// Wrapped from spirv.Select example 3 (seed 000, tests/ir-examples/seed000/Select.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: vector<3xi1>, %1: vector<3xf32>, %2: vector<3xf32>) "None" {
    %3 = spirv.Select %0, %1, %2 : vector<3xi1>, vector<3xf32>
    spirv.Return
  }
}
