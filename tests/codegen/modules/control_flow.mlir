// Nested loops with a break out of the inner loop, an early return inside a
// selection, function calls and a helper with a return value.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @clamp_add(%a: i32, %b: i32) -> i32 "Inline" {
    %s = spirv.IAdd %a, %b : i32
    %lim = spirv.Constant 1000 : i32
    %gt = spirv.SGreaterThan %s, %lim : i32
    %r = spirv.Select %gt, %lim, %s : i1, i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @kernel(%out: !spirv.ptr<i32, CrossWorkgroup>, %n: i32, %mode: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %acc = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %acc, %zero : i32
    spirv.mlir.selection {
      %neg = spirv.SLessThan %n, %zero : i32
      spirv.BranchConditional %neg, ^ret, ^merge
    ^ret:
      spirv.Return
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %lt = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %lt, ^body, ^merge
    ^body:
      spirv.mlir.loop {
        spirv.Branch ^h2(%zero : i32)
      ^h2(%j: i32):
        %lt2 = spirv.SLessThan %j, %i : i32
        spirv.BranchConditional %lt2, ^b2, ^m2
      ^b2:
        %big = spirv.SGreaterThan %j, %n : i32
        spirv.BranchConditional %big, ^m2, ^c2
      ^c2:
        %old = spirv.Load "Function" %acc : i32
        %new = spirv.FunctionCall @clamp_add(%old, %j) : (i32, i32) -> i32
        spirv.Store "Function" %acc, %new : i32
        %j2 = spirv.IAdd %j, %one : i32
        spirv.Branch ^h2(%j2 : i32)
      ^m2:
        spirv.mlir.merge
      }
      spirv.Branch ^continue
    ^continue:
      %i2 = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%i2 : i32)
    ^merge:
      spirv.mlir.merge
    }
    %final = spirv.Load "Function" %acc : i32
    spirv.Store "CrossWorkgroup" %out, %final : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @kernel
}
