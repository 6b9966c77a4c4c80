// Wrapped from seed 002 line 425 (Function); flavour: kernel; source: fixed; spirv.ReturnValue has no results: (i32) -> ()
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @f(%arg: i32) -> i32 "None" {
    "spirv.ReturnValue"(%arg) : (i32) -> ()
  }
}
