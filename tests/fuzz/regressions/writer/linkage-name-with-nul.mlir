spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @ext(i32) "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "e\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00xt", linkage_type = <Import>>}
  spirv.func @call$er(%a: i32) "None" {
    spirv.FunctionCall @ext(%a) : (i32) -> ()
    spirv.Return
  }
}
