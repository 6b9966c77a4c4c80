// Wrapped from spirv.ConvertUToPtr example 1 (seed 000, tests/ir-examples/seed000/ConvertUToPtr.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, GenericPointer, Kernel], []> {
  spirv.func @seed_example(%0: i32) "None" {
    %1 = spirv.ConvertUToPtr %0 :  i32 to !spirv.ptr<i32, Generic>
    spirv.Return
  }
}
