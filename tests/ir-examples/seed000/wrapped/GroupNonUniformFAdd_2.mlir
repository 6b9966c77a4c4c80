// Wrapped from spirv.GroupNonUniformFAdd example 2 (seed 000, tests/ir-examples/seed000/GroupNonUniformFAdd.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar: f32) "None" {
    %0 = spirv.GroupNonUniformFAdd "Workgroup" "Reduce" %scalar : f32
    spirv.Return
  }
}
