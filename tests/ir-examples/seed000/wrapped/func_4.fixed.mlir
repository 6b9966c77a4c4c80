// Wrapped from spirv.func example 4 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: shader; source: fixed; an argument's attribute dictionary follows its type without a comma
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @restrict_pointer(%arg0: !spirv.ptr<i32, PhysicalStorageBuffer>
      { spirv.decoration = #spirv.decoration<Restrict> }) -> () "None" {
    spirv.Return
  }
}
