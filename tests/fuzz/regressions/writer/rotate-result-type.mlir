spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Linkage, Addresses, Kernel, Int64, GroupNonUniformRotateKHR], [SPV_KHR_subgroup_rotate]> {
  spirv.func @f(%a: i32, %v: vector<4xi1>, %s: i32) "None" {
    %0 = spirv.Any %v : (vector<4xi1>) -> i1
    %1 = spirv.GroupNonUniformRotateKHR %a, %a {execution_scope = #spirv.scope<Subgroup>} : (i32, i32) -> i64
    spirv.Switch %s, ^bb1, ^bb2 {literals = [7 : i32]} : (i32) -> ()
  ^bb1:
    spirv.Return
  ^bb2:
    spirv.Unreachable
  }
}
