// Wrapped from spirv.ConvertSToF example 2 (seed 000, tests/ir-examples/seed000/ConvertSToF.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xi32>) "None" {
    %3 = spirv.ConvertSToF %2 : vector<3xi32> to vector<3xf32>
    spirv.Return
  }
}
