// Wrapped from spirv.InBoundsPtrAccessChain example 1 (seed 000, tests/ir-examples/seed000/InBoundsPtrAccessChain.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Int64, Kernel], []> {
  spirv.func @inbounds_ptr_access_chain(%arg0: !spirv.ptr<f32, CrossWorkgroup>, %arg1 : i64) "None" {
    %0 = spirv.InBoundsPtrAccessChain %arg0[%arg1] : !spirv.ptr<f32, CrossWorkgroup>, i64
    spirv.Return
  }
}
