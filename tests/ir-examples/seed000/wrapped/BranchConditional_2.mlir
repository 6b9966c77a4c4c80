// Wrapped from spirv.BranchConditional example 2 (seed 000, tests/ir-examples/seed000/BranchConditional.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%condition: i1, %0: i32, %1: i32) "None" {
    spirv.BranchConditional %condition, ^true_branch(%0: i32), ^false_branch(%1: i32)
  ^true_branch(%true_branch_arg0: i32):
    spirv.Return
  ^false_branch(%false_branch_arg0: i32):
    spirv.Return
  }
}
