// Wrapped from seed 002 line 583 (Selection); flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @selection(%cond: i1) "None" {
    %zero = spirv.Constant 0: i32
    %one = spirv.Constant 1: i32
    %two = spirv.Constant 2: i32
    %x = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>

    spirv.mlir.selection {
      spirv.BranchConditional %cond, ^then, ^else

    ^then:
      spirv.Store "Function" %x, %one : i32
      spirv.Branch ^merge

    ^else:
      spirv.Store "Function" %x, %two : i32
      spirv.Branch ^merge

    ^merge:
      spirv.mlir.merge
    }

    // ...
    spirv.Return
  }
}
