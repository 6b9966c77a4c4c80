// Wrapped from spirv.SDiv example 2 (seed 000, tests/ir-examples/seed000/SDiv.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<4xi32>, %3: vector<4xi32>) "None" {
    %5 = spirv.SDiv %2, %3 : vector<4xi32>
    spirv.Return
  }
}
