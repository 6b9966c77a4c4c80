// Wrapped from seed 002 line 731 (Block argument for Phi); flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @foo() "None" {
    %var = spirv.Variable : !spirv.ptr<i32, Function>

    spirv.mlir.selection {
      %true = spirv.Constant true
      spirv.BranchConditional %true, ^true, ^false

    ^true:
      %zero = spirv.Constant 0 : i32
      spirv.Branch ^phi(%zero: i32)

    ^false:
      %one = spirv.Constant 1 : i32
      spirv.Branch ^phi(%one: i32)

    ^phi(%arg: i32):
      spirv.Store "Function" %var, %arg : i32
      spirv.Return

    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}
