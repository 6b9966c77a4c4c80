// Wrapped from spirv.GroupSMin example 1 (seed 000, tests/ir-examples/seed000/GroupSMin.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Groups, Kernel, Addresses], []> {
  spirv.func @seed_example(%value: i32) "None" {
    %0 = spirv.GroupSMin <Workgroup> <Reduce> %value : i32
    spirv.Return
  }
}
