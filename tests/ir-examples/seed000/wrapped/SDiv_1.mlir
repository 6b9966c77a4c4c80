// Wrapped from spirv.SDiv example 1 (seed 000, tests/ir-examples/seed000/SDiv.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i32, %1: i32) "None" {
    %4 = spirv.SDiv %0, %1 : i32
    spirv.Return
  }
}
