// Wrapped from spirv.PtrCastToGeneric example 1 (seed 000, tests/ir-examples/seed000/PtrCastToGeneric.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: unknown storage class: CrossWorkGroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: !spirv.ptr<f32, CrossWorkGroup>) "None" {
    %1 = spirv.PtrCastToGenericOp %0 : !spirv.ptr<f32, CrossWorkGroup> to
         !spirv.ptr<f32, Generic>
    spirv.Return
  }
}
