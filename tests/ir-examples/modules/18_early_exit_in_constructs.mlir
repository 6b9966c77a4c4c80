// Exits from inside structured constructs: spirv.Return from within a
// selection, a loop whose body returns from the function, a loop with both a
// "continue" (branch to the continue block) and a "break" (branch to the merge
// block) from a nested selection, and a selection whose merge block has a block
// argument. (MLIR 19 accepts merge-block arguments, but its serializer emits no
// OpPhi for them -- they cannot be used after the construct anyway.)
// Known MLIR 19 asymmetry: mlir-translate-19 --deserialize-spirv cannot read the
// binary its own serializer writes for this module ("second to last block must be
// the loop continue block"): the serializer lays the continue block out right
// after the first body block that branches to it, and the deserializer keeps
// binary order. Our reader has to structure it anyway.
// spirv-val: opencl2.0
// mlir-deserialize: xfail
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @exits(%data: !spirv.ptr<i32, CrossWorkgroup>, %n: i32, %out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c100 = spirv.Constant 100 : i32
    %bad = spirv.SLessThan %n, %c0 : i32
    spirv.mlir.selection {
      spirv.BranchConditional %bad, ^early, ^merge
    ^early:
      spirv.Store "CrossWorkgroup" %out, %c0 ["Aligned", 4] : i32
      spirv.Return
    ^merge:
      spirv.mlir.merge
    }
    %acc = spirv.Variable init(%c0) : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%c0 : i32)
    ^header(%i: i32):
      %more = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %more, ^body, ^merge
    ^body:
      %i64 = spirv.SConvert %i : i32 to i64
      %p = spirv.InBoundsPtrAccessChain %data[%i64] : !spirv.ptr<i32, CrossWorkgroup>, i64
      %v = spirv.Load "CrossWorkgroup" %p ["Aligned", 4] : i32
      %neg = spirv.SLessThan %v, %c0 : i32
      spirv.BranchConditional %neg, ^continue, ^check
    ^check:
      %big = spirv.SGreaterThan %v, %c100 : i32
      spirv.BranchConditional %big, ^ret, ^add
    ^ret:
      spirv.Store "CrossWorkgroup" %out, %v ["Aligned", 4] : i32
      spirv.Return
    ^add:
      %old = spirv.Load "Function" %acc : i32
      %new = spirv.IAdd %old, %v : i32
      spirv.Store "Function" %acc, %new : i32
      %zero = spirv.IEqual %v, %c0 : i32
      spirv.BranchConditional %zero, ^merge, ^continue
    ^continue:
      %i2 = spirv.IAdd %i, %c1 : i32
      spirv.Branch ^header(%i2 : i32)
    ^merge:
      spirv.mlir.merge
    }
    %total = spirv.Load "Function" %acc : i32
    %odd = spirv.BitwiseAnd %total, %c1 : i32
    %is_odd = spirv.IEqual %odd, %c1 : i32
    spirv.mlir.selection {
      spirv.BranchConditional %is_odd, ^o, ^e
    ^o:
      spirv.Branch ^join(%c1 : i32)
    ^e:
      spirv.Branch ^join(%c0 : i32)
    ^join(%parity: i32):
      spirv.mlir.merge
    }
    spirv.Store "CrossWorkgroup" %out, %total ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @exits
}
