// Wrapped from spirv.CL.printf example 1 (seed 000, tests/ir-examples/seed000/CL.printf.mlir)
// flavour: kernel; source: fixed; operands are comma-separated per the op's own Syntax block; result and format are both %0 in the doc
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Int8, Addresses], []> {
  spirv.func @seed_example(%0: !spirv.ptr<i8, UniformConstant>, %1: i32, %2: i32) "None" {
    %r = spirv.CL.printf %0, %1, %2 : (!spirv.ptr<i8, UniformConstant>, (i32, i32)) -> i32
    spirv.Return
  }
}
