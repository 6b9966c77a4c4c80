// Element-wise add with a bounds check: GlobalInvocationId built-in through
// spirv.mlir.addressof, pointer access chains, aligned loads/stores, a selection,
// an entry point with its interface and a LocalSize execution mode.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.GlobalVariable @__builtin_gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi64>, Input>

  spirv.func @vector_add(%a: !spirv.ptr<f32, CrossWorkgroup>, %b: !spirv.ptr<f32, CrossWorkgroup>,
                         %c: !spirv.ptr<f32, CrossWorkgroup>, %n: i64) "None" {
    %gid_ptr = spirv.mlir.addressof @__builtin_gid : !spirv.ptr<vector<3xi64>, Input>
    %gid3 = spirv.Load "Input" %gid_ptr ["Aligned", 32] : vector<3xi64>
    %i = spirv.CompositeExtract %gid3[0 : i32] : vector<3xi64>
    %in_range = spirv.ULessThan %i, %n : i64
    spirv.mlir.selection {
      spirv.BranchConditional %in_range, ^store, ^merge
    ^store:
      %pa = spirv.InBoundsPtrAccessChain %a[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
      %pb = spirv.InBoundsPtrAccessChain %b[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
      %pc = spirv.InBoundsPtrAccessChain %c[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
      %va = spirv.Load "CrossWorkgroup" %pa ["Aligned", 4] : f32
      %vb = spirv.Load "CrossWorkgroup" %pb ["Aligned", 4] : f32
      %sum = spirv.FAdd %va, %vb : f32
      spirv.Store "CrossWorkgroup" %pc, %sum ["Aligned", 4] : f32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }

  spirv.EntryPoint "Kernel" @vector_add, @__builtin_gid
  spirv.ExecutionMode @vector_add "LocalSize", 64, 1, 1
}
