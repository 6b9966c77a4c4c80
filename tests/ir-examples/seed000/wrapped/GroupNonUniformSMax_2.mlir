// Wrapped from spirv.GroupNonUniformSMax example 2 (seed 000, tests/ir-examples/seed000/GroupNonUniformSMax.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar: i32) "None" {
    %0 = spirv.GroupNonUniformSMax "Workgroup" "Reduce" %scalar : i32
    spirv.Return
  }
}
