// Wrapped from spirv.CL.s_max example 1 (seed 000, tests/ir-examples/seed000/CL.s_max.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%0: i32, %1: i32) "None" {
    %2 = spirv.CL.s_max %0, %1 : i32
    spirv.Return
  }
}
