// Wrapped from spirv.Branch example 1 (seed 000, tests/ir-examples/seed000/Branch.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    spirv.Branch ^target
  ^target:
    spirv.Return
  }
}
