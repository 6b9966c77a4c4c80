// SPIR-V 1.3 non-uniform sub-group operations in a Kernel module: elect,
// ballot, broadcast (constant id), shuffle / shuffle-xor / shuffle-up / -down,
// arithmetic reductions and scans, and a clustered reduction.
// spirv-val: spv1.3 (spirv-val's OpenCL environments stop at SPIR-V 1.2)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [Kernel, Addresses, Int64, GroupNonUniform, GroupNonUniformBallot, GroupNonUniformShuffle, GroupNonUniformShuffleRelative, GroupNonUniformArithmetic, GroupNonUniformClustered], []> {
  spirv.GlobalVariable @__builtin_sglid built_in("SubgroupLocalInvocationId") : !spirv.ptr<i32, Input>

  spirv.func @subgroups(%data: !spirv.ptr<f32, CrossWorkgroup>, %flags: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %lidp = spirv.mlir.addressof @__builtin_sglid : !spirv.ptr<i32, Input>
    %lid = spirv.Load "Input" %lidp : i32
    %lid64 = spirv.UConvert %lid : i32 to i64
    %p = spirv.InBoundsPtrAccessChain %data[%lid64] : !spirv.ptr<f32, CrossWorkgroup>, i64
    %v = spirv.Load "CrossWorkgroup" %p ["Aligned", 4] : f32
    %leader = spirv.GroupNonUniformElect <Subgroup> : i1
    %zero_f = spirv.Constant 0.0 : f32
    %neg = spirv.FOrdLessThan %v, %zero_f : f32
    %ballot = spirv.GroupNonUniformBallot <Subgroup> %neg : vector<4xi32>
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c4 = spirv.Constant 4 : i32
    %first = spirv.GroupNonUniformBroadcast <Subgroup> %v, %c0 : f32, i32
    %sh = spirv.GroupNonUniformShuffle <Subgroup> %v, %c0 : f32, i32
    %shx = spirv.GroupNonUniformShuffleXor <Subgroup> %v, %c1 : f32, i32
    %shu = spirv.GroupNonUniformShuffleUp <Subgroup> %v, %c1 : f32, i32
    %shd = spirv.GroupNonUniformShuffleDown <Subgroup> %v, %c1 : f32, i32
    %sum = spirv.GroupNonUniformFAdd "Subgroup" "Reduce" %v : f32
    %scan = spirv.GroupNonUniformFAdd "Subgroup" "InclusiveScan" %v : f32
    %mx = spirv.GroupNonUniformFMax "Subgroup" "Reduce" %v : f32
    %cl = spirv.GroupNonUniformFMin "Subgroup" "ClusteredReduce" %v cluster_size(%c4) : f32
    %cnt = spirv.GroupNonUniformIAdd "Subgroup" "ExclusiveScan" %c1 : i32
    %a = spirv.FAdd %first, %sh : f32
    %b = spirv.FAdd %shx, %shu : f32
    %c = spirv.FAdd %shd, %sum : f32
    %d = spirv.FAdd %scan, %mx : f32
    %e = spirv.FAdd %a, %b : f32
    %f = spirv.FAdd %c, %d : f32
    %g = spirv.FAdd %e, %f : f32
    %h = spirv.FAdd %g, %cl : f32
    spirv.Store "CrossWorkgroup" %p, %h ["Aligned", 4] : f32
    %word = spirv.CompositeExtract %ballot[0 : i32] : vector<4xi32>
    %flag = spirv.Select %leader, %word, %cnt : i1, i32
    spirv.Store "CrossWorkgroup" %flags, %flag ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @subgroups, @__builtin_sglid
}
