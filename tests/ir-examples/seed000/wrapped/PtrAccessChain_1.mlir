// Wrapped from spirv.PtrAccessChain example 1 (seed 000, tests/ir-examples/seed000/PtrAccessChain.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Int64, Kernel], []> {
  spirv.func @ptr_access_chain(%arg0: !spirv.ptr<f32, CrossWorkgroup>, %arg1 : i64) "None" {
    %0 = spirv.PtrAccessChain %arg0[%arg1] : !spirv.ptr<f32, CrossWorkgroup>, i64
    spirv.Return
  }
}
