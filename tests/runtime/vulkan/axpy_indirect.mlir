// axpy.mlir with its arguments passed indirectly, as when the block exceeds
// the target's push-constant limit: the push-constant block holds one u64,
// the address of a buffer holding {alpha, x data, x shape[0], y data, y shape[0]}
// at the offsets of the direct block.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.6, [Shader, Int64, PhysicalStorageBufferAddresses], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer> [0])>, PushConstant>
  spirv.func @axpy_indirect() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c3 = spirv.Constant 3 : i32
    %c4 = spirv.Constant 4 : i32
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %g = spirv.Load "Input" %gp : vector<3xi32>
    %i32 = spirv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %i = spirv.UConvert %i32 : i32 to i64
    %pc = spirv.mlir.addressof @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer> [0])>, PushConstant>
    %argsp = spirv.AccessChain %pc[%c0] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer> [0])>, PushConstant>, i32
    %args = spirv.Load "PushConstant" %argsp : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer>
    %ap = spirv.AccessChain %args[%c0] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer>, i32
    %alpha = spirv.Load "PhysicalStorageBuffer" %ap ["Aligned", 4] : f32
    %xp = spirv.AccessChain %args[%c1] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer>, i32
    %x = spirv.Load "PhysicalStorageBuffer" %xp ["Aligned", 8] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
    %yp = spirv.AccessChain %args[%c3] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer>, i32
    %y = spirv.Load "PhysicalStorageBuffer" %yp ["Aligned", 8] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
    %np = spirv.AccessChain %args[%c4] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PhysicalStorageBuffer>, i32
    %n = spirv.Load "PhysicalStorageBuffer" %np ["Aligned", 8] : i64
    %in = spirv.SLessThan %i, %n : i64
    spirv.mlir.selection {
      spirv.BranchConditional %in, ^then, ^merge
    ^then:
      %xe = spirv.AccessChain %x[%i] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %ye = spirv.AccessChain %y[%i] : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>, i64
      %xv = spirv.Load "PhysicalStorageBuffer" %xe ["Aligned", 4] : f32
      %yv = spirv.Load "PhysicalStorageBuffer" %ye ["Aligned", 4] : f32
      %ax = spirv.FMul %alpha, %xv : f32
      %r = spirv.FAdd %ax, %yv : f32
      spirv.Store "PhysicalStorageBuffer" %ye, %r ["Aligned", 4] : f32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @axpy_indirect, @gid, @pc
  spirv.ExecutionMode @axpy_indirect "LocalSize", 64, 1, 1
}
