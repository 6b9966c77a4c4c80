// Wrapped from spirv.Undef example 2 (seed 000, tests/ir-examples/seed000/Undef.mlir)
// flavour: kernel; source: fixed; struct types need parentheses in MLIR 19
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %1 = spirv.Undef : !spirv.struct<(!spirv.array<4 x vector<4xi32>>)>
    spirv.Return
  }
}
