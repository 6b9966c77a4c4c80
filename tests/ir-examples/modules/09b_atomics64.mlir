// 64-bit atomics (Int64Atomics): AtomicIAdd, AtomicSMax, AtomicCompareExchange
// and AtomicExchange on i64 in CrossWorkgroup memory.
// spirv-val: spv1.0 (spirv-val 2023.1's OpenCL environments refuse Int64Atomics,
// as they do for clang-15 output -- see tests/corpus/README.md)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Int64Atomics], []> {
  spirv.func @atomics64(%acc: !spirv.ptr<i64, CrossWorkgroup>, %v: i64) "None" {
    %c1 = spirv.Constant 1 : i64
    %c2 = spirv.Constant 2 : i64
    %c3 = spirv.Constant 3 : i64
    %zero = spirv.Constant 0 : i64
    %p1 = spirv.InBoundsPtrAccessChain %acc[%c1] : !spirv.ptr<i64, CrossWorkgroup>, i64
    %p2 = spirv.InBoundsPtrAccessChain %acc[%c2] : !spirv.ptr<i64, CrossWorkgroup>, i64
    %p3 = spirv.InBoundsPtrAccessChain %acc[%c3] : !spirv.ptr<i64, CrossWorkgroup>, i64
    %a = spirv.AtomicIAdd <Device> <None> %acc, %v : !spirv.ptr<i64, CrossWorkgroup>
    %b = spirv.AtomicSMax <Device> <None> %p1, %v : !spirv.ptr<i64, CrossWorkgroup>
    %c = spirv.AtomicCompareExchange <Device> <SequentiallyConsistent|CrossWorkgroupMemory> <None> %p2, %v, %zero : !spirv.ptr<i64, CrossWorkgroup>
    %d = spirv.AtomicExchange <Device> <None> %p3, %v : !spirv.ptr<i64, CrossWorkgroup>
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @atomics64
}
