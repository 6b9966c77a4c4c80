// Wrapped from spirv.KHR.GroupIMul example 1 (seed 000, tests/ir-examples/seed000/KHR.GroupIMul.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [GroupUniformArithmeticKHR, GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%value: i32) "None" {
    %0 = spirv.KHR.GroupIMul <Workgroup> <Reduce> %value : i32
    spirv.Return
  }
}
