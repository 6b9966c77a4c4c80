// Wrapped from spirv.GenericCastToPtrExplicit example 1 (seed 000, tests/ir-examples/seed000/GenericCastToPtrExplicit.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.GenericCastToPtrExplicitOp' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: !spirv.ptr<f32, Generic>) "None" {
    %1 = spirv.GenericCastToPtrExplicitOp %0 : !spirv.ptr<f32, Generic> to
    !spirv.ptr<f32, CrossWorkGroup>
    spirv.Return
  }
}
