// Wrapped from spirv.Bitcast example 3 (seed 000, tests/ir-examples/seed000/Bitcast.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: !spirv.ptr<f32, Function>) "None" {
    %1 = spirv.Bitcast %0 : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
    spirv.Return
  }
}
