// Wrapped from spirv.CL.printf example 1 (seed 000, tests/ir-examples/seed000/CL.printf.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected ','
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%in0: !spirv.ptr<i8, UniformConstant>, %1: i32, %2: i32) "None" {
    %0 = spirv.CL.printf %in0 %1 %2 : (!spirv.ptr<i8, UniformConstant>, (i32, i32)) -> i32
    spirv.Return
  }
}
