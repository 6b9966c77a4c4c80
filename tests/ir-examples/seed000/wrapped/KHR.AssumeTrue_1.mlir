// Wrapped from spirv.KHR.AssumeTrue example 1 (seed 000, tests/ir-examples/seed000/KHR.AssumeTrue.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [ExpectAssumeKHR, Addresses, Kernel], [SPV_KHR_expect_assume]> {
  spirv.func @seed_example(%arg: i1) "None" {
    spirv.KHR.AssumeTrue %arg
    spirv.Return
  }
}
