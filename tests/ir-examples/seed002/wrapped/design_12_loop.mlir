// Wrapped from seed 002 line 671 (Loop); flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @loop(%count : i32) "None" {
    %zero = spirv.Constant 0: i32
    %one = spirv.Constant 1: i32
    %var = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>

    spirv.mlir.loop {
      spirv.Branch ^header

    ^header:
      %val0 = spirv.Load "Function" %var : i32
      %cmp = spirv.SLessThan %val0, %count : i32
      spirv.BranchConditional %cmp, ^body, ^merge

    ^body:
      // ...
      spirv.Branch ^continue

    ^continue:
      %val1 = spirv.Load "Function" %var : i32
      %add = spirv.IAdd %val1, %one : i32
      spirv.Store "Function" %var, %add : i32
      spirv.Branch ^header

    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}
