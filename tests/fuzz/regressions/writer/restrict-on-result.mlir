// fuzz-writer finding (issue 17, verif branch): a Restrict decoration on an instruction
// result was verified; spirv-val: "Restrict decoration ... must be a memory object
// declaration". Now a verifier error (ir/spirv/VerifyDecorations.cpp).
// A small call graph: helpers with scalar results, a helper writing through a
// Function-storage pointer argument (out-parameter), a void helper taking a
// CrossWorkgroup pointer, function controls (Inline, DontInline, Pure, Const),
// and a helper called from two kernels.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @clamp_add(%a: i32, %b: i32, %lo: i32, %hi: i32) -> i32 "Pure|DontInline" {
    %s = spirv.IAdd %a, %b : i32
    %t = spirv.CL.s_max %s, %lo : i32
    %u = spirv.CL.s_min %t, %hi : i32
    spirv.ReturnValue %u : i32
  }

  spirv.func @square(%x: f32) -> f32 "Const|Inline" {
    %r = spirv.FMul %x, %x {restrict} : f32
    spirv.ReturnValue %r : f32
  }

  spirv.func @divmod(%a: i32, %b: i32, %q: !spirv.ptr<i32, Function>, %r: !spirv.ptr<i32, Function>) "DontInline" {
    %qq = spirv.SDiv %a, %b : i32
    %rr = spirv.SRem %a, %b : i32
    spirv.Store "Function" %q, %qq : i32
    spirv.Store "Function" %r, %rr : i32
    spirv.Return
  }

  spirv.func @write_pair(%out: !spirv.ptr<i32, CrossWorkgroup>, %idx: i64, %a: i32, %b: i32) "None" {
    %c1 = spirv.Constant 4294967295 : i64
    %c2 = spirv.Constant 2 : i64
    %i0 = spirv.IMul %idx, %c2 : i64
    %i1 = spirv.IAdd %i0, %c1 : i64
    %p0 = spirv.InBoundsPtrAccessChain %out[%i0] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p1 = spirv.InBoundsPtrAccessChain %out[%i1] : !spirv.ptr<i32, CrossWorkgroup>, i64
    spirv.Store "CrossWorkgroup" %p0, %a ["Aligned", 4] : i32
    spirv.Store "CrossWorkgroup" %p1, %b ["Aligned", 4] : i32
    spirv.Return
  }

  spirv.func @calls_a(%in: !spirv.ptr<i32, CrossWorkgroup>, %out: !spirv.ptr<i32, CrossWorkgroup>, %n: i32) "None" {
    %q = spirv.Variable : !spirv.ptr<i32, Function>
    %r = spirv.Variable : !spirv.ptr<i32, Function>
    %v = spirv.Load "CrossWorkgroup" %in ["Aligned", 4] : i32
    spirv.FunctionCall @divmod(%v, %n, %q, %r) : (i32, i32, !spirv.ptr<i32, Function>, !spirv.ptr<i32, Function>) -> ()
    %qv = spirv.Load "Function" %q : i32
    %rv = spirv.Load "Function" %r : i32
    %lo = spirv.Constant -100 : i32
    %hi = spirv.Constant 100 : i32
    %c = spirv.FunctionCall @clamp_add(%qv, %rv, %lo, %hi) : (i32, i32, i32, i32) -> i32
    %zero = spirv.Constant 0 : i64
    spirv.FunctionCall @write_pair(%out, %zero, %c, %rv) : (!spirv.ptr<i32, CrossWorkgroup>, i64, i32, i32) -> ()
    spirv.Return
  }

  spirv.func @calls_b(%x: !spirv.ptr<f32, CrossWorkgroup>, %dbg: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %v = spirv.Load "CrossWorkgroup" %x ["Aligned", 4] : f32
    %s = spirv.FunctionCall @square(%v) : (f32) -> f32
    spirv.Store "CrossWorkgroup" %x, %s ["Aligned", 4] : f32
    %one = spirv.Constant 16 : i64
    %a = spirv.Constant 3 : i32
    %b = spirv.Constant 4 : i32
    spirv.FunctionCall @write_pair(%dbg, %one, %a, %b) : (!spirv.ptr<i32, CrossWorkgroup>, i64, i32, i32) -> ()
    spirv.Return
  }

  spirv.EntryPoint "Kernel" @calls_a
  spirv.EntryPoint "Kernel" @calls_b
}
