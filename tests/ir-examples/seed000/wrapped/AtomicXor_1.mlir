// Wrapped from spirv.AtomicXor example 1 (seed 000, tests/ir-examples/seed000/AtomicXor.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, StorageBuffer>, %value: i32) "None" {
    %0 = spirv.AtomicXor <Device> <None> %pointer, %value :
                       !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}
