// Wrapped from spirv.ExecutionMode example 2 (seed 000, tests/ir-examples/seed000/ExecutionMode.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @bar() "None" {
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @bar
  spirv.ExecutionMode @bar "LocalSizeHint", 3, 4, 5
}
