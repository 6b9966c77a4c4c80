// A kernel with a loop, a selection inside it and a spec constant (MLIR syntax).
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.SpecConstant @scale spec_id(3) = 2 : i32
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.func @sum(%out: !spirv.ptr<i32, CrossWorkgroup>, %n: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %acc = spirv.Variable : !spirv.ptr<i32, Function>
    %i = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %acc, %zero : i32
    spirv.Store "Function" %i, %zero : i32
    spirv.mlir.loop {
      spirv.Branch ^header
    ^header:
      %iv = spirv.Load "Function" %i : i32
      %cmp = spirv.SLessThan %iv, %n : i32
      spirv.BranchConditional %cmp, ^body, ^merge
    ^body:
      %odd = spirv.BitwiseAnd %iv, %one : i32
      %isodd = spirv.IEqual %odd, %one : i32
      spirv.mlir.selection {
        spirv.BranchConditional %isodd, ^then, ^smerge
      ^then:
        %a = spirv.Load "Function" %acc : i32
        %s = spirv.mlir.referenceof @scale : i32
        %m = spirv.IMul %iv, %s : i32
        %b = spirv.IAdd %a, %m : i32
        spirv.Store "Function" %acc, %b : i32
        spirv.Branch ^smerge
      ^smerge:
        spirv.mlir.merge
      }
      spirv.Branch ^continue
    ^continue:
      %next = spirv.IAdd %iv, %one : i32
      spirv.Store "Function" %i, %next : i32
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %acc : i32
    spirv.Store "CrossWorkgroup" %out, %r : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @sum, @gid
  spirv.ExecutionMode @sum "LocalSize", 64, 1, 1
}
