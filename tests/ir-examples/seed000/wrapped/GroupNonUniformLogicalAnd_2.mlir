// Wrapped from spirv.GroupNonUniformLogicalAnd example 2 (seed 000, tests/ir-examples/seed000/GroupNonUniformLogicalAnd.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformArithmetic, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar: i1) "None" {
    %0 = spirv.GroupNonUniformLogicalAnd "Workgroup" "Reduce" %scalar : i1
    spirv.Return
  }
}
