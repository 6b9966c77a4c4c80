// Wrapped from spirv.ISubBorrow example 2 (seed 000, tests/ir-examples/seed000/ISubBorrow.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: vector<2xi32>, %1: vector<2xi32>) "None" {
    %2 = spirv.ISubBorrow %0, %1 : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
    spirv.Return
  }
}
