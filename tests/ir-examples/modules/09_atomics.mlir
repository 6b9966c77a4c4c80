// Atomics on CrossWorkgroup and Workgroup memory: IAdd, ISub, IIncrement,
// IDecrement, SMin/SMax/UMin/UMax, And/Or/Xor, Exchange, CompareExchange (the
// loop of a float atomic add built from compare-exchange), with Device and
// Workgroup scopes and different memory semantics (MLIR spells Relaxed "None").
// spirv-val: opencl2.0 (Int64Atomics is refused by every OpenCL env of spirv-val 2023.1,
// so the 64-bit kernel is in 09b_atomics64.mlir)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.GlobalVariable @local_counter : !spirv.ptr<i32, Workgroup>

  spirv.func @atomic_float_add(%p: !spirv.ptr<f32, CrossWorkgroup>, %v: f32) "DontInline" {
    %pi = spirv.Bitcast %p : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<i32, CrossWorkgroup>
    %init = spirv.Load "CrossWorkgroup" %pi ["Volatile|Aligned", 4] : i32
    spirv.mlir.loop {
      spirv.Branch ^header(%init : i32)
    ^header(%old: i32):
      %f = spirv.Bitcast %old : i32 to f32
      %sum = spirv.FAdd %f, %v : f32
      %new = spirv.Bitcast %sum : f32 to i32
      %seen = spirv.AtomicCompareExchange <Device> <SequentiallyConsistent|CrossWorkgroupMemory> <None> %pi, %new, %old : !spirv.ptr<i32, CrossWorkgroup>
      %done = spirv.IEqual %seen, %old : i32
      spirv.BranchConditional %done, ^merge, ^continue
    ^continue:
      spirv.Branch ^header(%seen : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }

  spirv.func @atomics(%stats: !spirv.ptr<i32, CrossWorkgroup>, %sum: !spirv.ptr<f32, CrossWorkgroup>,
                      %v: i32, %f: f32) "None" {
    %c1 = spirv.Constant 1 : i64
    %c2 = spirv.Constant 2 : i64
    %c3 = spirv.Constant 3 : i64
    %c4 = spirv.Constant 4 : i64
    %c5 = spirv.Constant 5 : i64
    %c6 = spirv.Constant 6 : i64
    %p1 = spirv.InBoundsPtrAccessChain %stats[%c1] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p2 = spirv.InBoundsPtrAccessChain %stats[%c2] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p3 = spirv.InBoundsPtrAccessChain %stats[%c3] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p4 = spirv.InBoundsPtrAccessChain %stats[%c4] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p5 = spirv.InBoundsPtrAccessChain %stats[%c5] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %p6 = spirv.InBoundsPtrAccessChain %stats[%c6] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %a0 = spirv.AtomicIAdd <Device> <None> %stats, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a1 = spirv.AtomicISub <Device> <None> %p1, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a2 = spirv.AtomicSMin <Device> <AcquireRelease|CrossWorkgroupMemory> %p2, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a3 = spirv.AtomicSMax <Device> <AcquireRelease|CrossWorkgroupMemory> %p2, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a4 = spirv.AtomicUMin <Device> <None> %p3, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a5 = spirv.AtomicUMax <Device> <None> %p3, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a6 = spirv.AtomicAnd <Device> <None> %p4, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a7 = spirv.AtomicOr <Device> <None> %p4, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a8 = spirv.AtomicXor <Device> <None> %p5, %v : !spirv.ptr<i32, CrossWorkgroup>
    %a9 = spirv.AtomicExchange <Device> <SequentiallyConsistent|CrossWorkgroupMemory> %p6, %v : !spirv.ptr<i32, CrossWorkgroup>
    %lc = spirv.mlir.addressof @local_counter : !spirv.ptr<i32, Workgroup>
    %b0 = spirv.AtomicIIncrement <Workgroup> <AcquireRelease|WorkgroupMemory> %lc : !spirv.ptr<i32, Workgroup>
    %b1 = spirv.AtomicIDecrement <Workgroup> <AcquireRelease|WorkgroupMemory> %lc : !spirv.ptr<i32, Workgroup>
    spirv.FunctionCall @atomic_float_add(%sum, %f) : (!spirv.ptr<f32, CrossWorkgroup>, f32) -> ()
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @atomics
}
