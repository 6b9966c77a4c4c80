// Wrapped from spirv.ConvertPtrToU example 1 (seed 000, tests/ir-examples/seed000/ConvertPtrToU.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, GenericPointer, Kernel], []> {
  spirv.func @seed_example(%0: !spirv.ptr<i32, Generic>) "None" {
    %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<i32, Generic> to i32
    spirv.Return
  }
}
