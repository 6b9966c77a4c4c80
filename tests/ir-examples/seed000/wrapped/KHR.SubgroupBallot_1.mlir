// Wrapped from spirv.KHR.SubgroupBallot example 1 (seed 000, tests/ir-examples/seed000/KHR.SubgroupBallot.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [SubgroupBallotKHR, Addresses, Kernel], [SPV_KHR_shader_ballot]> {
  spirv.func @seed_example(%predicate: i1) "None" {
    %0 = spirv.KHR.SubgroupBallot %predicate : vector<4xi32>
    spirv.Return
  }
}
