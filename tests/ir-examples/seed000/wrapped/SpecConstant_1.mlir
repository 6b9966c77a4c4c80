// Wrapped from spirv.SpecConstant example 1 (seed 000, tests/ir-examples/seed000/SpecConstant.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.SpecConstant @spec_const1 = true
}
