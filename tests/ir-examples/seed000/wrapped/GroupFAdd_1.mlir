// Wrapped from spirv.GroupFAdd example 1 (seed 000, tests/ir-examples/seed000/GroupFAdd.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Groups, Kernel, Addresses], []> {
  spirv.func @seed_example(%value: f32) "None" {
    %0 = spirv.GroupFAdd <Workgroup> <Reduce> %value : f32
    spirv.Return
  }
}
