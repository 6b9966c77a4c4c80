// Wrapped from spirv.EntryPoint example 1 (seed 000, tests/ir-examples/seed000/EntryPoint.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @foo() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @foo
}
