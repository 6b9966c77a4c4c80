// Module-level data: spec constants (scalar, bool) used through
// spirv.mlir.referenceof, a workgroup array, a global with an initializer,
// composite constants (vector, array, null), atomics and barriers
// (scopes and semantics as i32 constants), OpenCL.std calls, f16 / f64 / i64.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Int64, Float16Buffer, Float64], []> {
  spirv.SpecConstant @block_size spec_id(3) = 64 : i32
  spirv.SpecConstant @use_fast spec_id(4) = true
  spirv.GlobalVariable @tile : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.func @kernel(%out: !spirv.ptr<f32, CrossWorkgroup>, %counter: !spirv.ptr<i32, CrossWorkgroup>, %h: !spirv.ptr<f16, CrossWorkgroup>, %d: !spirv.ptr<f64, CrossWorkgroup>) "None" {
    %bs = spirv.mlir.referenceof @block_size : i32
    %fast = spirv.mlir.referenceof @use_fast : i1
    %one = spirv.Constant 1 : i32
    %old = spirv.AtomicIAdd <Device> <SequentiallyConsistent> %counter, %one : !spirv.ptr<i32, CrossWorkgroup>
    %tp = spirv.mlir.addressof @tile : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
    %idx = spirv.UMod %old, %bs : i32
    %elem = spirv.AccessChain %tp[%idx] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i32
    %v = spirv.Constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %x = spirv.VectorExtractDynamic %v[%idx] : vector<4xf32>, i32
    %s = spirv.CL.sqrt %x : f32
    %e = spirv.CL.fma %s, %x, %x : f32
    %y = spirv.Select %fast, %s, %e : i1, f32
    spirv.Store "Workgroup" %elem, %y : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %z = spirv.Load "Workgroup" %elem : f32
    spirv.Store "CrossWorkgroup" %out, %z : f32
    %dbl = spirv.Constant 0.1 : f64
    spirv.Store "CrossWorkgroup" %d, %dbl : f64
    %arr = spirv.Variable : !spirv.ptr<!spirv.array<2 x i64>, Function>
    %ac = spirv.Constant [7, -1] : !spirv.array<2 x i64>
    spirv.Store "Function" %arr, %ac : !spirv.array<2 x i64>
    %nul = spirv.Constant unit : vector<4xf32>
    %w = spirv.VectorExtractDynamic %nul[%one] : vector<4xf32>, i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @kernel, @gid
  spirv.ExecutionMode @kernel "LocalSize", 64, 1, 1
}
