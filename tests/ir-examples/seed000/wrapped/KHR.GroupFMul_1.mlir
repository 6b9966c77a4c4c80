// Wrapped from spirv.KHR.GroupFMul example 1 (seed 000, tests/ir-examples/seed000/KHR.GroupFMul.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [GroupUniformArithmeticKHR, GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%value: f32) "None" {
    %0 = spirv.KHR.GroupFMul <Workgroup> <Reduce> %value : f32
    spirv.Return
  }
}
