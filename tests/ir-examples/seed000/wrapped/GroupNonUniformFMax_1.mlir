// Wrapped from spirv.GroupNonUniformFMax example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformFMax.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, GroupNonUniformClustered, Addresses, Kernel], []> {
  spirv.func @seed_example(%vector: vector<4xf32>) "None" {
    %four = spirv.Constant 4 : i32
    %1 = spirv.GroupNonUniformFMax "Subgroup" "ClusteredReduce" %vector cluster_size(%four) : vector<4xf32>
    spirv.Return
  }
}
