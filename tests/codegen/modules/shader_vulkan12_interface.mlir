// A Vulkan 1.2 compute shader (SPIR-V 1.5) whose entry point lists only its
// built-in input: from SPIR-V 1.4 on, the interface is every global the call
// tree uses, so the writer adds the storage buffer and the workgroup variable
// (used in a called function) that the list misses.
// writer-test: target-env vulkan1.2
spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader], []> {
  spirv.GlobalVariable @lid built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @tile : !spirv.ptr<!spirv.array<64 x i32>, Workgroup>
  spirv.func @stage(%i: i32, %v: i32) "None" {
    %tp = spirv.mlir.addressof @tile : !spirv.ptr<!spirv.array<64 x i32>, Workgroup>
    %p = spirv.AccessChain %tp[%i] : !spirv.ptr<!spirv.array<64 x i32>, Workgroup>, i32
    spirv.Store "Workgroup" %p, %v : i32
    spirv.Return
  }
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %lp = spirv.mlir.addressof @lid : !spirv.ptr<vector<3xi32>, Input>
    %l = spirv.Load "Input" %lp : vector<3xi32>
    %i = spirv.CompositeExtract %l[0 : i32] : vector<3xi32>
    %bp = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %p = spirv.AccessChain %bp[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32
    %v = spirv.Load "StorageBuffer" %p : i32
    spirv.FunctionCall @stage(%i, %v) : (i32, i32) -> ()
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @lid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
