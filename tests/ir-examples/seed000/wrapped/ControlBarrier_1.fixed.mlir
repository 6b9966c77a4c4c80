// Wrapped from spirv.ControlBarrier example 1 (seed 000, tests/ir-examples/seed000/ControlBarrier.mlir)
// flavour: shader; source: fixed; MLIR 19 spells scopes and semantics as <...> enum attributes; needs Shader
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @seed_example() "None" {
    spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>
    spirv.Return
  }
}
