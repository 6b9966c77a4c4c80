// Wrapped from spirv.func example 5 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @aliased_pointee(%arg0: !spirv.ptr<!spirv.ptr<i32,
      PhysicalStorageBuffer>, Generic> { spirv.decoration =
      #spirv.decoration<AliasedPointer> }) -> () "None" {
    spirv.Return
  }
}
