// Wrapped from spirv.ShiftLeftLogical example 2 (seed 000, tests/ir-examples/seed000/ShiftLeftLogical.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Int16, Addresses, Kernel], []> {
  spirv.func @seed_example(%3: vector<3xi32>, %4: vector<3xi16>) "None" {
    %5 = spirv.ShiftLeftLogical %3, %4 : vector<3xi32>, vector<3xi16>
    spirv.Return
  }
}
