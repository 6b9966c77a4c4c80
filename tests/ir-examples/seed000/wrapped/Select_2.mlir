// Wrapped from spirv.Select example 2 (seed 000, tests/ir-examples/seed000/Select.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.4, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i1, %1: vector<3xi32>, %2: vector<3xi32>) "None" {
    %3 = spirv.Select %0, %1, %2 : i1, vector<3xi32>
    spirv.Return
  }
}
