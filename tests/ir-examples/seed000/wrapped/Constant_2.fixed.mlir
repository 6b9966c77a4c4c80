// Wrapped from spirv.Constant example 2 (seed 000, tests/ir-examples/seed000/Constant.mlir)
// flavour: kernel; source: fixed; a float vector constant needs float elements (dense<[2.0, 3.0]>)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %1 = spirv.Constant dense<[2.0, 3.0]> : vector<2xf32>
    spirv.Return
  }
}
