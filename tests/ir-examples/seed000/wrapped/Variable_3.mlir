// Wrapped from spirv.Variable example 3 (seed 000, tests/ir-examples/seed000/Variable.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [PhysicalStorageBufferAddresses, Shader], [SPV_EXT_physical_storage_buffer]> {
  spirv.func @seed_example() "None" {
    %3 = spirv.Variable {aliased_pointer} :
      !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
    spirv.Return
  }
}
