// fuzz-writer finding (issue 17, verif branch): a spirv.ExecutionMode value '64 : i64' was
// verified; the binary holds 32-bit words, read back as i32, so the module differed. Now
// a verifier error (operands are i32, one per parameter of the mode).
// Constructs with results: values yielded by spirv.mlir.merge and merge blocks
// with arguments (OpPhi in merge blocks), decorated parameters, a struct
// constant.
// writer-test: no-mlir (MLIR 19 rejects OpPhi in merge blocks and struct constants)
"spirv.module"() ({
  "spirv.GlobalVariable"() {sym_name = "gid", type = !spirv.ptr<vector<3xi64>, Input>, built_in = "GlobalInvocationId"} : () -> ()
  "spirv.func"() ({
  ^bb0(%a: !spirv.ptr<f32, CrossWorkgroup>, %out: !spirv.ptr<f32, CrossWorkgroup>, %n: i32):
    %zero = "spirv.Constant"() {value = 0 : i32} : () -> i32
    %one = "spirv.Constant"() {value = 1 : i32} : () -> i32
    %fzero = "spirv.Constant"() {value = 0.0 : f32} : () -> f32
    %gp = "spirv.mlir.addressof"() {variable = @gid} : () -> !spirv.ptr<vector<3xi64>, Input>
    %g = "spirv.Load"(%gp) : (!spirv.ptr<vector<3xi64>, Input>) -> vector<3xi64>
    %g0 = "spirv.VectorExtractDynamic"(%g, %zero) : (vector<3xi64>, i32) -> i64
    %accp = "spirv.Variable"() {storage_class = #spirv.storage_class<Function>} : () -> !spirv.ptr<f32, Function>
    "spirv.mlir.loop"() ({
      "spirv.Branch"()[^header(%zero, %fzero : i32, f32)] : () -> ()
    ^header(%i: i32, %acc: f32):
      %lt = "spirv.SLessThan"(%i, %n) : (i32, i32) -> i1
      "spirv.BranchConditional"(%lt)[^body, ^merge] : (i1) -> ()
    ^body:
      %p = "spirv.InBoundsPtrAccessChain"(%a, %i) : (!spirv.ptr<f32, CrossWorkgroup>, i32) -> !spirv.ptr<f32, CrossWorkgroup>
      %x = "spirv.Load"(%p) {memory_access = #spirv.memory_access<Aligned>, alignment = 4 : i32} : (!spirv.ptr<f32, CrossWorkgroup>) -> f32
      %pos = "spirv.FOrdGreaterThan"(%x, %fzero) : (f32, f32) -> i1
      %v = "spirv.mlir.selection"() ({
        "spirv.BranchConditional"(%pos)[^then, ^else] : (i1) -> ()
      ^then:
        "spirv.Branch"()[^m(%x : f32)] : () -> ()
      ^else:
        %neg = "spirv.FNegate"(%x) : (f32) -> f32
        "spirv.Branch"()[^m(%neg : f32)] : () -> ()
      ^m(%sel: f32):
        "spirv.mlir.merge"(%sel) : (f32) -> ()
      }) {selection_control = #spirv.selection_control<None>} : () -> f32
      %acc2 = "spirv.FAdd"(%acc, %v) : (f32, f32) -> f32
      "spirv.Store"(%accp, %acc2) : (!spirv.ptr<f32, Function>, f32) -> ()
      "spirv.Branch"()[^continue] : () -> ()
    ^continue:
      %i2 = "spirv.IAdd"(%i, %one) {no_signed_wrap} : (i32, i32) -> i32
      "spirv.Branch"()[^header(%i2, %acc2 : i32, f32)] : () -> ()
    ^merge:
      "spirv.mlir.merge"() : () -> ()
    }) {loop_control = #spirv.loop_control<None>} : () -> ()
    %r = "spirv.Load"(%accp) : (!spirv.ptr<f32, Function>) -> f32
    %st = "spirv.Variable"() {storage_class = #spirv.storage_class<Function>} : () -> !spirv.ptr<!spirv.struct<(i32, f32)>, Function>
    %sc = "spirv.Constant"() {value = [3 : i32, 2.5 : f32]} : () -> !spirv.struct<(i32, f32)>
    "spirv.Store"(%st, %sc) : (!spirv.ptr<!spirv.struct<(i32, f32)>, Function>, !spirv.struct<(i32, f32)>) -> ()
    %q = "spirv.InBoundsPtrAccessChain"(%out, %g0) : (!spirv.ptr<f32, CrossWorkgroup>, i64) -> !spirv.ptr<f32, CrossWorkgroup>
    "spirv.Store"(%q, %r) : (!spirv.ptr<f32, CrossWorkgroup>, f32) -> ()
    "spirv.Return"() : () -> ()
  }) {sym_name = "loop_sum", function_type = (!spirv.ptr<f32, CrossWorkgroup>, !spirv.ptr<f32, CrossWorkgroup>, i32) -> (), function_control = #spirv.function_control<None>, arg_attrs = [{restrict}, {func_param_attr = #spirv.function_parameter_attribute<NoAlias>}, {}]} : () -> ()
  "spirv.EntryPoint"() {execution_model = #spirv.execution_model<Kernel>, fn = @loop_sum, interface = [@gid]} : () -> ()
  "spirv.ExecutionMode"() {fn = @loop_sum, execution_mode = #spirv.execution_mode<LocalSize>, values = [64 : i64, 1 : i32, 1 : i32]} : () -> ()
}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = #spirv.memory_model<OpenCL>, vce_triple = #spirv.vce<v1.0, [Addresses, Kernel, Int64], [SPV_KHR_no_integer_wrap_decoration]>} : () -> ()
