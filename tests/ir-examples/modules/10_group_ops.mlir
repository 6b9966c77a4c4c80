// OpenCL work-group / sub-group collectives of the Groups capability (SPIR-V 1.0):
// GroupIAdd/GroupFAdd with Reduce, InclusiveScan and ExclusiveScan, GroupSMax,
// GroupFMin, GroupUMax, GroupBroadcast with a scalar and a vector local id.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Groups], []> {
  spirv.GlobalVariable @__builtin_gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>

  spirv.func @collectives(%in: !spirv.ptr<i32, CrossWorkgroup>, %fin: !spirv.ptr<f32, CrossWorkgroup>,
                          %out: !spirv.ptr<i32, CrossWorkgroup>, %fout: !spirv.ptr<f32, CrossWorkgroup>) "None" {
    %gidp = spirv.mlir.addressof @__builtin_gid : !spirv.ptr<vector<3xi64>, Input>
    %gid3 = spirv.Load "Input" %gidp : vector<3xi64>
    %i = spirv.CompositeExtract %gid3[0 : i32] : vector<3xi64>
    %pi = spirv.InBoundsPtrAccessChain %in[%i] : !spirv.ptr<i32, CrossWorkgroup>, i64
    %pf = spirv.InBoundsPtrAccessChain %fin[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    %v = spirv.Load "CrossWorkgroup" %pi ["Aligned", 4] : i32
    %f = spirv.Load "CrossWorkgroup" %pf ["Aligned", 4] : f32
    %sum = spirv.GroupIAdd <Workgroup> <Reduce> %v : i32
    %inc = spirv.GroupIAdd <Subgroup> <InclusiveScan> %v : i32
    %exc = spirv.GroupIAdd <Workgroup> <ExclusiveScan> %v : i32
    %mx = spirv.GroupSMax <Workgroup> <Reduce> %v : i32
    %umx = spirv.GroupUMax <Subgroup> <Reduce> %v : i32
    %fs = spirv.GroupFAdd <Workgroup> <Reduce> %f : f32
    %fm = spirv.GroupFMin <Subgroup> <InclusiveScan> %f : f32
    %zero = spirv.Constant 0 : i32
    %b = spirv.GroupBroadcast <Workgroup> %v, %zero : i32, i32
    %lid3 = spirv.Constant dense<[0, 0, 0]> : vector<3xi64>
    %b3 = spirv.GroupBroadcast <Workgroup> %f, %lid3 : f32, vector<3xi64>
    %t0 = spirv.IAdd %sum, %inc : i32
    %t1 = spirv.IAdd %t0, %exc : i32
    %t2 = spirv.IAdd %t1, %mx : i32
    %t3 = spirv.IAdd %t2, %umx : i32
    %t4 = spirv.IAdd %t3, %b : i32
    %po = spirv.InBoundsPtrAccessChain %out[%i] : !spirv.ptr<i32, CrossWorkgroup>, i64
    spirv.Store "CrossWorkgroup" %po, %t4 ["Aligned", 4] : i32
    %g0 = spirv.FAdd %fs, %fm : f32
    %g1 = spirv.FAdd %g0, %b3 : f32
    %pfo = spirv.InBoundsPtrAccessChain %fout[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    spirv.Store "CrossWorkgroup" %pfo, %g1 ["Aligned", 4] : f32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @collectives, @__builtin_gid
}
