// Wrapped from spirv.GroupNonUniformFMin example 2 (seed 000, tests/ir-examples/seed000/GroupNonUniformFMin.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar: f32) "None" {
    %0 = spirv.GroupNonUniformFMin "Workgroup" "Reduce" %scalar : f32
    spirv.Return
  }
}
