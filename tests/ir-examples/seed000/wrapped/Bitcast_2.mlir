// Wrapped from spirv.Bitcast example 2 (seed 000, tests/ir-examples/seed000/Bitcast.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Int64, Addresses, Kernel], []> {
  spirv.func @seed_example(%0: vector<2xf32>) "None" {
    %1 = spirv.Bitcast %0 : vector<2xf32> to i64
    spirv.Return
  }
}
