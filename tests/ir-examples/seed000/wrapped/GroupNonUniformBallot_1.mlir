// Wrapped from spirv.GroupNonUniformBallot example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformBallot.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected '<'
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%predicate: i1) "None" {
    %0 = spirv.GroupNonUniformBallot "SubGroup" %predicate : vector<4xi32>
    spirv.Return
  }
}
