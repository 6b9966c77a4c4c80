// y = alpha * x + y for axpy(alpha: f32, x: memref<f32x?>, y: memref<f32x?>),
// written by hand in the Vulkan calling convention (runtime/PushConstants.h):
// one push-constant block {f32 alpha @0, x data @8, x shape[0] @16,
// y data @24, y shape[0] @32}; memrefs are PhysicalStorageBuffer pointers.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.6, [Shader, Int64, PhysicalStorageBufferAddresses], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>
  spirv.func @axpy() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c3 = spirv.Constant 3 : i32
    %c4 = spirv.Constant 4 : i32
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %g = spirv.Load "Input" %gp : vector<3xi32>
    %i32 = spirv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %i = spirv.UConvert %i32 : i32 to i64
    %pc = spirv.mlir.addressof @pc : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>
    %ap = spirv.AccessChain %pc[%c0] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>, i32
    %alpha = spirv.Load "PushConstant" %ap : f32
    %xp = spirv.AccessChain %pc[%c1] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>, i32
    %x = spirv.Load "PushConstant" %xp : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
    %yp = spirv.AccessChain %pc[%c3] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>, i32
    %y = spirv.Load "PushConstant" %yp : !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer>
    %np = spirv.AccessChain %pc[%c4] : !spirv.ptr<!spirv.struct<(f32 [0], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [8], i64 [16], !spirv.ptr<!spirv.rtarray<f32, stride=4>, PhysicalStorageBuffer> [24], i64 [32])>, PushConstant>, i32
    %n = spirv.Load "PushConstant" %np : i64
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
  spirv.EntryPoint "GLCompute" @axpy, @gid, @pc
  spirv.ExecutionMode @axpy "LocalSize", 64, 1, 1
}
