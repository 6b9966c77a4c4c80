// A 2x3 tensor in spirv.Constant's generic form (spirv-tensor-constant-errors.mlir).
func.func @generic_rows() -> () {
  %0 = "spirv.Constant"() {value = dense<1> : tensor<2x3xi32>} : () -> (!spirv.array<2 x !spirv.array<3 x i32>>)
  return
}
