// Wrapped from spirv.ExecutionMode example 1 (seed 000, tests/ir-examples/seed000/ExecutionMode.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @foo() "None" {
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @foo
  spirv.ExecutionMode @foo "ContractionOff"
}
