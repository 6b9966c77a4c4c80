// Wrapped from spirv.IsInf example 2 (seed 000, tests/ir-examples/seed000/IsInf.mlir)
// flavour: kernel; source: fixed; IsInf takes floats; the example's vector<4xi32> operand is rejected by the verifier
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: vector<4xf32>) "None" {
    %3 = spirv.IsInf %1: vector<4xf32>
    spirv.Return
  }
}
