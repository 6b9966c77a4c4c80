// Wrapped from spirv.EXT.AtomicFAdd example 1 (seed 000, tests/ir-examples/seed000/EXT.AtomicFAdd.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [AtomicFloat16AddEXT, Addresses, Kernel], [SPV_EXT_shader_atomic_float_add]> {
  spirv.func @seed_example(%pointer: !spirv.ptr<f32, CrossWorkgroup>, %value: f32) "None" {
    %0 = spirv.EXT.AtomicFAdd <Device> <None> %pointer, %value :
                           !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}
