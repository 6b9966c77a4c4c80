// Several kernels in one module with execution modes: LocalSize, LocalSizeHint,
// SubgroupSize (SPIR-V 1.1, SubgroupDispatch), ContractionOff and VecTypeHint;
// one entry point lists its interface variables, and a non-kernel helper is
// shared between the kernels.
// spirv-val: opencl2.2
spirv.module Physical64 OpenCL requires #spirv.vce<v1.1, [Kernel, Addresses, Int64, SubgroupDispatch], []> {
  spirv.GlobalVariable @__builtin_gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @__builtin_sgsize built_in("SubgroupSize") : !spirv.ptr<i32, Input>

  spirv.func @twice(%v: f32) -> f32 "Inline" {
    %r = spirv.FAdd %v, %v : f32
    spirv.ReturnValue %r : f32
  }

  spirv.func @fixed_size(%x: !spirv.ptr<f32, CrossWorkgroup>) "None" {
    %gidp = spirv.mlir.addressof @__builtin_gid : !spirv.ptr<vector<3xi64>, Input>
    %gid3 = spirv.Load "Input" %gidp : vector<3xi64>
    %i = spirv.CompositeExtract %gid3[0 : i32] : vector<3xi64>
    %p = spirv.InBoundsPtrAccessChain %x[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    %v = spirv.Load "CrossWorkgroup" %p ["Aligned", 4] : f32
    %w = spirv.FunctionCall @twice(%v) : (f32) -> f32
    spirv.Store "CrossWorkgroup" %p, %w ["Aligned", 4] : f32
    spirv.Return
  }

  spirv.func @hinted(%x: !spirv.ptr<f32, CrossWorkgroup>, %sg: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %sgp = spirv.mlir.addressof @__builtin_sgsize : !spirv.ptr<i32, Input>
    %size = spirv.Load "Input" %sgp : i32
    spirv.Store "CrossWorkgroup" %sg, %size ["Aligned", 4] : i32
    %v = spirv.Load "CrossWorkgroup" %x ["Aligned", 4] : f32
    %w = spirv.FunctionCall @twice(%v) : (f32) -> f32
    spirv.Store "CrossWorkgroup" %x, %w ["Aligned", 4] : f32
    spirv.Return
  }

  spirv.EntryPoint "Kernel" @fixed_size, @__builtin_gid
  spirv.EntryPoint "Kernel" @hinted, @__builtin_sgsize
  spirv.ExecutionMode @fixed_size "LocalSize", 8, 4, 2
  spirv.ExecutionMode @fixed_size "ContractionOff"
  spirv.ExecutionMode @hinted "LocalSizeHint", 64, 1, 1
  spirv.ExecutionMode @hinted "SubgroupSize", 16
  spirv.ExecutionMode @hinted "VecTypeHint", 65540
}
