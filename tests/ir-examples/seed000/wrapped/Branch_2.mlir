// Wrapped from spirv.Branch example 2 (seed 000, tests/ir-examples/seed000/Branch.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32, %1: f32) "None" {
    spirv.Branch ^target(%0, %1: i32, f32)
  ^target(%target_arg0: i32, %target_arg1: f32):
    spirv.Return
  }
}
