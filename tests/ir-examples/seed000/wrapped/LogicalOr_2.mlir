// Wrapped from spirv.LogicalOr example 2 (seed 000, tests/ir-examples/seed000/LogicalOr.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: vector<4xi1>, %1: vector<4xi1>) "None" {
    %2 = spirv.LogicalOr %0, %1 : vector<4xi1>
    spirv.Return
  }
}
