// out[j] = sum of the 4 elements of member j, for
// sum_group(g: group<memref<f32x4>x?>, out: memref<f32x?>): the Vulkan
// convention's block {g pointers @0, g size @8, out data @16, out shape[0] @24};
// `pointers` is the address of a table of u64 member addresses.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.6, [Shader, Int64, PhysicalStorageBufferAddresses], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer> [0], i64 [8], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [16], i64 [24])>, PushConstant>
  spirv.func @sum_group() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i32
    %l0 = spirv.Constant 0 : i64
    %l1 = spirv.Constant 1 : i64
    %l2 = spirv.Constant 2 : i64
    %l3 = spirv.Constant 3 : i64
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %g = spirv.Load "Input" %gp : vector<3xi32>
    %j32 = spirv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %j = spirv.UConvert %j32 : i32 to i64
    %pc = spirv.mlir.addressof @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer> [0], i64 [8], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [16], i64 [24])>, PushConstant>
    %tp = spirv.AccessChain %pc[%c0] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer> [0], i64 [8], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [16], i64 [24])>, PushConstant>, i32
    %table = spirv.Load "PushConstant" %tp : !spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer>
    %sp = spirv.AccessChain %pc[%c1] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer> [0], i64 [8], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [16], i64 [24])>, PushConstant>, i32
    %size = spirv.Load "PushConstant" %sp : i64
    %op = spirv.AccessChain %pc[%c2] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer> [0], i64 [8], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [16], i64 [24])>, PushConstant>, i32
    %out = spirv.Load "PushConstant" %op : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
    %in = spirv.SLessThan %j, %size : i64
    spirv.mlir.selection {
      spirv.BranchConditional %in, ^then, ^merge
    ^then:
      %mp = spirv.AccessChain %table[%j] : !spirv.ptr<!spirv.rtarray<!spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, stride=8>, PhysicalStorageBuffer>, i64
      %m = spirv.Load "PhysicalStorageBuffer" %mp ["Aligned", 8] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
      %e0 = spirv.AccessChain %m[%l0] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %e1 = spirv.AccessChain %m[%l1] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %e2 = spirv.AccessChain %m[%l2] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %e3 = spirv.AccessChain %m[%l3] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %v0 = spirv.Load "PhysicalStorageBuffer" %e0 ["Aligned", 4] : f32
      %v1 = spirv.Load "PhysicalStorageBuffer" %e1 ["Aligned", 4] : f32
      %v2 = spirv.Load "PhysicalStorageBuffer" %e2 ["Aligned", 4] : f32
      %v3 = spirv.Load "PhysicalStorageBuffer" %e3 ["Aligned", 4] : f32
      %s01 = spirv.FAdd %v0, %v1 : f32
      %s23 = spirv.FAdd %v2, %v3 : f32
      %s = spirv.FAdd %s01, %s23 : f32
      %oe = spirv.AccessChain %out[%j] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      spirv.Store "PhysicalStorageBuffer" %oe, %s ["Aligned", 4] : f32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @sum_group, @gid, @pc
  spirv.ExecutionMode @sum_group "LocalSize", 8, 1, 1
}
