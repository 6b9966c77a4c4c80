// Wrapped from spirv.FMul example 2 (seed 000, tests/ir-examples/seed000/FMul.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<4xf32>, %3: vector<4xf32>) "None" {
    %5 = spirv.FMul %2, %3 : vector<4xf32>
    spirv.Return
  }
}
