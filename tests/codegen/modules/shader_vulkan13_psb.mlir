// A Vulkan 1.3 compute shader with PhysicalStorageBuffer64 addressing and the
// Vulkan memory model (SPIR-V 1.5: MLIR 19 reads no 1.6 binary): a
// push-constant block holds a buffer device address; a helper takes the
// PhysicalStorageBuffer pointer as an Aliased argument (spirv-val requires
// Aliased or Restrict there); loads and stores through it are Aligned; the
// interface lists every used global.
// writer-test: target-env vulkan1.3
spirv.module PhysicalStorageBuffer64 Vulkan requires #spirv.vce<v1.5, [Shader, PhysicalStorageBufferAddresses, VulkanMemoryModel], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer> [0], i32 [8])>, PushConstant>
  spirv.func @twice(%buf: !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}, %i: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %p = spirv.AccessChain %buf[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer>, i32, i32
    %x = spirv.Load "PhysicalStorageBuffer" %p ["Aligned", 4] : f32
    %y = spirv.FAdd %x, %x : f32
    spirv.Store "PhysicalStorageBuffer" %p, %y ["Aligned", 4] : f32
    spirv.Return
  }
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %g = spirv.Load "Input" %gp : vector<3xi32>
    %i = spirv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %pcp = spirv.mlir.addressof @pc : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer> [0], i32 [8])>, PushConstant>
    %bpp = spirv.AccessChain %pcp[%zero] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer> [0], i32 [8])>, PushConstant>, i32
    %buf = spirv.Load "PushConstant" %bpp : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer>
    %np = spirv.AccessChain %pcp[%one] : !spirv.ptr<!spirv.struct<(!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer> [0], i32 [8])>, PushConstant>, i32
    %n = spirv.Load "PushConstant" %np : i32
    %in = spirv.SLessThan %i, %n : i32
    spirv.mlir.selection {
      spirv.BranchConditional %in, ^then, ^merge
    ^then:
      spirv.FunctionCall @twice(%buf, %i) : (!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, PhysicalStorageBuffer>, i32) -> ()
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid, @pc
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
