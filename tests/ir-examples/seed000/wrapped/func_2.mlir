// Wrapped from spirv.func example 2 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @bar() -> () "Inline|Pure" {
    spirv.Return
  }
}
