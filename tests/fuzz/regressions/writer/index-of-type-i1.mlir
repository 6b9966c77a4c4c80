// fuzz-writer finding (issue 17, verif branch): a CompositeExtract index `0 : i1`
// (printed `false`) was verified and written as 0 : i32, so the module read back
// differed. Literal operands must be integers, not i1: now a verifier error.
// Intel sub-group extensions in a Kernel module (SPV_INTEL_subgroups): sub-group
// block reads and writes on CrossWorkgroup memory, plus the SubgroupSize
// execution mode (SPIR-V 1.1, SubgroupDispatch) the Intel targets use.
// spirv-val: opencl2.2
spirv.module Physical64 OpenCL requires #spirv.vce<v1.1, [Kernel, Addresses, Int64, SubgroupDispatch, SubgroupBufferBlockIOINTEL], [SPV_INTEL_subgroups]> {
  spirv.GlobalVariable @__builtin_wgid built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>

  spirv.func @block_copy(%in: !spirv.ptr<i32, CrossWorkgroup>, %out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %wgp = spirv.mlir.addressof @__builtin_wgid : !spirv.ptr<vector<3xi64>, Input>
    %wg3 = spirv.Load "Input" %wgp : vector<3xi64>
    %wg = spirv.CompositeExtract %wg3[0 : i1] : vector<3xi64>
    %c16 = spirv.Constant 16 : i64
    %base = spirv.IMul %wg, %c16 : i64
    %src = spirv.InBoundsPtrAccessChain %in[%base] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %dst = spirv.InBoundsPtrAccessChain %out[%base] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %v = spirv.INTEL.SubgroupBlockRead "CrossWorkgroup" %src : i32
    %one = spirv.Constant 1 : i32
    %w = spirv.IAdd %v, %one : i32
    spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %dst, %w : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @block_copy, @__builtin_wgid
  spirv.ExecutionMode @block_copy "SubgroupSize", 16
}
