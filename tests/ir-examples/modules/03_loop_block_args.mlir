// A counted loop whose header carries the induction variable and an
// accumulator as block arguments (OpPhi), an early exit from the body to the
// merge block (break), a continue block with the back edge, and loop control.
// The result leaves the loop through a Function-storage variable (MLIR 19's
// spirv.mlir.loop has no results).
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @sum_until(%data: !spirv.ptr<i32, CrossWorkgroup>, %n: i32, %limit: i32,
                        %out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %result = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
    spirv.mlir.loop control(DontUnroll) {
      spirv.Branch ^header(%zero, %zero : i32, i32)
    ^header(%i: i32, %acc: i32):
      %more = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %more, ^body, ^merge
    ^body:
      %i64 = spirv.SConvert %i : i32 to i64
      %p = spirv.InBoundsPtrAccessChain %data[%i64] : !spirv.ptr<i32, CrossWorkgroup>, i64
      %v = spirv.Load "CrossWorkgroup" %p ["Aligned", 4] : i32
      %acc2 = spirv.IAdd %acc, %v : i32
      spirv.Store "Function" %result, %acc2 : i32
      %over = spirv.SGreaterThan %acc2, %limit : i32
      spirv.BranchConditional %over, ^merge, ^continue
    ^continue:
      %i2 = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%i2, %acc2 : i32, i32)
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %result : i32
    spirv.Store "CrossWorkgroup" %out, %r ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @sum_until
}
