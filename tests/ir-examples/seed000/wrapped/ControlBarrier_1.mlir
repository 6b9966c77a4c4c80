// Wrapped from spirv.ControlBarrier example 1 (seed 000, tests/ir-examples/seed000/ControlBarrier.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected '<'
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    spirv.ControlBarrier "Workgroup", "Device", "Acquire|UniformMemory"
    spirv.Return
  }
}
