// Wrapped from spirv.GroupNonUniformLogicalOr example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformLogicalOr.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, GroupNonUniformClustered, Addresses, Kernel], []> {
  spirv.func @seed_example(%vector: vector<4xi1>) "None" {
    %four = spirv.Constant 4 : i32
    %1 = spirv.GroupNonUniformLogicalOr "Subgroup" "ClusteredReduce"
           %vector cluster_size(%four) : vector<4xi1>
    spirv.Return
  }
}
