// Control flow outside structured constructs, the way OpenCL compilers emit it:
// plain blocks in the function body with BranchConditional / Branch carrying
// block arguments (OpPhi), a loop without OpLoopMerge (back edge to a block
// argument header), a multi-way dispatch built from branches, early returns, and
// an Unreachable block.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @search(%data: !spirv.ptr<i32, CrossWorkgroup>, %n: i64, %needle: i32,
                     %out: !spirv.ptr<i64, CrossWorkgroup>) "None" {
    %c0 = spirv.Constant 0 : i64
    %c1 = spirv.Constant 1 : i64
    %m1 = spirv.Constant -1 : i64
    %empty = spirv.SLessThanEqual %n, %c0 : i64
    spirv.BranchConditional %empty, ^not_found, ^loop(%c0 : i64)
  ^loop(%i: i64):
    %p = spirv.InBoundsPtrAccessChain %data[%i] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %v = spirv.Load "CrossWorkgroup" %p ["Aligned", 4] : i32
    %hit = spirv.IEqual %v, %needle : i32
    spirv.BranchConditional %hit, ^found(%i : i64), ^next
  ^next:
    %i2 = spirv.IAdd %i, %c1 : i64
    %more = spirv.SLessThan %i2, %n : i64
    spirv.BranchConditional %more, ^loop(%i2 : i64), ^not_found
  ^found(%at: i64):
    spirv.Store "CrossWorkgroup" %out, %at ["Aligned", 8] : i64
    spirv.Return
  ^not_found:
    spirv.Store "CrossWorkgroup" %out, %m1 ["Aligned", 8] : i64
    spirv.Return
  }

  spirv.func @dispatch(%op: i32, %a: i32, %b: i32) -> i32 "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i32
    %is0 = spirv.IEqual %op, %c0 : i32
    spirv.BranchConditional %is0, ^add, ^check1
  ^check1:
    %is1 = spirv.IEqual %op, %c1 : i32
    spirv.BranchConditional %is1, ^sub, ^check2
  ^check2:
    %is2 = spirv.IEqual %op, %c2 : i32
    spirv.BranchConditional %is2, ^join(%c0 : i32), ^bad
  ^add:
    %s = spirv.IAdd %a, %b : i32
    spirv.Branch ^join(%s : i32)
  ^sub:
    %d = spirv.ISub %a, %b : i32
    spirv.Branch ^join(%d : i32)
  ^bad:
    spirv.Unreachable
  ^join(%r: i32):
    spirv.ReturnValue %r : i32
  }

  spirv.func @use_dispatch(%ops: !spirv.ptr<i32, CrossWorkgroup>, %res: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %op = spirv.Load "CrossWorkgroup" %ops ["Aligned", 4] : i32
    %a = spirv.Constant 7 : i32
    %b = spirv.Constant 5 : i32
    %r = spirv.FunctionCall @dispatch(%op, %a, %b) : (i32, i32, i32) -> i32
    spirv.Store "CrossWorkgroup" %res, %r ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @search
  spirv.EntryPoint "Kernel" @use_dispatch
}
