// Wrapped from spirv.AccessChain example 1 (seed 000, tests/ir-examples/seed000/AccessChain.mlir)
// flavour: kernel; source: fixed; struct types need parentheses in MLIR 19 (!spirv.struct<(f32, ...)>), and its AccessChain syntax also spells the index types
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = "spirv.Constant"() { value = 1: i32} : () -> i32
    %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
    %2 = spirv.AccessChain %1[%0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32
    %3 = spirv.Load "Function" %2 ["Volatile"] : !spirv.array<4xf32>
    spirv.Return
  }
}
