// Wrapped from spirv.AtomicIIncrement example 1 (seed 000, tests/ir-examples/seed000/AtomicIIncrement.mlir)
// flavour: shader; source: fixed; the op is spirv.AtomicIIncrement (the example says spirv.AtomicIncrement)
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, StorageBuffer>) "None" {
    %0 = spirv.AtomicIIncrement <Device> <None> %pointer :
                             !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}
