// Wrapped from spirv.mlir.yield example 1 (seed 000, tests/ir-examples/seed000/mlir.yield.mlir)
// flavour: kernel; source: override; the example is a fragment of a spirv.SpecConstantOperation region ("%0 = ... (some op ...)"); written out in generic form
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() -> i32 "None" {
    %a = spirv.Constant 1 : i32
    %b = spirv.Constant 2 : i32
    %2 = "spirv.SpecConstantOperation"() ({
      %0 = spirv.IAdd %a, %b : i32
      spirv.mlir.yield %0 : i32
    }) : () -> i32
    spirv.ReturnValue %2 : i32
  }
}
