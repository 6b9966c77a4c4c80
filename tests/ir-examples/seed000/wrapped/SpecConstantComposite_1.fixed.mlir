// Wrapped from spirv.SpecConstantComposite example 1 (seed 000, tests/ir-examples/seed000/SpecConstantComposite.mlir)
// flavour: kernel; source: fixed; struct types need parentheses in MLIR 19
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.SpecConstant @sc1 = 1   : i32
  spirv.SpecConstant @sc2 = 2.5 : f32
  spirv.SpecConstant @sc3 = 3.5 : f32
  spirv.SpecConstantComposite @scc (@sc1, @sc2, @sc3) : !spirv.struct<(i32, f32, f32)>
}
