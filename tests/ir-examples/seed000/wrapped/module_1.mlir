// Wrapped from spirv.module example 1 (seed 000, tests/ir-examples/seed000/module.mlir)
// flavour: kernel; source: verbatim
spirv.module Logical GLSL450  {}
