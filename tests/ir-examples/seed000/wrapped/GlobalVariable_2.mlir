// Wrapped from spirv.GlobalVariable example 2 (seed 000, tests/ir-examples/seed000/GlobalVariable.mlir)
// flavour: shader; source: auto
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.GlobalVariable @var2 bind(1, 2) : !spirv.ptr<f32, Uniform>
}
