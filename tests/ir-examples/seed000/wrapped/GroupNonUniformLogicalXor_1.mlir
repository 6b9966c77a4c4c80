// Wrapped from spirv.GroupNonUniformLogicalXor example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformLogicalXor.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected non-function type
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%vector: vector<4xi1>) "None" {
    %four = spirv.Constant 4 : i32
    %1 = spirv.GroupNonUniformLogicalXor "Subgroup" "ClusteredReduce"
           %vector cluster_size(%four) : vector<4xi>
    spirv.Return
  }
}
