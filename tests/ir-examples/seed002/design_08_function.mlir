// seed 002 line 425, section "Function" (verbatim)
func.func @f(%arg: i32) -> i32 {
  "spirv.ReturnValue"(%arg) : (i32) -> (i32)
}
