// Wrapped from spirv.mlir.referenceof example 1 (seed 000, tests/ir-examples/seed000/mlir.referenceof.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.SpecConstant @spec_const = 0.0 : f32
  spirv.func @seed_example() "None" {
    %0 = spirv.mlir.referenceof @spec_const : f32
    spirv.Return
  }
}
