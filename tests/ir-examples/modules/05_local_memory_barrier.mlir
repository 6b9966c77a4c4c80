// Work-group reduction through local memory: a Workgroup-storage global array,
// several built-ins (local id, work-group id, local size), access chains into the
// array, control barriers with Workgroup scope and a loop halving the stride.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.GlobalVariable @__builtin_lid built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @__builtin_wgid built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @__builtin_gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
  spirv.GlobalVariable @scratch : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>

  spirv.func @reduce(%in: !spirv.ptr<f32, CrossWorkgroup>, %partial: !spirv.ptr<f32, CrossWorkgroup>) "None" {
    %c0 = spirv.Constant 0 : i64
    %c1 = spirv.Constant 1 : i64
    %c32 = spirv.Constant 32 : i64
    %lidp = spirv.mlir.addressof @__builtin_lid : !spirv.ptr<vector<3xi64>, Input>
    %wgp = spirv.mlir.addressof @__builtin_wgid : !spirv.ptr<vector<3xi64>, Input>
    %gidp = spirv.mlir.addressof @__builtin_gid : !spirv.ptr<vector<3xi64>, Input>
    %lid3 = spirv.Load "Input" %lidp : vector<3xi64>
    %wg3 = spirv.Load "Input" %wgp : vector<3xi64>
    %gid3 = spirv.Load "Input" %gidp : vector<3xi64>
    %lid = spirv.CompositeExtract %lid3[0 : i32] : vector<3xi64>
    %wg = spirv.CompositeExtract %wg3[0 : i32] : vector<3xi64>
    %gid = spirv.CompositeExtract %gid3[0 : i32] : vector<3xi64>
    %scratch = spirv.mlir.addressof @scratch : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
    %pin = spirv.InBoundsPtrAccessChain %in[%gid] : !spirv.ptr<f32, CrossWorkgroup>, i64
    %v = spirv.Load "CrossWorkgroup" %pin ["Aligned", 4] : f32
    %slot = spirv.AccessChain %scratch[%lid] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i64
    spirv.Store "Workgroup" %slot, %v ["Aligned", 4] : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <SequentiallyConsistent|WorkgroupMemory>
    spirv.mlir.loop {
      spirv.Branch ^header(%c32 : i64)
    ^header(%s: i64):
      %go = spirv.UGreaterThan %s, %c0 : i64
      spirv.BranchConditional %go, ^body, ^merge
    ^body:
      %active = spirv.ULessThan %lid, %s : i64
      spirv.mlir.selection {
        spirv.BranchConditional %active, ^add, ^join
      ^add:
        %other = spirv.IAdd %lid, %s : i64
        %po = spirv.AccessChain %scratch[%other] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i64
        %a = spirv.Load "Workgroup" %slot : f32
        %b = spirv.Load "Workgroup" %po : f32
        %ab = spirv.FAdd %a, %b : f32
        spirv.Store "Workgroup" %slot, %ab : f32
        spirv.Branch ^join
      ^join:
        spirv.mlir.merge
      }
      spirv.ControlBarrier <Workgroup>, <Workgroup>, <SequentiallyConsistent|WorkgroupMemory>
      spirv.Branch ^continue
    ^continue:
      %s2 = spirv.ShiftRightLogical %s, %c1 : i64, i64
      spirv.Branch ^header(%s2 : i64)
    ^merge:
      spirv.mlir.merge
    }
    %first = spirv.IEqual %lid, %c0 : i64
    spirv.mlir.selection {
      spirv.BranchConditional %first, ^write, ^end
    ^write:
      %p0 = spirv.AccessChain %scratch[%c0] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i64
      %total = spirv.Load "Workgroup" %p0 : f32
      %pout = spirv.InBoundsPtrAccessChain %partial[%wg] : !spirv.ptr<f32, CrossWorkgroup>, i64
      spirv.Store "CrossWorkgroup" %pout, %total ["Aligned", 4] : f32
      spirv.Branch ^end
    ^end:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @reduce, @__builtin_lid, @__builtin_wgid, @__builtin_gid
  spirv.ExecutionMode @reduce "LocalSize", 64, 1, 1
}
