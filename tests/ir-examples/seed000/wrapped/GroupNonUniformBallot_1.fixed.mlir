// Wrapped from spirv.GroupNonUniformBallot example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformBallot.mlir)
// flavour: kernel; source: fixed; MLIR 19 spells the scope as an enum attribute, and it is Subgroup (not SubGroup)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformBallot, Addresses, Kernel], []> {
  spirv.func @seed_example(%predicate: i1) "None" {
    %0 = spirv.GroupNonUniformBallot <Subgroup> %predicate : vector<4xi32>
    spirv.Return
  }
}
