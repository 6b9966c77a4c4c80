// A Vulkan 1.1 compute shader (SPIR-V 1.3): a storage buffer read through a
// NonWritable decorated variable, a uniform and a push-constant block (their
// structs get Block from the writer, as from MLIR's), a built-in input listed
// as the only interface variable (before 1.4 only Input/Output are listed).
// writer-test: target-env vulkan1.1
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @src bind(0, 0) {non_writable} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @dst bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @scale bind(0, 2) : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>
  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4])>, PushConstant>
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %gp = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %g = spirv.Load "Input" %gp : vector<3xi32>
    %i = spirv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %pcp = spirv.mlir.addressof @pc : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4])>, PushConstant>
    %np = spirv.AccessChain %pcp[%zero] : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4])>, PushConstant>, i32
    %n = spirv.Load "PushConstant" %np : i32
    %in = spirv.SLessThan %i, %n : i32
    spirv.mlir.selection {
      spirv.BranchConditional %in, ^then, ^merge
    ^then:
      %srcp = spirv.mlir.addressof @src : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
      %sp = spirv.AccessChain %srcp[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
      %x = spirv.Load "StorageBuffer" %sp : f32
      %scp = spirv.mlir.addressof @scale : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>
      %kp = spirv.AccessChain %scp[%zero] : !spirv.ptr<!spirv.struct<(f32 [0])>, Uniform>, i32
      %k = spirv.Load "Uniform" %kp : f32
      %y = spirv.FMul %x, %k : f32
      %dstp = spirv.mlir.addressof @dst : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
      %dp = spirv.AccessChain %dstp[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
      spirv.Store "StorageBuffer" %dp, %y : f32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
