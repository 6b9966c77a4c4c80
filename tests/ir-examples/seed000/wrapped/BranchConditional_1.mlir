// Wrapped from spirv.BranchConditional example 1 (seed 000, tests/ir-examples/seed000/BranchConditional.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%condition: i1) "None" {
    spirv.BranchConditional %condition, ^true_branch, ^false_branch
  ^true_branch:
    spirv.Return
  ^false_branch:
    spirv.Return
  }
}
