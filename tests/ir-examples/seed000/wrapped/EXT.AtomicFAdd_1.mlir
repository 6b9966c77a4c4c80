// Wrapped from spirv.EXT.AtomicFAdd example 1 (seed 000, tests/ir-examples/seed000/EXT.AtomicFAdd.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [AtomicFloat16AddEXT, Shader], [SPV_EXT_shader_atomic_float_add, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%pointer: !spirv.ptr<f32, StorageBuffer>, %value: f32) "None" {
    %0 = spirv.EXT.AtomicFAdd <Device> <None> %pointer, %value :
                           !spirv.ptr<f32, StorageBuffer>
    spirv.Return
  }
}
