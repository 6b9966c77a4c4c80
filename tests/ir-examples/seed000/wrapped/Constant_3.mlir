// Wrapped from spirv.Constant example 3 (seed 000, tests/ir-examples/seed000/Constant.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %2 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1xvector<2xf32>>
    spirv.Return
  }
}
