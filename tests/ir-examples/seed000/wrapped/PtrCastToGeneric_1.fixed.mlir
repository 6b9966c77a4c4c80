// Wrapped from spirv.PtrCastToGeneric example 1 (seed 000, tests/ir-examples/seed000/PtrCastToGeneric.mlir)
// flavour: kernel; source: fixed; op name has a stray Op suffix; storage class is spelled CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, GenericPointer, Addresses], []> {
  spirv.func @seed_example(%0: !spirv.ptr<f32, CrossWorkgroup>) "None" {
    %1 = spirv.PtrCastToGeneric %0 : !spirv.ptr<f32, CrossWorkgroup> to
         !spirv.ptr<f32, Generic>
    spirv.Return
  }
}
