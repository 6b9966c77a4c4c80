// Wrapped from spirv.IsInf example 2 (seed 000, tests/ir-examples/seed000/IsInf.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.IsInf' 'operand' must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'vector<4xi32>'
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%1: vector<4xi32>) "None" {
    %3 = spirv.IsInf %1: vector<4xi32>
    spirv.Return
  }
}
