// Wrapped from spirv.LogicalNot example 1 (seed 000, tests/ir-examples/seed000/LogicalNot.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i1) "None" {
    %2 = spirv.LogicalNot %0 : i1
    spirv.Return
  }
}
