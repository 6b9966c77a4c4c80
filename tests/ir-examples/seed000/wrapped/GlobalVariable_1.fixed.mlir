// Wrapped from spirv.GlobalVariable example 1 (seed 000, tests/ir-examples/seed000/GlobalVariable.mlir)
// flavour: shader; source: fixed; stray trailing "@var0" after the type
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Input>
  spirv.GlobalVariable @var1 initializer(@var0) : !spirv.ptr<f32, Output>
}
