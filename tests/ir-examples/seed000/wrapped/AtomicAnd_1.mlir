// Wrapped from spirv.AtomicAnd example 1 (seed 000, tests/ir-examples/seed000/AtomicAnd.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, StorageBuffer>, %value: i32) "None" {
    %0 = spirv.AtomicAnd <Device> <None> %pointer, %value :
                       !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}
